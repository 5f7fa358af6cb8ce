import type { FastifyRequest } from 'fastify';
import { AUTH_BODY_LIMIT_BYTES } from '../../lib/body-limits.js';
import { endpointGroup } from '../../lib/endpoint-handlers.js';
import type { ReadLimits } from '../adverts/read-limits.js';
import type { SellersService } from './service.js';

/**
 * A seller's page and its adverts, and the account type the signed-in person shows there (docs/api.md,
 * "Sellers"). No cache answers them: a seller counts as an advert opened, and every page of their
 * adverts as a later page of a list (ADR 0014), counted before anything else of the request runs.
 */
export function sellerEndpoints({ sellers, reads }: { sellers: SellersService; reads: ReadLimits }) {
  const limitSellerRead = async (request: FastifyRequest) => reads.charge('advert', request.ip);
  const limitListRead = async (request: FastifyRequest) => reads.charge('search', request.ip);

  return endpointGroup({
    handlers: {
      seller: { route: { onRequest: limitSellerRead }, handle: ({ params }) => sellers.seller(params.id) },
      sellerAdverts: {
        route: { onRequest: limitListRead },
        handle: ({ params, query, lang }) => sellers.adverts(params.id, query, lang),
      },
      // Carries one short field: a larger body is refused before it is parsed.
      updateAccount: {
        route: { bodyLimit: AUTH_BODY_LIMIT_BYTES },
        handle: ({ user, body }) => sellers.updateAccount(user, body),
      },
    },
  });
}
