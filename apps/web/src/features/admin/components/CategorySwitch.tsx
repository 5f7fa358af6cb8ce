import { PRODUCT_CATEGORIES } from '@zeng/contract/constants';
import { canRemoveAny } from '@zeng/contract/permissions';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/current-user-query';
import { type AdminTab, PROMOTIONS_TAB, REPORTED_TAB } from '../admin-params';
import { usePendingCounts } from '../api/get-pending-counts';
import styles from './CategorySwitch.module.css';

export interface CategorySwitchProps {
  selected: AdminTab;
  onSelect: (tab: AdminTab) => void;
}

const MODERATOR_TABS: readonly AdminTab[] = [...PRODUCT_CATEGORIES, REPORTED_TAB];
/** An administrator also grants paid placement (issue 38). */
const ADMIN_TABS: readonly AdminTab[] = [...MODERATOR_TABS, PROMOTIONS_TAB];

const TAB_LABELS: Partial<Record<AdminTab, string>> = {
  [REPORTED_TAB]: 'reports.tab',
  [PROMOTIONS_TAB]: 'promotions.tab',
};

/**
 * Phones, tablets, SIM cards, accessories: each with the number of requests waiting in it; then the
 * reports' tab with the number of adverts whose reports wait; for an administrator, paid placement.
 */
export function CategorySwitch({ selected, onSelect }: CategorySwitchProps) {
  const { t } = useTranslation('admin');
  const counts = usePendingCounts();
  const me = useCurrentUser();
  const tabs = me.data && canRemoveAny({ role: me.data.userGroup }) ? ADMIN_TABS : MODERATOR_TABS;
  return (
    <fieldset className={styles.switch}>
      <legend className="visually-hidden">{t('categoriesLabel')}</legend>
      {tabs.map((category) => {
        const count = category === PROMOTIONS_TAB ? undefined : counts.data?.[category];
        const label = t(TAB_LABELS[category] ?? `categories.${category}`);
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
