import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';
import styles from './Pager.module.css';

export interface PagerProps {
  page: number;
  hasNext: boolean;
  /** While a page loads both buttons wait. */
  busy?: boolean;
  onPage: (page: number) => void;
}

/** Previous (disabled on page 1) and Next (disabled when the server gives no next page). */
export function Pager({ page, hasNext, busy = false, onPage }: PagerProps) {
  const { t } = useTranslation('admin');
  return (
    <nav className={styles.pager} aria-label={t('paging')}>
      <button type="button" className={styles.button} disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        <Icon name="chevron-left" size={18} aria-hidden="true" />
        {t('previous')}
      </button>
      <span className={styles.page} aria-current="page">
        {t('page', { page })}
      </span>
      <button type="button" className={styles.button} disabled={!hasNext || busy} onClick={() => onPage(page + 1)}>
        {t('next')}
        <Icon name="chevron-right" size={18} aria-hidden="true" />
      </button>
    </nav>
  );
}
