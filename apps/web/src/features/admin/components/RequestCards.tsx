import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';
import { isOverdue } from '../waiting-time';
import styles from './RequestCards.module.css';
import type { RequestRowsProps } from './RequestTable';
import { ReviewLink } from './ReviewLink';
import { WaitingTime } from './WaitingTime';

/** Phone: the queue as cards, one request each, the oldest first. */
export function RequestCards({ category, place, rows }: RequestRowsProps) {
  const { t } = useTranslation('admin');
  return (
    <ul className={styles.cards} aria-label={t('listCaption', { category: t(`categories.${category}`) })}>
      {rows.map((row) => (
        <li key={row.id} className={isOverdue(row.waitingSeconds) ? `${styles.card} ${styles.overdue}` : styles.card}>
          <h2 className={styles.title}>{row.primary}</h2>
          <p className={styles.secondary}>{row.secondary}</p>
          <dl className={styles.facts}>
            <div>
              <dt>
                <Icon name="user-round" size={14} aria-hidden="true" />
                {t('columns.seller')}
              </dt>
              <dd>{row.seller}</dd>
            </div>
            <div>
              <dt>{t('columns.submitted')}</dt>
              <dd className={styles.time}>{row.submitted}</dd>
            </div>
            <div>
              <dt>{t('columns.waiting')}</dt>
              <dd>
                <WaitingTime seconds={row.waitingSeconds} />
              </dd>
            </div>
          </dl>
          <div className={styles.action}>
            <ReviewLink category={category} id={row.id} place={place} title={`${row.primary} ${row.secondary}`} />
          </div>
        </li>
      ))}
    </ul>
  );
}
