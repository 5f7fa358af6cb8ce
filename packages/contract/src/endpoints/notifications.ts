import type { EndpointRoute } from '../endpoint-route.js';

/** The signed-in person's liked adverts kept with the account, and their notifications (issue 38). */
export const likedList = { method: 'GET', path: '/auth/liked', access: 'user' } as const satisfies EndpointRoute;
export const likeAdvert = { method: 'PUT', path: '/auth/liked/:id', access: 'user' } as const satisfies EndpointRoute;
export const unlikeAdvert = {
  method: 'DELETE',
  path: '/auth/liked/:id',
  access: 'user',
} as const satisfies EndpointRoute;
export const mergeLiked = {
  method: 'POST',
  path: '/auth/liked/merge',
  access: 'user',
} as const satisfies EndpointRoute;
export const notifications = {
  method: 'GET',
  path: '/auth/notifications',
  access: 'user',
} as const satisfies EndpointRoute;
export const unreadNotifications = {
  method: 'GET',
  path: '/auth/notifications/unread',
  access: 'user',
} as const satisfies EndpointRoute;
export const readNotifications = {
  method: 'PUT',
  path: '/auth/notifications/read',
  access: 'user',
} as const satisfies EndpointRoute;
