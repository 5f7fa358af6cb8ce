import { idParam } from '@zeng/contract/common';
import {
  accessoryTypeListSchema,
  brandListSchema,
  componentListSchema,
  districtListSchema,
  modelListSchema,
  simProviderListSchema,
  sortOptionListSchema,
} from '@zeng/contract/lookups';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageFromHeader } from '../../lib/language.js';
import type { CatalogService } from './service.js';

const LOOKUP_CACHE = 'public, max-age=300';

/** The lookup calls (docs/api.md, "Browsing and accounts"). */
export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  const tags = ['lookups'];
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 200) reply.header('cache-control', LOOKUP_CACHE).header('vary', 'Accept-Language');
  });

  app.get('/district', { schema: { tags, response: { 200: districtListSchema } } }, async (request) =>
    catalog.districts(languageFromHeader(request.headers['accept-language'])),
  );
  app.get('/brand/phone', { schema: { tags, response: { 200: brandListSchema } } }, async () =>
    catalog.brands('PHONE'),
  );
  app.get('/brand/tablet', { schema: { tags, response: { 200: brandListSchema } } }, async () =>
    catalog.brands('TABLET'),
  );
  app.get(
    '/model/:brandId',
    { schema: { tags, params: z.object({ brandId: idParam }), response: { 200: modelListSchema } } },
    async (request) => catalog.models(request.params.brandId),
  );
  app.get('/sort', { schema: { tags, response: { 200: sortOptionListSchema } } }, async (request) =>
    catalog.sortOptions(languageFromHeader(request.headers['accept-language'])),
  );
  app.get('/sim/providers', { schema: { tags, response: { 200: simProviderListSchema } } }, async () =>
    catalog.simProviders(),
  );
  app.get('/accessory/type', { schema: { tags, response: { 200: accessoryTypeListSchema } } }, async () =>
    catalog.accessoryTypes(),
  );
  app.get('/component/storage', { schema: { tags, response: { 200: componentListSchema } } }, async () =>
    catalog.components('STORAGE'),
  );
  app.get('/component/ram', { schema: { tags, response: { 200: componentListSchema } } }, async () =>
    catalog.components('RAM'),
  );
};
