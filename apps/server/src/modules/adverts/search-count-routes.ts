import type { FastifyRequest } from 'fastify';
import { endpointGroup } from '../../lib/endpoint-handlers.js';
import type { ReadLimits } from './read-limits.js';
import type { SearchCounts } from './search-counts.js';

/**
 * A search's shown adverts per category (docs/api.md, "Search"), and a list's with its filters (GET
 * /{category}/count). Each counted among the searches one address may ask for (ADR 0014) before
 * anything else of the request runs, cached answer or not, as a searched list is: a client that asks
 * for new filter sets as fast as it can is held to its share.
 */
export function searchCountEndpoints({ counts, reads }: { counts: SearchCounts; reads: ReadLimits }) {
  const limitSearch = async (request: FastifyRequest) => reads.charge('search', request.ip);
  return endpointGroup({
    handlers: {
      searchCounts: {
        route: { onRequest: limitSearch },
        handle: async ({ query }) => ({ counts: await counts.counts(query) }),
      },
      advertCount: {
        route: { onRequest: limitSearch },
        handle: async ({ category, query }) => ({ count: await counts.list(category, query) }),
      },
    },
  });
}
