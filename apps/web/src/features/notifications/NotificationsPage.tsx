import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@zeng/contract/notifications';
import { formatPrice } from '@zeng/contract/price';
import { advertHref, PATHS } from '@zeng/contract/routes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { cardImage } from '../../components/advert-card/card-advert';
import { EmptyState, EmptyStateLink } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import { PageHeading } from '../../components/PageHeading';
import { toCard } from '../../lib/adverts-query';
import { formatDateTime } from '../../lib/dates';
import { currentLanguage } from '../../lib/i18n';
import { useSignedOutRedirect } from '../../lib/session';
import styles from './NotificationsPage.module.css';
import { markNotificationsRead, notificationKeys, notificationPageQuery } from './notifications-query';

/** One notification: what happened, to which advert (a link while it is shown), and when. */
function NotificationItem({ notification }: { notification: Notification }) {
  const { t, i18n } = useTranslation('profile');
  const lng = currentLanguage(i18n.resolvedLanguage);
  const { advert } = notification;
  const card = advert.available ? toCard(advert.advert) : undefined;
  const title = card
    ? card.productCategoryName === 'sim'
      ? card.model
      : [card.brand, card.model].filter(Boolean).join(' ')
    : t('notifications.gone');
  const image = card && cardImage(card);
  const body = (
    <>
      {image ? (
        <img src={image} alt="" width={56} height={56} className={styles.image} loading="lazy" decoding="async" />
      ) : (
        <span className={styles.image} aria-hidden="true" />
      )}
      <span className={styles.text}>
        {notification.savedSearch ? (
          <span className={styles.what}>
            <Icon name="bell" size={16} aria-hidden="true" />
            {t('notifications.savedSearch', { name: notification.savedSearch.name })}
          </span>
        ) : (
          <span className={styles.what}>
            <Icon name="tag" size={16} aria-hidden="true" />
            {t('notifications.priceDrop')}
          </span>
        )}
        <span className={styles.title}>{title}</span>
        {notification.kind === 'PRICE_DROP' ? (
          <span className={styles.prices}>
            <s>{`${formatPrice(notification.oldPrice ?? 0)} ${t('common:common.azn')}`}</s>
            <span aria-hidden="true"> → </span>
            <strong>{`${formatPrice(notification.newPrice ?? 0)} ${t('common:common.azn')}`}</strong>
          </span>
        ) : (
          card && <strong className={styles.prices}>{`${formatPrice(card.price)} ${t('common:common.azn')}`}</strong>
        )}
        <time className={styles.when} dateTime={notification.createdAt}>
          {formatDateTime(notification.createdAt, lng)}
        </time>
      </span>
    </>
  );
  const className = notification.read ? styles.item : `${styles.item} ${styles.unread}`;
  return (
    <li className={className}>
      {card ? (
        <Link to={advertHref(card.productCategoryName, card.id)} className={styles.link}>
          {body}
        </Link>
      ) : (
        <div className={styles.link}>{body}</div>
      )}
      {!notification.read && <span className="visually-hidden">{t('notifications.new')}</span>}
    </li>
  );
}

/**
 * One page of notifications, from `cursor` (null: the newest). The first marks what it shows read (the
 * bell goes quiet) and says when there is nothing; the last offers the next page.
 */
function NotificationPage({
  cursor,
  last,
  more,
}: {
  cursor: string | null;
  last: boolean;
  more: (next: string) => void;
}) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const query = useQuery(notificationPageQuery(cursor));
  const notifications = query.data?.notifications ?? [];
  const newestUnread = cursor === null && notifications[0] && !notifications[0].read ? notifications[0].id : undefined;

  // Seen: every one up to the newest is read, and the bell asks again.
  useEffect(() => {
    if (newestUnread === undefined) return;
    void markNotificationsRead(newestUnread).then(() =>
      queryClient.invalidateQueries({ queryKey: notificationKeys.unread }),
    );
  }, [newestUnread, queryClient]);

  if (query.isPending) return <p aria-busy="true">{t('common:common.loading')}</p>;
  if (query.isError) return <p role="alert">{t('notifications.failed')}</p>;
  if (cursor === null && notifications.length === 0)
    return (
      <EmptyState text={t('notifications.empty')}>
        <EmptyStateLink to={PATHS.likedPage}>{t('notifications.toLiked')}</EmptyStateLink>
      </EmptyState>
    );
  const next = query.data.nextCursor;
  return (
    <>
      <ul className={styles.list}>
        {notifications.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} />
        ))}
      </ul>
      {last && next && (
        <button type="button" className={styles.more} onClick={() => more(next)}>
          {t('common:listing.showMore')}
        </button>
      )}
    </>
  );
}

/**
 * /notifications: what Zeng told the signed-in person, newest first, the unread ones marked; opening the
 * page reads them. Twenty a page, the next ones on "Show more".
 */
export function NotificationsPage() {
  const { t } = useTranslation('profile');
  const signedOutRedirect = useSignedOutRedirect();
  const [cursors, setCursors] = useState<(string | null)[]>([null]);

  if (signedOutRedirect) return <Navigate to={signedOutRedirect} replace />;

  return (
    <section className={styles.page}>
      <PageHeading>{t('notifications.title')}</PageHeading>
      {cursors.map((cursor, i) => (
        <NotificationPage
          key={cursor ?? 'first'}
          cursor={cursor}
          last={i === cursors.length - 1}
          more={(next) => setCursors((shown) => [...shown, next])}
        />
      ))}
    </section>
  );
}

/** The screen as its route entry loads it (app/screens.tsx). */
export { NotificationsPage as Component };
