import type { FastifyReply, FastifyRequest } from 'fastify';
import { endpointGroup } from '../../lib/endpoint-handlers.js';
import { sendPrepared } from '../../lib/prepared-body.js';
import type { ListingAnswers } from './listing-answers.js';
import type { AdvertPostingService } from './posting-service.js';
import { isUncachedList, type ReadLimits } from './read-limits.js';
import type { AdvertsService } from './service.js';

/** List answers arrive as JSON text (listing-answers.ts); the routes' response schemas document them. */
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Listings, today's adverts, detail, posting (create and edit), renewal and removal for the four
 * categories, plus the caller's own adverts.
 */
export function advertEndpoints({
  adverts,
  answers,
  posting,
  reads,
}: {
  adverts: AdvertsService;
  answers: ListingAnswers;
  posting: AdvertPostingService;
  reads: ReadLimits;
}) {
  // Counted before anything else of the request runs: past its allowance a flood costs a counter.
  const limitUncachedList = async (request: FastifyRequest) => {
    if (isUncachedList(request.query)) await reads.charge('search', request.ip);
  };
  const limitAdvertRead = async (request: FastifyRequest) => reads.charge('advert', request.ip);
  const json = (reply: FastifyReply) => reply.type(JSON_TYPE);

  return endpointGroup({
    handlers: {
      advertList: {
        route: { onRequest: limitUncachedList },
        handle: async ({ category, query, lang, request, reply }) =>
          sendPrepared(request, json(reply), await answers.list(category, query, lang)),
      },
      todayList: {
        route: { onRequest: limitUncachedList },
        handle: async ({ category, query, lang, request, reply }) =>
          sendPrepared(request, json(reply), await answers.today(category, query, lang)),
      },
      advertDetail: {
        route: { onRequest: limitAdvertRead },
        handle: ({ category, params, user, lang }) => adverts.detail(category, params.id, user, lang),
      },
      similarAdverts: {
        route: { onRequest: limitAdvertRead },
        handle: async ({ category, params, lang, request, reply }) =>
          sendPrepared(request, json(reply), await answers.similar(category, params.id, lang)),
      },
      saveAdvert: (call) => posting.save(call, call.user, call.lang, call.headers['idempotency-key']),
      renewAdvert: ({ category, params, user, lang }) => posting.renew(category, params.id, user, lang),
      markSold: ({ category, params, user, lang }) => posting.markSold(category, params.id, user, lang),
      removeAdvert: async ({ category, params, user }) => {
        await adverts.remove(category, params.id, user);
        return { message: 'The advert has been removed.' };
      },
      advertStates: async () => adverts.advertStates(),
      myAdverts: ({ user, query, lang }) => adverts.owned(user.id, query.state, lang),
      advertCounts: ({ user }) => adverts.ownedCounts(user.id),
    },
  });
}
