import { filterOf, filtersOf } from '@zeng/contract/filters';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { FilterDropdown, type FilterProps } from './FilterDropdown';
import styles from './ListingPage.module.css';
import { PriceDropdown } from './PriceDropdown';
import { SimMaskDropdown } from './SimMaskDropdown';

// Opened by few: its code comes when it is.
const MoreFilters = lazy(() => import('./MoreFilters').then((m) => ({ default: m.MoreFilters })));

/**
 * The dropdowns a listing's configuration names, in order, laid out as the toolbar's own items, then
 * "More filters": every other filter the category has (a phone's filter screen offers the same), in a
 * row of its own under the toolbar, with the number of them chosen on its button.
 */
export function FilterBar({ className, ...props }: FilterProps & { className?: string }) {
  const { t } = useTranslation();
  const [moreOpen, setMoreOpen] = useState(false);
  const panelId = useId();
  const { config, params } = props;
  // The price has a dropdown of its own; the rest that the bar does not show wait under More filters.
  const more = filtersOf(config.category).filter(
    (name) => !config.filters.includes(name) && filterOf(name).kind !== 'number',
  );
  const chosenMore = more.filter((name) => params[name] !== undefined).length;
  return (
    <div className={className} style={{ display: 'contents' }}>
      {/* A SIM buyer looks for a number first: its mask leads the SIM toolbar. */}
      {config.category === 'sim' && <SimMaskDropdown params={params} update={props.update} />}
      {config.filters.map((name) => (
        <FilterDropdown key={name} name={name} {...props} />
      ))}
      <PriceDropdown category={config.category} params={params} update={props.update} />
      {more.length > 0 && (
        <button
          type="button"
          className={styles.tool}
          aria-expanded={moreOpen}
          aria-controls={moreOpen ? panelId : undefined}
          onClick={() => setMoreOpen(!moreOpen)}
        >
          <Icon name="sliders-horizontal" size={16} aria-hidden="true" />
          {t('listing.moreFilters')}
          {chosenMore > 0 && <span className={styles.badge}>{chosenMore}</span>}
        </button>
      )}
      {moreOpen && (
        <Suspense fallback={null}>
          <MoreFilters id={panelId} names={more} {...props} />
        </Suspense>
      )}
    </div>
  );
}
