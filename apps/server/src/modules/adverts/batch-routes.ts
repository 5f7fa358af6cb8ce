import { advertBatchQuerySchema, advertBatchSchema } from '@zeng/contract/advert-batch';
import { MAX_BATCH_IDS } from '@zeng/contract/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageFromHeader } from '../../lib/language.js';
import type { AdvertBatchService } from './batch-service.js';

/** GET /adverts/batch?ids=1,2,3: the liked page refreshes its stored cards in one call. */
export const advertBatchRoutes: FastifyPluginAsyncZod<{ batch: AdvertBatchService }> = async (app, { batch }) => {
  app.get(
    '/adverts/batch',
    {
      schema: {
        tags: ['adverts'],
        description:
          `Up to ${MAX_BATCH_IDS} adverts by id (any category), in the Accept-Language of the request. ` +
          'Each distinct id answers once, in the order asked: the advert as its listing card, or ' +
          'available: false with why (DELETED, EXPIRED, or NOT_FOUND for unknown, pending and rejected ones).',
        querystring: advertBatchQuerySchema,
        response: { 200: advertBatchSchema },
      },
    },
    async (request) => batch.cards(request.query.ids, languageFromHeader(request.headers['accept-language'])),
  );
};
