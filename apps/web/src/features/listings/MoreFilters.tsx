import type { FilterName } from '@zeng/contract/filters';
import { FilterDropdown, type FilterProps } from './FilterDropdown';
import styles from './ListingPage.module.css';

/** The filters beyond the toolbar's, each a dropdown with its "Any", on a line of their own. */
export function MoreFilters({ id, names, ...props }: FilterProps & { id: string; names: FilterName[] }) {
  return (
    <div id={id} className={styles.more}>
      {names.map((name) => (
        <FilterDropdown key={name} name={name} {...props} />
      ))}
    </div>
  );
}
