import type { EndpointRoute } from '../endpoint-route.js';

/**
 * What an advert's page asks besides the advert: the adverts like it (its model's first, then its
 * brand's nearest in price), and the seller's number once a visitor asks for it. An area of its own,
 * so the home page's script does not carry it.
 */
export const similarAdverts = {
  method: 'GET',
  path: '/{category}/:id/similar',
  access: 'anyone',
} as const satisfies EndpointRoute;

/** The seller's number, revealed on a tap: counted once per visitor and day, limited per address. */
export const advertContact = {
  method: 'POST',
  path: '/{category}/:id/contact',
  access: 'optional',
} as const satisfies EndpointRoute;

/** The advert's page was opened: a unique view of the visitor's day (beacon of the page, after it is drawn). */
export const advertView = {
  method: 'POST',
  path: '/{category}/:id/view',
  access: 'optional',
} as const satisfies EndpointRoute;

/** The owner's (or an administrator's) chart of an advert's views and reveals by day. */
export const advertStats = {
  method: 'GET',
  path: '/{category}/:id/stats',
  access: 'user',
} as const satisfies EndpointRoute;

/** Anyone reports an advert they may see, once (issue 37). */
export const reportAdvert = {
  method: 'POST',
  path: '/{category}/:id/report',
  access: 'optional',
} as const satisfies EndpointRoute;
