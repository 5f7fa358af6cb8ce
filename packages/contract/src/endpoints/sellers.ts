import type { EndpointRoute } from '../endpoint-route.js';

/** A seller's public page: who they are, and their live adverts (docs/api.md, "Sellers"). */
export const seller = { method: 'GET', path: '/sellers/:id', access: 'anyone' } as const satisfies EndpointRoute;
export const sellerAdverts = {
  method: 'GET',
  path: '/sellers/:id/adverts',
  access: 'anyone',
} as const satisfies EndpointRoute;
