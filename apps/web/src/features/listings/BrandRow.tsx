import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { lookups } from '../../lib/lookups-query';
import styles from './BrandRow.module.css';

/** The mobile home's row of brand logos; tapping one filters by it, tapping it again clears it. */
export function BrandRow({
  kind,
  selected,
  onSelect,
  className,
}: {
  kind: 'phone' | 'tablet';
  className?: string;
  selected: number | undefined;
  onSelect: (brandId: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const { data = [] } = useQuery(lookups.brands(kind));
  // Drawn at its full height while the brands load, so the list below it does not move when they come.
  return (
    <ul
      className={className ? `${styles.row} ${className}` : styles.row}
      aria-label={t('listing.brand')}
      aria-busy={data.length === 0}
    >
      {data.map((brand) => (
        <li key={brand.id}>
          <button
            type="button"
            className={brand.id === selected ? `${styles.brand} ${styles.selected}` : styles.brand}
            aria-pressed={brand.id === selected}
            onClick={() => onSelect(brand.id === selected ? undefined : brand.id)}
          >
            <img src={brand.logoUrl} alt="" width={44} height={44} loading="lazy" />
            <span>{brand.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
