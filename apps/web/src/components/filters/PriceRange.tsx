import { PRICE_MAX } from '@zeng/contract/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptTyped } from '../form/accept-typed';
import styles from './PriceRange.module.css';

/** A price range as typed: whole manat, either end open. */
export interface PriceBounds {
  priceMin?: number;
  priceMax?: number;
}

/** Why a range cannot be applied, as a translation key; none when it can. */
export function priceRangeProblem({ priceMin, priceMax }: PriceBounds): string | undefined {
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) return 'filters.priceRange.reversed';
  return undefined;
}

const digitsOnly = (typed: string) => typed.replace(/\D/g, '').replace(/^0+/, '').slice(0, String(PRICE_MAX).length);
const boundOf = (digits: string) => (digits === '' ? undefined : Math.min(Number(digits), PRICE_MAX));

/**
 * "From" and "To" in AZN, digits only (a letter never shows), either left empty for no bound. The
 * parent applies it: at once on a filter screen's "Show adverts", by Apply or Enter in a dropdown.
 */
export function PriceRange({ value, onChange }: { value: PriceBounds; onChange: (next: PriceBounds) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const problem = priceRangeProblem(value);
  // The fields' own names, as the person reads them above the fields, name them in the message too.
  const labels = { min: t('filters.rows.priceMin'), max: t('filters.rows.priceMax') };
  const end = (name: keyof PriceBounds, label: string) => (
    <label className={styles.end} htmlFor={`${id}-${name}`}>
      <span className={styles.label}>{label}</span>
      <span className={styles.box}>
        <input
          id={`${id}-${name}`}
          className={styles.input}
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="done"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          value={value[name] ?? ''}
          onChange={(event) => onChange({ ...value, [name]: boundOf(acceptTyped(event, digitsOnly)) })}
        />
        <span className={styles.unit} aria-hidden="true">
          {t('common.azn')}
        </span>
      </span>
    </label>
  );
  return (
    <fieldset className={styles.range}>
      <legend className="visually-hidden">{t('filters.rows.price')}</legend>
      <div className={styles.ends}>
        {end('priceMin', labels.min)}
        <span className={styles.dash} aria-hidden="true">
          –
        </span>
        {end('priceMax', labels.max)}
      </div>
      {problem && (
        <p id={`${id}-problem`} className={styles.problem} role="alert">
          {t(problem, labels)}
        </p>
      )}
    </fieldset>
  );
}
