import { useQuery } from '@tanstack/react-query';
import { UNREAD_CAP } from '@zeng/contract/constants';
import { PATHS } from '@zeng/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon';
import { followAccountLikes } from '../../lib/liked-account';
import styles from './NotificationBell.module.css';
import { unreadQuery } from './notifications-query';

// The bell is a signed-in person's live part of every page: with it, their likes go to their account.
followAccountLikes();

/**
 * The top bar's bell, a signed-in person's only: it leads to their notifications and shows how many are
 * unread ("99+" beyond), asked when the page starts, each minute and when the tab is back.
 */
export function NotificationBell() {
  const { t } = useTranslation('profile');
  const unread = useQuery(unreadQuery()).data?.unread ?? 0;
  return (
    <Link
      to={PATHS.notifications}
      className={styles.bell}
      aria-label={unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')}
    >
      <Icon name="bell" size={22} aria-hidden="true" />
      {unread > 0 && (
        <span className={styles.count} aria-hidden="true">
          {unread > UNREAD_CAP ? `${UNREAD_CAP}+` : unread}
        </span>
      )}
    </Link>
  );
}
