import type { EndpointRoute } from '../endpoint-route.js';

/** The signed-in person's saved searches and their alerts (issue 38). */
export const savedSearches = {
  method: 'GET',
  path: '/auth/saved-searches',
  access: 'user',
} as const satisfies EndpointRoute;
export const saveSearch = {
  method: 'POST',
  path: '/auth/saved-searches',
  access: 'user',
} as const satisfies EndpointRoute;
export const changeSavedSearch = {
  method: 'PUT',
  path: '/auth/saved-searches/:id',
  access: 'user',
} as const satisfies EndpointRoute;
export const deleteSavedSearch = {
  method: 'DELETE',
  path: '/auth/saved-searches/:id',
  access: 'user',
} as const satisfies EndpointRoute;
export const openSavedSearch = {
  method: 'POST',
  path: '/auth/saved-searches/:id/open',
  access: 'user',
} as const satisfies EndpointRoute;
