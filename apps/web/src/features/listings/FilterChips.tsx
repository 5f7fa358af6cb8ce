import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import type { ListParams } from '../../lib/adverts-query';
import type { FilterName } from '../../lib/listing-params';
import styles from './FilterChips.module.css';
import { useFilterLabels } from './filter-labels';
import type { ListingConfig } from './listing-config';

interface FilterChipsProps {
  config: ListingConfig;
  params: ListParams;
  names: FilterName[];
  onRemove: (name: FilterName) => void;
}

/**
 * The chosen filters above the list, each removable on its own: "Samsung ×", "Bakı ×". Loaded only
 * when a filter is chosen, so the first screen's bundle stays small.
 */
export function FilterChips({ config, params, names, onRemove }: FilterChipsProps) {
  const { t } = useTranslation();
  const labelOf = useFilterLabels(config, params);
  return (
    <ul className={styles.chips} aria-label={t('listing.chosenFilters')}>
      {names.map((name) => {
        const label = labelOf(name);
        return (
          <li key={name}>
            <button
              type="button"
              className={styles.chip}
              aria-label={t('listing.clearOne', { label })}
              onClick={() => onRemove(name)}
            >
              {label}
              <Icon name="x" size={14} aria-hidden="true" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
