import type { EndpointRoute } from '../endpoint-route.js';

/**
 * Signing up and in, signing out, the signed-in person's own adverts, and what they change of their
 * account (docs/api.md, "Browsing and accounts").
 */
export const register = { method: 'POST', path: '/auth/register', access: 'anyone' } as const satisfies EndpointRoute;
export const authenticate = {
  method: 'POST',
  path: '/auth/authenticate',
  access: 'anyone',
} as const satisfies EndpointRoute;
export const confirm = { method: 'POST', path: '/auth/confirm', access: 'anyone' } as const satisfies EndpointRoute;
export const logout = { method: 'POST', path: '/auth/logout', access: 'user' } as const satisfies EndpointRoute;
export const advertStates = {
  method: 'GET',
  path: '/auth/advert-states',
  access: 'anyone',
} as const satisfies EndpointRoute;
export const myAdverts = { method: 'GET', path: '/auth/adverts', access: 'user' } as const satisfies EndpointRoute;
export const advertCounts = {
  method: 'GET',
  path: '/auth/advert-counts',
  access: 'user',
} as const satisfies EndpointRoute;
export const updateAccount = { method: 'PUT', path: '/auth', access: 'user' } as const satisfies EndpointRoute;
