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
