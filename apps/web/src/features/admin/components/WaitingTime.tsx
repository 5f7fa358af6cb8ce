import { ADVERT_REVIEW_HOURS } from '@zeng/contract/constants';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';
import { formatWaiting, isOverdue } from '../waiting-time';
import styles from './WaitingTime.module.css';

/** How long a request has waited; past the promised 24 hours in red, with words, not colour alone. */
export function WaitingTime({ seconds }: { seconds: number }) {
  const { t } = useTranslation('admin');
  const overdue = isOverdue(seconds);
  return (
    <span className={overdue ? `${styles.waiting} ${styles.overdue}` : styles.waiting} data-overdue={overdue}>
      {overdue && <Icon name="alarm-clock" size={16} aria-hidden="true" />}
      <span>{formatWaiting(seconds, t)}</span>
      {overdue && <span className={styles.flag}>{t('overdue', { hours: ADVERT_REVIEW_HOURS })}</span>}
    </span>
  );
}
