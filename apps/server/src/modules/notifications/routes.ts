import { endpointGroup } from '../../lib/endpoint-handlers.js';
import type { LikedService } from '../liked/service.js';
import type { NotificationsService } from './service.js';

/** The signed-in person's liked list kept with the account, and their notifications (issue 38). */
export function notificationEndpoints({
  liked,
  notifications,
}: {
  liked: LikedService;
  notifications: NotificationsService;
}) {
  return endpointGroup({
    handlers: {
      likedList: ({ user }) => liked.list(user),
      likeAdvert: ({ params, user }) => liked.like(user, params.id),
      unlikeAdvert: ({ params, user }) => liked.unlike(user, params.id),
      mergeLiked: ({ body, user }) => liked.merge(user, body.ids),
      notifications: ({ query, user, lang }) => notifications.page(user, query, lang),
      unreadNotifications: ({ user }) => notifications.unread(user),
      readNotifications: ({ body, user }) => notifications.markRead(user, body.upTo),
    },
  });
}
