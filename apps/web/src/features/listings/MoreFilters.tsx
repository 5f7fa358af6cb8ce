import { type FilterName, filterOf } from '@zeng/contract/filters';
import { useTranslation } from 'react-i18next';
import { FilterChoices } from '../../components/filters/FilterChoices';
import { FlagChecks } from '../../components/filters/FlagChecks';
import { filterChange } from '../../lib/listing-params';
import { lookups } from '../../lib/lookups-query';
import { FilterDropdown, type FilterProps } from './FilterDropdown';
import styles from './FilterPanels.module.css';

/**
 * The filters beyond the toolbar's, on a line of their own: each a dropdown with its "Any", and the
 * seller's options as check boxes.
 */
export function MoreFilters({ id, names, ...props }: FilterProps & { id: string; names: FilterName[] }) {
  const { t } = useTranslation();
  const { config, params, update } = props;
  return (
    <div id={id} className={styles.more}>
      {names.map((name) => {
        const filter = filterOf(name);
        if (filter.kind !== 'flags') return <FilterDropdown key={name} name={name} {...props} />;
        const chosen = params[name];
        return (
          <FilterChoices key={name} lookups={lookups} name={name} category={config.category} params={params}>
            {(options = []) => (
              <div className={styles.flags}>
                <FlagChecks
                  legend={t(filter.label)}
                  options={options}
                  chosen={Array.isArray(chosen) ? chosen.map(String) : []}
                  onChange={(values) => update(filterChange(name, values.length ? values.join(',') : undefined))}
                />
              </div>
            )}
          </FilterChoices>
        );
      })}
    </div>
  );
}
