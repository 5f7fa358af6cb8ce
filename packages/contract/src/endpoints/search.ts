import type { EndpointRoute } from '../endpoint-route.js';

/** One search for everything: suggestions while typing, and a search's adverts counted per category. */
export const searchSuggestions = {
  method: 'GET',
  path: '/search/suggestions',
  access: 'anyone',
} as const satisfies EndpointRoute;
export const searchCounts = {
  method: 'GET',
  path: '/search/counts',
  access: 'anyone',
} as const satisfies EndpointRoute;
