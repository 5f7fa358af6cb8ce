import { PRODUCT_CATEGORIES, type ProductCategory } from '@zeng/contract/constants';
import { useTranslation } from 'react-i18next';
import { usePendingCounts } from '../api/get-pending-counts';
import styles from './CategorySwitch.module.css';

export interface CategorySwitchProps {
  selected: ProductCategory;
  onSelect: (category: ProductCategory) => void;
}

/** Phones, tablets, SIM cards, accessories: each with the number of requests waiting in it. */
export function CategorySwitch({ selected, onSelect }: CategorySwitchProps) {
  const { t } = useTranslation('admin');
  const counts = usePendingCounts();
  return (
    <fieldset className={styles.switch}>
      <legend className="visually-hidden">{t('categoriesLabel')}</legend>
      {PRODUCT_CATEGORIES.map((category) => {
        const count = counts.data?.[category];
        const label = t(`categories.${category}`);
        return (
          <button
            key={category}
            type="button"
            aria-pressed={category === selected}
            className={category === selected ? `${styles.button} ${styles.active}` : styles.button}
            onClick={() => onSelect(category)}
          >
            <span className={styles.label}>{label}</span>{' '}
            {count !== undefined && (
              <>
                <span className={count > 0 ? `${styles.count} ${styles.waiting}` : styles.count}>{count}</span>{' '}
                <span className="visually-hidden">{t('pendingSuffix')}</span>
              </>
            )}
          </button>
        );
      })}
    </fieldset>
  );
}
