import type { EndpointRoute } from '../endpoint-route.js';

/** The reference lists and the site's contact lines: answers change with a deploy, not a request. */
export const districts = { method: 'GET', path: '/district', access: 'anyone' } as const satisfies EndpointRoute;
export const phoneBrands = { method: 'GET', path: '/brand/phone', access: 'anyone' } as const satisfies EndpointRoute;
export const tabletBrands = { method: 'GET', path: '/brand/tablet', access: 'anyone' } as const satisfies EndpointRoute;
export const models = { method: 'GET', path: '/model/:brandId', access: 'anyone' } as const satisfies EndpointRoute;
export const sortOptions = { method: 'GET', path: '/sort', access: 'anyone' } as const satisfies EndpointRoute;
export const simProviders = {
  method: 'GET',
  path: '/sim/providers',
  access: 'anyone',
} as const satisfies EndpointRoute;
export const accessoryTypes = {
  method: 'GET',
  path: '/accessory/type',
  access: 'anyone',
} as const satisfies EndpointRoute;
export const storageOptions = {
  method: 'GET',
  path: '/component/storage',
  access: 'anyone',
} as const satisfies EndpointRoute;
export const ramOptions = { method: 'GET', path: '/component/ram', access: 'anyone' } as const satisfies EndpointRoute;
export const siteInfo = { method: 'GET', path: '/site', access: 'anyone' } as const satisfies EndpointRoute;
/** A landing page's list (a brand, a model, a city…): what it names, its count and its neighbours. */
export const landingPage = { method: 'GET', path: '/landing', access: 'anyone' } as const satisfies EndpointRoute;
