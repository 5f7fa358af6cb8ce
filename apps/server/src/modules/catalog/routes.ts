import { endpointGroup } from '../../lib/endpoint-handlers.js';
import type { CatalogService } from './service.js';

const LOOKUP_CACHE = 'public, max-age=300';

/** The lookup calls (docs/api.md, "Browsing and accounts"): answers change with a deploy, not a request. */
export function catalogEndpoints(catalog: CatalogService) {
  return endpointGroup({
    setup: (scope) => {
      scope.addHook('onSend', async (_request, reply) => {
        if (reply.statusCode === 200) reply.header('cache-control', LOOKUP_CACHE).header('vary', 'Accept-Language');
      });
    },
    handlers: {
      districts: async ({ lang }) => catalog.districts(lang),
      phoneBrands: async () => catalog.brands('PHONE'),
      tabletBrands: async () => catalog.brands('TABLET'),
      models: async ({ params }) => catalog.models(params.brandId),
      sortOptions: async ({ lang }) => catalog.sortOptions(lang),
      simProviders: async () => catalog.simProviders(),
      accessoryTypes: async () => catalog.accessoryTypes(),
      storageOptions: async () => catalog.components('STORAGE'),
      ramOptions: async () => catalog.components('RAM'),
    },
  });
}
