import type { FastifyInstance } from 'fastify';
import { endpointGroup } from '../../lib/endpoint-handlers.js';
import { LIVE_COUNTS_EVERY_MS } from './live-counts.js';
import type { CatalogService } from './service.js';

/** The lookups that change only with a deploy. */
const LOOKUP_CACHE = 'public, max-age=300';
/** The district, brand and model lists carry shown adverts counted every few minutes: kept no longer than that. */
const COUNTED_LOOKUP_CACHE = `public, max-age=${LIVE_COUNTS_EVERY_MS / 1000}`;

/** Every answer of the group's scope is cacheable this long, in the language it was asked in. */
const cachedFor = (cacheControl: string) => ({
  setup: (scope: FastifyInstance) => {
    scope.addHook('onSend', async (_request, reply) => {
      if (reply.statusCode === 200) reply.header('cache-control', cacheControl).header('vary', 'Accept-Language');
    });
  },
});

/** The lookup calls (docs/api.md, "Browsing and accounts") whose answers change with a deploy, not a request. */
export function catalogEndpoints(catalog: CatalogService) {
  return endpointGroup({
    ...cachedFor(LOOKUP_CACHE),
    handlers: {
      sortOptions: async ({ lang }) => catalog.sortOptions(lang),
      simProviders: async () => catalog.simProviders(),
      accessoryTypes: async () => catalog.accessoryTypes(),
      storageOptions: async () => catalog.components('STORAGE'),
      ramOptions: async () => catalog.components('RAM'),
    },
  });
}

/** The district, brand and model lists and the landing pages, with shown adverts (catalog/live-counts.ts). */
export function countedLookupEndpoints(catalog: CatalogService) {
  return endpointGroup({
    ...cachedFor(COUNTED_LOOKUP_CACHE),
    handlers: {
      districts: async ({ lang }) => catalog.districts(lang),
      phoneBrands: async () => catalog.brands('PHONE'),
      tabletBrands: async () => catalog.brands('TABLET'),
      models: async ({ params }) => catalog.models(params.brandId),
      landingPage: async ({ query, lang }) => catalog.landings.page(query.category, query.path, lang),
    },
  });
}
