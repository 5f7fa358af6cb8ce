import { DEFAULT_SORT } from '@zeng/contract/constants';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Icon } from '../../components/Icon';
import type { ListParams } from '../../lib/adverts-query';
import { readListParams, writeListParams } from '../../lib/listing-params';
import styles from './FilterScreen.module.css';
import type { FilterRow, FilterScreenConfig } from './filter-screen-config';
import { useFilterOptions } from './use-filter-options';

type Selection = Partial<Record<FilterRow, string>>;

/** URL parameters ↔ one chosen value per row. */
function fromParams(params: ListParams): Selection {
  const s: Selection = {};
  if (params.districtId) s.district = String(params.districtId);
  if (params.brandIds?.[0]) s.brand = String(params.brandIds[0]);
  if (params.modelIds?.[0]) s.model = String(params.modelIds[0]);
  if (params.color) s.color = params.color;
  if (params.storageId) s.storage = String(params.storageId);
  if (params.ramId) s.ram = String(params.ramId);
  if (params.condition) s.condition = params.condition;
  if (params.sortByType && params.sortByType !== DEFAULT_SORT) s.sort = params.sortByType;
  return s;
}

function toParams(s: Selection, searchQuery?: string): ListParams {
  const num = (v?: string) => (v ? Number(v) : undefined);
  return {
    searchQuery,
    districtId: num(s.district),
    brandIds: s.brand ? [Number(s.brand)] : undefined,
    modelIds: s.model ? [Number(s.model)] : undefined,
    color: s.color as ListParams['color'],
    storageId: num(s.storage),
    ramId: num(s.ram),
    condition: s.condition as ListParams['condition'],
    sortByType: (s.sort as ListParams['sortByType']) ?? DEFAULT_SORT,
  };
}

/**
 * A full-screen filter panel: one row per category showing the chosen value or its title; a row opens
 * the 'Select Filter' overlay; 'Reset' clears everything; submit applies the selection to the listing.
 */
export function FilterScreen({ config }: { config: FilterScreenConfig }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const initial = readListParams(new URLSearchParams(search));
  const [selection, setSelection] = useState<Selection>(() => fromParams(initial));
  const [openRow, setOpenRow] = useState<FilterRow | null>(null);
  const options = useFilterOptions(config, selection.brand ? Number(selection.brand) : undefined);
  const overlay = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!openRow) return;
    window.scrollTo({ top: 0, behavior: 'smooth' });
    overlay.current?.querySelector<HTMLElement>('input:checked, input')?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpenRow(null);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [openRow]);

  const choose = (row: FilterRow, value: string) => {
    setSelection((current) => {
      const next = { ...current, [row]: value };
      if (row === 'brand' && current.brand !== value) delete next.model;
      return next;
    });
    setOpenRow(null);
  };

  // The sort row always has a value: newest first, the server's order when none is named.
  const chosen = (row: FilterRow) => selection[row] ?? (row === 'sort' ? DEFAULT_SORT : undefined);
  const label = (row: FilterRow) => options[row].find((o) => o.value === chosen(row))?.label;
  const anySet = Object.keys(selection).length > 0;
  const submit = () => {
    const query = writeListParams(toParams(selection, initial.searchQuery)).toString();
    // The screen gives way to the filtered list: Back from it returns to the list as it was before.
    navigate(`${config.listingPath}${query ? `?${query}` : ''}`, { replace: true });
  };

  return (
    <section className={styles.screen}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t(config.titleKey)}</h1>
        {anySet && (
          <button type="button" className={styles.reset} onClick={() => setSelection({})}>
            {t('filters.reset')}
          </button>
        )}
      </header>
      <ul className={styles.rows}>
        {config.rows.map((row) => (
          <li key={row}>
            <button
              type="button"
              className={styles.row}
              aria-expanded={openRow === row}
              onClick={() => setOpenRow(openRow === row ? null : row)}
            >
              <span className={styles.rowTitle}>{t(`filters.rows.${row}`)}</span>
              {/* A default (the sort's newest first) reads as plainly as "Any": only choices stand out. */}
              <span className={selection[row] && label(row) ? styles.rowValue : styles.rowPlaceholder}>
                {label(row) ?? t('filters.any')}
              </span>
              <Icon name="chevron-right" size={18} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.submit} onClick={submit}>
        {t('filters.submit')}
      </button>

      {openRow && (
        <div className={styles.overlay} ref={overlay} role="dialog" aria-modal="true" aria-labelledby="select-filter">
          <header className={styles.header}>
            <h2 id="select-filter" className={styles.title}>
              {t('filters.selectFilter')}: {t(`filters.rows.${openRow}`)}
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
          {openRow === 'model' && !selection.brand ? (
            <p className={styles.message}>{t('listing.selectBrandFirst')}</p>
          ) : options[openRow].length === 0 ? (
            <p className={styles.message}>{t('common.noOptionsAvailable')}</p>
          ) : (
            <fieldset className={styles.options}>
              <legend className="visually-hidden">{t(`filters.rows.${openRow}`)}</legend>
              {options[openRow].map((option) => (
                <label key={option.value} className={styles.option}>
                  <input
                    type="radio"
                    name={openRow}
                    value={option.value}
                    checked={chosen(openRow) === option.value}
                    onChange={() => choose(openRow, option.value)}
                  />
                  <span>{option.label}</span>
                </label>
              ))}
            </fieldset>
          )}
        </div>
      )}
    </section>
  );
}
