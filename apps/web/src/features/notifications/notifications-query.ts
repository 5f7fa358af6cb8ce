import { queryOptions } from '@tanstack/react-query';
import * as api from '@zeng/contract/endpoints/notifications';
import { call } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** The person's notifications and the bell's count: the account's, dropped at sign-in and sign-out. */
export const notificationKeys = {
  all: [...queryKeys.account, 'notifications'] as const,
  unread: [...queryKeys.account, 'notifications', 'unread'] as const,
  pages: [...queryKeys.account, 'notifications', 'pages'] as const,
};

/** How often an open page asks the bell's count again: a price drop is news, not an emergency. */
const UNREAD_EVERY_MS = 60_000;

/** GET /auth/notifications/unread: the bell's count, asked again each minute and when the tab is back. */
export const unreadQuery = () =>
  queryOptions({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) => call(api.unreadNotifications, {}, { signal, stayWhenSignedOut: true }),
    refetchInterval: UNREAD_EVERY_MS,
    staleTime: UNREAD_EVERY_MS / 2,
  });

/**
 * GET /auth/notifications: one page by key, newest first (null: the first). Each page is a query of its
 * own rather than pages of one infinite query: with useInfiniteQuery in its chunk, the bundler splits
 * modules the app shares with this screen out of home's script.
 */
export const notificationPageQuery = (cursor: string | null) =>
  queryOptions({
    queryKey: [...notificationKeys.pages, cursor],
    queryFn: ({ signal }) => call(api.notifications, { query: cursor ? { page: cursor } : {} }, { signal }),
  });

/** PUT /auth/notifications/read: every one up to the newest shown is read. */
export const markNotificationsRead = (upTo: number) => call(api.readNotifications, { body: { upTo } });
