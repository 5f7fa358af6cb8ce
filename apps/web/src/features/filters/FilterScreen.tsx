import { useQuery } from '@tanstack/react-query';
import { DEFAULT_SORT, SORT_TYPES } from '@zeng/contract/constants';
import {
  dependentsOf,
  FILTER_NAMES,
  type FilterName,
  filterOf,
  filtersOf,
  prerequisiteOf,
} from '@zeng/contract/filters';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { BackButton } from '../../components/BackButton';
import { FilterChoices, type FilterOption } from '../../components/filters/FilterChoices';
import { FlagChecks } from '../../components/filters/FlagChecks';
import { PriceRange, priceRangeProblem } from '../../components/filters/PriceRange';
import { ShowAdvertsButton } from '../../components/filters/ShowAdvertsButton';
import { Icon } from '../../components/Icon';
import { OptionPicker } from '../../components/picker/OptionPicker';
import type { ListParams } from '../../lib/adverts-query';
import { currentLanguage } from '../../lib/i18n';
import { chosenText, filterChange, readListParams, writeListParams } from '../../lib/listing-params';
import { lookups } from '../../lib/lookups-query';
import { useModalLayer } from '../../lib/use-modal-layer';
import styles from './FilterScreen.module.css';
import type { FilterScreenConfig } from './filter-screen-config';

/** A row of the screen: one of the category's filters, or the sort. */
type Row = FilterName | 'sort';
type Selection = Partial<Record<Row, string>>;

/** URL parameters ↔ one chosen value per row. */
function fromParams(params: ListParams, filters: FilterName[]): Selection {
  const s: Selection = {};
  for (const name of filters) {
    const text = chosenText(params, name);
    if (text) s[name] = text;
  }
  if (params.sortByType && params.sortByType !== DEFAULT_SORT) s.sort = params.sortByType;
  return s;
}

function toParams(s: Selection, searchQuery?: string): ListParams {
  const params: ListParams = { searchQuery, sortByType: SORT_TYPES.find((sort) => sort === s.sort) ?? DEFAULT_SORT };
  for (const name of FILTER_NAMES) if (s[name]) Object.assign(params, filterChange(name, s[name]));
  return params;
}

/** The price is asked for early, as people choose it: right after the model (the table keeps SQL's order). */
function screenOrder(filters: FilterName[]): FilterName[] {
  const price = filters.filter((name) => filterOf(name).kind === 'number');
  const rest = filters.filter((name) => !price.includes(name));
  const after = rest.indexOf('modelIds') + 1;
  return [...rest.slice(0, after), ...price, ...rest.slice(after)];
}

/**
 * A full-screen filter panel: one row per category showing the chosen value or its title; a row opens
 * the 'Select a filter' overlay; 'Clear filters' clears everything; submit applies the selection to the listing.
 */
export function FilterScreen({ config }: { config: FilterScreenConfig }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const initial = readListParams(new URLSearchParams(search));
  const filters = screenOrder(filtersOf(config.category));
  const [selection, setSelection] = useState<Selection>(() => fromParams(initial, filters));
  const [openRow, setOpenRow] = useState<Row | null>(null);
  const sorts = useQuery(lookups.sort(currentLanguage(i18n.resolvedLanguage))).data;

  /** A row's choice, or none ("Any"): that row alone is cleared, with the rows that depend on it. */
  const choose = (row: Row, value: string | undefined, closeOverlay = true) => {
    setSelection((current) => {
      const next = { ...current, [row]: value };
      if (value === undefined) delete next[row];
      // Another brand: its models are other models.
      if (row !== 'sort' && current[row] !== value) for (const dependent of dependentsOf(row)) delete next[dependent];
      return next;
    });
    if (closeOverlay) setOpenRow(null);
  };

  const chosenParams = toParams(selection);
  /** A row's choices, handed to `draw`: a filter's as the contract's table describes them, or the sorts. */
  const withChoices = (row: Row, draw: (options: FilterOption[]) => ReactNode) =>
    row === 'sort' ? (
      draw((sorts ?? []).map((s) => ({ value: s.type, label: s.name })))
    ) : (
      <FilterChoices lookups={lookups} name={row} category={config.category} params={chosenParams}>
        {(options = []) => draw(options)}
      </FilterChoices>
    );
  const title = (row: Row) => {
    if (row === 'sort') return t('filters.rows.sort');
    const { rowLabel, label } = filterOf(row);
    return t(rowLabel ?? label);
  };
  /** A row whose choices wait for another's (models for a brand) says so until that one is chosen. */
  const blockedMessage = (row: Row) => {
    if (row === 'sort') return undefined;
    const prerequisite = prerequisiteOf(row);
    const after = filterOf(row).after;
    return after && prerequisite && !selection[prerequisite] ? t(after.blockedLabel) : undefined;
  };

  const bound = (name: 'priceMin' | 'priceMax') => (selection[name] ? Number(selection[name]) : undefined);
  const priceRow = (
    <>
      <span className={styles.rowTitle}>{t('filters.rows.price')}</span>
      <PriceRange
        value={{ priceMin: bound('priceMin'), priceMax: bound('priceMax') }}
        onChange={({ priceMin, priceMax }) =>
          setSelection((current) => {
            const next = { ...current, priceMin: priceMin?.toString(), priceMax: priceMax?.toString() };
            if (priceMin === undefined) delete next.priceMin;
            if (priceMax === undefined) delete next.priceMax;
            return next;
          })
        }
      />
    </>
  );
  const priceProblem = priceRangeProblem({ priceMin: bound('priceMin'), priceMax: bound('priceMax') });

  // The sort row always has a value: newest first, the server's order when none is named.
  const chosen = (row: Row) => selection[row] ?? (row === 'sort' ? DEFAULT_SORT : undefined);
  const anySet = Object.keys(selection).length > 0;
  const chosenList = toParams(selection, initial.searchQuery);
  const submit = () => {
    const query = writeListParams(chosenList).toString();
    // The screen gives way to the filtered list: Back from it returns to the list as it was before.
    // Shown at its results (features/listings reads this state), not at its top.
    navigate(`${config.listingPath}${query ? `?${query}` : ''}`, { replace: true, state: { toResults: true } });
  };

  return (
    <section className={styles.screen}>
      <header className={styles.header}>
        <BackButton fallback={`${config.listingPath}${search}`} />
        <h1 className={styles.title}>{t(config.titleKey)}</h1>
        {anySet && (
          <button type="button" className={styles.reset} onClick={() => setSelection({})}>
            {t('filters.reset')}
          </button>
        )}
      </header>
      {/* A form: Enter in the price's fields shows the adverts, as the button does. */}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!priceProblem) submit();
        }}
      >
        <ul className={styles.rows}>
          {[...filters, 'sort' as const].map((row) => {
            if (row !== 'sort' && filterOf(row).kind === 'number') {
              // Both ends of the price share one row, at the first.
              return (
                row === 'priceMin' && (
                  <li key={row} className={styles.inlineRow}>
                    {priceRow}
                  </li>
                )
              );
            }
            if (row !== 'sort' && filterOf(row).kind === 'flags') {
              return (
                <li key={row} className={styles.inlineRow}>
                  {withChoices(row, (options) => (
                    <FlagChecks
                      legend={title(row)}
                      options={options}
                      chosen={selection[row]?.split(',') ?? []}
                      onChange={(values) => choose(row, values.length ? values.join(',') : undefined, false)}
                    />
                  ))}
                </li>
              );
            }
            return (
              <li key={row}>
                {withChoices(row, (options) => {
                  const label = options.find((o) => o.value === chosen(row))?.label;
                  return (
                    <button
                      type="button"
                      className={styles.row}
                      aria-expanded={openRow === row}
                      onClick={() => setOpenRow(openRow === row ? null : row)}
                    >
                      <span className={styles.rowTitle}>{title(row)}</span>
                      {/* A default (the sort's newest first) reads as plainly as "Any": only choices stand out. */}
                      <span className={selection[row] && label ? styles.rowValue : styles.rowPlaceholder}>
                        {label ?? t('filters.any')}
                      </span>
                      <Icon name="chevron-right" size={18} aria-hidden="true" />
                    </button>
                  );
                })}
              </li>
            );
          })}
        </ul>
        {/* "Show 12 adverts": what the list will hold, counted as the person chooses. */}
        <ShowAdvertsButton
          category={config.category}
          params={chosenList}
          disabled={priceProblem !== undefined}
          plain={t('filters.submit')}
          className={styles.submit}
        />
      </form>

      {openRow && (
        <FilterOverlay onClose={() => setOpenRow(null)}>
          <header className={styles.header}>
            <h2 id="select-filter" className={styles.title}>
              {t('filters.selectFilter')}: {title(openRow)}
            </h2>
            <button
              type="button"
              className={styles.close}
              aria-label={t('common.close')}
              onClick={() => setOpenRow(null)}
            >
              <Icon name="x" size={22} aria-hidden="true" />
            </button>
          </header>
          {withChoices(openRow, (options) =>
            blockedMessage(openRow) ? (
              <p className={styles.message}>{blockedMessage(openRow)}</p>
            ) : options.length === 0 ? (
              <p className={styles.message}>{t('common.noOptionsAvailable')}</p>
            ) : (
              <OptionPicker
                label={title(openRow)}
                options={options}
                value={chosen(openRow)}
                anyLabel={openRow === 'sort' ? undefined : t('filters.any')}
                autoFocus
                onChoose={(value) => choose(openRow, value)}
              />
            ),
          )}
        </FilterOverlay>
      )}
    </section>
  );
}

/**
 * The "Select a filter" layer over the screen: a modal layer (use-modal-layer.ts), so Tab stays in
 * it, Escape closes it, and the focus goes back to the row that opened it, after a choice, Escape or ×.
 */
function FilterOverlay({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const overlay = useRef<HTMLDivElement>(null);
  useModalLayer(overlay, { onClose });
  useEffect(() => {
    // A block, not an arrow's value: Chromium's scrollTo answers a promise, which React would take for a cleanup.
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, []);
  return (
    <div className={styles.overlay} ref={overlay} role="dialog" aria-modal="true" aria-labelledby="select-filter">
      {children}
    </div>
  );
}
