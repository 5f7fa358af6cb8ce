import type { SortType } from '@zeng/contract/constants';
import { useTranslation } from 'react-i18next';
import { DropdownGroup } from '../../components/dropdown/DropdownGroup';
import { Icon } from '../../components/Icon';
import { FilterBar } from './FilterBar';
import type { FilterProps } from './FilterDropdown';
import styles from './ListingPage.module.css';
import { SortMenu } from './SortMenu';

interface ListingToolsProps extends FilterProps {
  /** The list's order: its own when the address names none. */
  sort: SortType;
  /** A phone filters this listing on its filter screen: the dropdowns are a desktop's. */
  compactFilters: boolean;
  filtered: boolean;
  clear: () => void;
}

/**
 * The toolbar's live part: filter dropdowns, price, More filters, sort and Clear filters, one dropdown
 * open at a time. The server draws it; its code comes after the page's, as the cards need none of it.
 */
export function ListingTools({ sort, compactFilters, filtered, clear, ...props }: ListingToolsProps) {
  const { t } = useTranslation();
  return (
    <DropdownGroup>
      <FilterBar className={compactFilters ? 'desktop-only' : undefined} {...props} />
      <SortMenu value={sort} onChange={(sortByType) => props.update({ sortByType })} />
      {filtered && (
        <button type="button" className={styles.tool} onClick={clear}>
          <Icon name="rotate-ccw" size={16} aria-hidden="true" />
          {t('listing.clearFilters')}
        </button>
      )}
    </DropdownGroup>
  );
}
