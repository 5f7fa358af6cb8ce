import type { ProductCategory } from '@zeng/contract/constants';
import { useTranslation } from 'react-i18next';
import type { QueuePlace } from '../admin-params';
import { NAME_COLUMNS, type RequestSummary } from '../request-summary';
import { isOverdue } from '../waiting-time';
import styles from './RequestTable.module.css';
import { ReviewLink } from './ReviewLink';
import { WaitingTime } from './WaitingTime';

export interface RequestRowsProps {
  category: ProductCategory;
  /** The page the rows are on, to return to after a decision. */
  place: QueuePlace;
  rows: RequestSummary[];
}

/** Desktop: the queue as a table, one request per row, the oldest first. */
export function RequestTable({ category, place, rows }: RequestRowsProps) {
  const { t } = useTranslation('admin');
  const [first, second] = NAME_COLUMNS[category];
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{t('listCaption', { category: t(`categories.${category}`) })}</caption>
      <thead>
        <tr>
          <th scope="col">{t(`columns.${first}`)}</th>
          <th scope="col">{t(`columns.${second}`)}</th>
          <th scope="col">{t('columns.seller')}</th>
          <th scope="col">{t('columns.submitted')}</th>
          <th scope="col">{t('columns.waiting')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('columns.action')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className={isOverdue(row.waitingSeconds) ? styles.overdue : undefined}>
            <td className={styles.primary}>{row.primary}</td>
            <td>{row.secondary}</td>
            <td>{row.seller}</td>
            <td className={styles.time}>{row.submitted}</td>
            <td>
              <WaitingTime seconds={row.waitingSeconds} />
            </td>
            <td className={styles.action}>
              <ReviewLink category={category} id={row.id} place={place} title={`${row.primary} ${row.secondary}`} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
