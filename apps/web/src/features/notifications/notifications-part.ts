/**
 * A signed-in person's notifications in one chunk: the top bar's bell, which every signed-in page
 * fetches, the notifications screen it leads to, and the saved searches that ring it.
 */
export { NotificationBell } from './NotificationBell';
export { NotificationsPage } from './NotificationsPage';
export { SavedSearchesPage } from './SavedSearchesPage';
