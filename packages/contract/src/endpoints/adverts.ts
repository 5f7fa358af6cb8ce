import type { EndpointRoute } from '../endpoint-route.js';

/**
 * Reading adverts: a category's list, today's list, one advert, adverts by id (the liked page), and how
 * many adverts a list's filters hold.
 */
export const advertList = { method: 'GET', path: '/{category}', access: 'anyone' } as const satisfies EndpointRoute;
export const todayList = {
  method: 'GET',
  path: '/{category}/today',
  access: 'anyone',
} as const satisfies EndpointRoute;
export const advertDetail = {
  method: 'GET',
  path: '/{category}/:id',
  access: 'optional',
} as const satisfies EndpointRoute;
export const advertBatch = { method: 'GET', path: '/adverts/batch', access: 'anyone' } as const satisfies EndpointRoute;
export const advertCount = {
  method: 'GET',
  path: '/{category}/count',
  access: 'anyone',
} as const satisfies EndpointRoute;
