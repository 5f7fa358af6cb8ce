import {
  advertDetailSchemas,
  advertPathSchema,
  IDEMPOTENCY_KEY_HEADER,
  listQuerySchema,
  savedAdvertSchemas,
  submissionHeadersSchema,
  submissionSchemas,
  todayQuerySchema,
} from '@zeng/contract/adverts';
import { advertStatesSchema, messageSchema, myAdvertsQuerySchema, myAdvertsSchema } from '@zeng/contract/auth';
import { PRODUCT_CATEGORIES } from '@zeng/contract/constants';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageFromHeader } from '../../lib/language.js';
import { sendPrepared } from '../../lib/prepared-body.js';
import { optionalUser, requireUser, userOf } from '../../plugins/authenticate.js';
import { type ListingAnswers, listSchemas, todaySchemas } from './listing-answers.js';
import type { AdvertPostingService, ParsedSubmission } from './posting-service.js';
import { isUncachedList, type ReadLimits } from './read-limits.js';
import type { AdvertsService } from './service.js';

/** List answers arrive as JSON text (listing-answers.ts); the routes' response schemas document them. */
const JSON_TYPE = 'application/json; charset=utf-8';
const bearer = [{ bearer: [] }];

/**
 * Listings, today's adverts, detail, posting (create and edit), renewal and removal for the four
 * categories, plus the caller's own adverts.
 */
export const advertRoutes: FastifyPluginAsyncZod<{
  adverts: AdvertsService;
  answers: ListingAnswers;
  posting: AdvertPostingService;
  reads: ReadLimits;
}> = async (app, { adverts, answers, posting, reads }) => {
  // Counted before anything else of the request runs: past its allowance a flood costs a counter.
  const limitUncachedList = async (request: FastifyRequest) => {
    if (isUncachedList(request.query)) await reads.charge('search', request.ip);
  };
  const limitAdvertRead = async (request: FastifyRequest) => reads.charge('advert', request.ip);

  for (const category of PRODUCT_CATEGORIES) {
    const tags = [`${category} adverts`];

    app.get(
      `/${category}`,
      {
        onRequest: limitUncachedList,
        schema: { tags, querystring: listQuerySchema, response: { 200: listSchemas[category] } },
      },
      async (request, reply) => {
        const lang = languageFromHeader(request.headers['accept-language']);
        return sendPrepared(request, reply.type(JSON_TYPE), await answers.list(category, request.query, lang));
      },
    );

    app.get(
      `/${category}/today`,
      {
        onRequest: limitUncachedList,
        schema: { tags, querystring: todayQuerySchema, response: { 200: todaySchemas[category] } },
      },
      async (request, reply) => {
        const lang = languageFromHeader(request.headers['accept-language']);
        return sendPrepared(request, reply.type(JSON_TYPE), await answers.today(category, request.query, lang));
      },
    );

    app.get(
      `/${category}/:id`,
      {
        onRequest: limitAdvertRead,
        preHandler: optionalUser,
        schema: {
          tags,
          params: advertPathSchema,
          security: bearer,
          response: { 200: advertDetailSchemas[category] },
        },
      },
      async (request) =>
        (await adverts.detail(
          category,
          request.params.id,
          request.user,
          languageFromHeader(request.headers['accept-language']),
        )) as never,
    );

    app.post(
      `/${category}`,
      {
        // Before the body is validated: a visitor is told to log in, not what the form lacks.
        preValidation: requireUser,
        schema: {
          tags,
          description:
            "Creates an advert (id null) or edits one of the caller's (id set); either waits for review. A create sent again with the same Idempotency-Key answers the advert the first one made.",
          headers: submissionHeadersSchema,
          body: submissionSchemas[category],
          security: bearer,
          response: { 200: savedAdvertSchemas[category] },
        },
      },
      async (request) =>
        (await posting.save(
          category,
          request.body as ParsedSubmission[typeof category],
          userOf(request),
          languageFromHeader(request.headers['accept-language']),
          request.headers[IDEMPOTENCY_KEY_HEADER],
        )) as never,
    );

    app.put(
      `/${category}/renew/:id`,
      {
        preHandler: requireUser,
        schema: { tags, params: advertPathSchema, security: bearer, response: { 200: savedAdvertSchemas[category] } },
      },
      async (request) =>
        (await posting.renew(
          category,
          request.params.id,
          userOf(request),
          languageFromHeader(request.headers['accept-language']),
        )) as never,
    );

    app.delete(
      `/${category}/:id`,
      {
        preHandler: requireUser,
        schema: { tags, params: advertPathSchema, security: bearer, response: { 200: messageSchema } },
      },
      async (request) => {
        await adverts.remove(category, request.params.id, userOf(request));
        return { message: 'The advert has been removed.' };
      },
    );
  }

  app.get('/auth/advert-states', { schema: { tags: ['account'], response: { 200: advertStatesSchema } } }, async () =>
    adverts.advertStates(),
  );

  app.get(
    '/auth/adverts',
    {
      preHandler: requireUser,
      schema: {
        tags: ['account'],
        querystring: myAdvertsQuerySchema,
        security: bearer,
        response: { 200: myAdvertsSchema },
      },
    },
    async (request) =>
      adverts.owned(userOf(request).id, request.query.state, languageFromHeader(request.headers['accept-language'])),
  );
};
