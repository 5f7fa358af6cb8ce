import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon';
import { todayCountQuery } from '../../lib/adverts-query';
import styles from './TodayBar.module.css';

/** Desktop home: how many phone adverts were published today, leading to them. */
export function TodayBar({ to }: { to: string }) {
  const { t } = useTranslation();
  const { data: count } = useQuery(todayCountQuery('phone'));
  return (
    <Link to={to} state={{ productCategory: 'phone' }} className={styles.bar}>
      <Icon name="calendar-days" size={20} aria-hidden="true" />
      <span className={styles.label}>{t('home.todayAdverts')}</span>
      <span className={styles.count}>{count === undefined ? '…' : t('listing.todayCount', { count })}</span>
      <Icon name="chevron-right" size={18} aria-hidden="true" className={styles.chevron} />
    </Link>
  );
}
