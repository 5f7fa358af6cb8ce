import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';
import styles from './Pager.module.css';

export interface PagerProps {
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  /** While a page loads both buttons wait. */
  busy?: boolean;
  /** One page back (-1) or on (1). */
  onPage: (step: -1 | 1) => void;
}

/** Previous (disabled on the first page) and Next (disabled when the server gives no next page). */
export function Pager({ page, hasPrevious, hasNext, busy = false, onPage }: PagerProps) {
  const { t } = useTranslation('admin');
  return (
    <nav className={styles.pager} aria-label={t('paging')}>
      <button type="button" className={styles.button} disabled={!hasPrevious || busy} onClick={() => onPage(-1)}>
        <Icon name="chevron-left" size={18} aria-hidden="true" />
        {t('previous')}
      </button>
      <span className={styles.page} aria-current="page">
        {t('page', { page })}
      </span>
      <button type="button" className={styles.button} disabled={!hasNext || busy} onClick={() => onPage(1)}>
        {t('next')}
        <Icon name="chevron-right" size={18} aria-hidden="true" />
      </button>
    </nav>
  );
}
