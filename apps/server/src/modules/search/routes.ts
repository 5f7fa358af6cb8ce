import { endpointGroup } from '../../lib/endpoint-handlers.js';
import { sendPrepared } from '../../lib/prepared-body.js';
import type { SearchService } from './service.js';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Suggestions follow the counts of shown adverts (counted every two minutes at most: catalog/live-counts.ts),
 * so a browser may keep one a minute, in the language it was asked in.
 */
const SUGGESTIONS_CACHE = 'public, max-age=60';

/**
 * What the search box offers while a person types (docs/api.md, "Search"). Answered from memory, so it
 * is not counted among the uncached reads (ADR 0014), as the lookups are not.
 */
export function searchEndpoints(search: SearchService) {
  return endpointGroup({
    setup: (scope) => {
      scope.addHook('onSend', async (_request, reply) => {
        if (reply.statusCode === 200)
          reply.header('cache-control', SUGGESTIONS_CACHE).header('vary', 'Accept-Language');
      });
    },
    handlers: {
      searchSuggestions: async ({ query, lang, request, reply }) =>
        sendPrepared(request, reply.type(JSON_TYPE), search.suggestionsAnswer(query.q, query.limit, lang)),
    },
  });
}
