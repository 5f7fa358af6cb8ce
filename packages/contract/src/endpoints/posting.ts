import type { EndpointRoute } from '../endpoint-route.js';

/** Posting, editing, renewing and removing an advert, and uploading its photos. */
export const saveAdvert = { method: 'POST', path: '/{category}', access: 'user' } as const satisfies EndpointRoute;
export const renewAdvert = {
  method: 'PUT',
  path: '/{category}/renew/:id',
  access: 'user',
} as const satisfies EndpointRoute;
/** The owner marks a shown advert sold: it ends, and its page says sold (issue 37). */
export const markSold = {
  method: 'PUT',
  path: '/{category}/sold/:id',
  access: 'user',
} as const satisfies EndpointRoute;
export const removeAdvert = {
  method: 'DELETE',
  path: '/{category}/:id',
  access: 'user',
} as const satisfies EndpointRoute;
export const upload = { method: 'POST', path: '/storage/upload', access: 'user' } as const satisfies EndpointRoute;
