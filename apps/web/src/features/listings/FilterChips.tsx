import type { ProductCategory } from '@zeng/contract/constants';
import { type FilterName, filterOf } from '@zeng/contract/filters';
import { formatPrice } from '@zeng/contract/price';
import { useTranslation } from 'react-i18next';
import { choiceName, FilterChoices, type FilterOption } from '../../components/filters/FilterChoices';
import { Icon } from '../../components/Icon';
import { countedText, useAdvertCount } from '../../lib/advert-count-query';
import type { ListParams } from '../../lib/adverts-query';
import type { ListingConfig } from '../../lib/listing-config';
import { lookups } from '../../lib/lookups-query';
import styles from './FilterChips.module.css';

interface FilterChipsProps {
  config: ListingConfig;
  params: ListParams;
  names: FilterName[];
  onRemove: (name: FilterName) => void;
}

/**
 * The chosen filters above the list, each removable on its own: "Samsung ×", "Bakı ×", "to 1 500 AZN ×",
 * and how many adverts the narrowed list holds ("12 adverts found", on a line of its own after the
 * chips). `names` may be empty: a desktop's dropdowns name their own choices. Loaded only when a filter
 * is chosen, so the first screen's bundle stays small.
 */
export function FilterChips({ config, params, names, onRemove }: FilterChipsProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.line}>
      {names.length > 0 && (
        <ul className={styles.chips} aria-label={t('listing.chosenFilters')}>
          {names.map((name) => (
            <li key={name}>
              <FilterChip name={name} category={config.category} params={params} onRemove={() => onRemove(name)} />
            </li>
          ))}
        </ul>
      )}
      <ListCount category={config.category} params={params} />
    </div>
  );
}

/** "12 adverts found": the list's own count, asked once the person has paused choosing, and said when it comes. */
function ListCount({ category, params }: { category: ProductCategory; params: ListParams }) {
  const { t } = useTranslation();
  const { count } = useAdvertCount(category, params);
  return (
    <p className={styles.count} role="status">
      {count === undefined ? '' : countedText(t, 'listing.found', count)}
    </p>
  );
}

const LOADING = '…';

/**
 * A chosen filter named in the current language ("Samsung", "Bakı", "Qara"): a fixed value by its own
 * name, an id by its reference list's, "…" while that loads; an id the list lacks by the filter's name.
 */
function FilterChip({
  name,
  category,
  params,
  onRemove,
}: {
  name: FilterName;
  category: ProductCategory;
  params: ListParams;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const filter = filterOf(name);
  const value = params[name];
  if (filter.kind === 'choice') return <Chip label={choiceName(t, filter, String(value))} onRemove={onRemove} />;
  if (filter.kind === 'number') {
    return <Chip label={t(filter.valueLabel, { value: formatPrice(Number(value)) })} onRemove={onRemove} />;
  }
  const namesIn = (options: FilterOption[]) =>
    [value ?? []]
      .flat()
      .map((id) => options.find((option) => option.value === String(id))?.label ?? t(filter.label))
      .join(', ');
  return (
    <FilterChoices lookups={lookups} name={name} category={category} params={params}>
      {(options) => <Chip label={options ? namesIn(options) : LOADING} onRemove={onRemove} />}
    </FilterChoices>
  );
}

function Chip({ label, onRemove }: { label: string; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={styles.chip} aria-label={t('listing.clearOne', { label })} onClick={onRemove}>
      {label}
      <Icon name="x" size={14} aria-hidden="true" />
    </button>
  );
}
