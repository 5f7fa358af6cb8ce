import type { EndpointRoute } from '../endpoint-route.js';

/** The session every page may touch: renewing its tokens, and who is signed in. */
export const refreshToken = {
  method: 'POST',
  path: '/auth/refresh-token',
  access: 'anyone',
} as const satisfies EndpointRoute;
export const currentUser = { method: 'GET', path: '/auth', access: 'user' } as const satisfies EndpointRoute;
