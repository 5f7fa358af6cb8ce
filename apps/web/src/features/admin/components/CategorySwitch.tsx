import { PRODUCT_CATEGORIES } from '@zeng/contract/constants';
import { useTranslation } from 'react-i18next';
import { type AdminTab, REPORTED_TAB } from '../admin-params';
import { usePendingCounts } from '../api/get-pending-counts';
import styles from './CategorySwitch.module.css';

export interface CategorySwitchProps {
  selected: AdminTab;
  onSelect: (tab: AdminTab) => void;
}

const ADMIN_TABS: readonly AdminTab[] = [...PRODUCT_CATEGORIES, REPORTED_TAB];

/**
 * Phones, tablets, SIM cards, accessories: each with the number of requests waiting in it; then the
 * reports' tab with the number of adverts whose reports wait.
 */
export function CategorySwitch({ selected, onSelect }: CategorySwitchProps) {
  const { t } = useTranslation('admin');
  const counts = usePendingCounts();
  return (
    <fieldset className={styles.switch}>
      <legend className="visually-hidden">{t('categoriesLabel')}</legend>
      {ADMIN_TABS.map((category) => {
        const count = counts.data?.[category];
        const label = category === REPORTED_TAB ? t('reports.tab') : t(`categories.${category}`);
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
                <span className="visually-hidden">
                  {t(category === REPORTED_TAB ? 'reports.countSuffix' : 'pendingSuffix')}
                </span>
              </>
            )}
          </button>
        );
      })}
    </fieldset>
  );
}
