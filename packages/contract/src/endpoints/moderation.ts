import type { EndpointRoute } from '../endpoint-route.js';

/** The review queue, one request, approve and reject, and the number waiting per category. */
export const pendingCounts = {
  method: 'GET',
  path: '/moderation/pending-counts',
  access: 'moderator',
} as const satisfies EndpointRoute;
export const requestQueue = {
  method: 'GET',
  path: '/{category}/admin',
  access: 'moderator',
} as const satisfies EndpointRoute;
export const request = {
  method: 'GET',
  path: '/{category}/admin/:id',
  access: 'moderator',
} as const satisfies EndpointRoute;
export const approve = {
  method: 'PUT',
  path: '/{category}/approve/:id',
  access: 'moderator',
} as const satisfies EndpointRoute;
export const reject = {
  method: 'PUT',
  path: '/{category}/reject/:id',
  access: 'moderator',
} as const satisfies EndpointRoute;

/** The reports' tab: adverts with open reports, the longest waiting first. */
export const reportedQueue = {
  method: 'GET',
  path: '/moderation/reports',
  access: 'moderator',
} as const satisfies EndpointRoute;
/** The reports were unfounded: closed, and an advert they held goes back to its listing. */
export const dismissReports = {
  method: 'PUT',
  path: '/moderation/reports/:id/dismiss',
  access: 'moderator',
} as const satisfies EndpointRoute;
/** The reports were right: the advert leaves, with the reason its seller reads. */
export const removeReported = {
  method: 'PUT',
  path: '/moderation/reports/:id/remove',
  access: 'moderator',
} as const satisfies EndpointRoute;
