/**
 * A signed-in person's notifications in one chunk: the top bar's bell, which every signed-in page
 * fetches, and the notifications screen it leads to.
 */
export { NotificationBell } from './NotificationBell';
export { NotificationsPage } from './NotificationsPage';
