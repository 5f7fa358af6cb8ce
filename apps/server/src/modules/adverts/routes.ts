import {
  accessoryListSchema,
  advertDetailSchemas,
  advertPathSchema,
  IDEMPOTENCY_KEY_HEADER,
  listQuerySchema,
  phoneListSchema,
  phoneTodayListSchema,
  savedAdvertSchemas,
  simListSchema,
  submissionHeadersSchema,
  submissionSchemas,
  tabletListSchema,
  todayQuerySchema,
} from '@zeng/contract/adverts';
import { advertStatesSchema, messageSchema, myAdvertsQuerySchema, myAdvertsSchema } from '@zeng/contract/auth';
import { LIST_KEYS, type ProductCategory } from '@zeng/contract/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageFromHeader } from '../../lib/language.js';
import { optionalUser, requireUser, userOf } from '../../plugins/authenticate.js';
import type { AdvertPostingService, ParsedSubmission } from './posting-service.js';
import type { AdvertsService } from './service.js';

const listSchemas = {
  phone: phoneListSchema,
  tablet: tabletListSchema,
  sim: simListSchema,
  accessory: accessoryListSchema,
} as const;

const todaySchemas = {
  phone: phoneTodayListSchema,
  tablet: tabletListSchema,
  sim: simListSchema,
  accessory: accessoryListSchema,
} as const;

const CATEGORIES: ProductCategory[] = ['phone', 'tablet', 'sim', 'accessory'];
const bearer = [{ bearer: [] }];

/**
 * Listings, today's adverts, detail, posting (create and edit), renewal and removal for the four
 * categories, plus the caller's own adverts.
 */
export const advertRoutes: FastifyPluginAsyncZod<{ adverts: AdvertsService; posting: AdvertPostingService }> = async (
  app,
  { adverts, posting },
) => {
  for (const category of CATEGORIES) {
    const key = LIST_KEYS[category];
    const tags = [`${category} adverts`];

    app.get(
      `/${category}`,
      { schema: { tags, querystring: listQuerySchema, response: { 200: listSchemas[category] } } },
      async (request) => {
        const page = await adverts.list(
          category,
          request.query,
          languageFromHeader(request.headers['accept-language']),
        );
        return { [key]: page.items, nextCursor: page.nextCursor } as never;
      },
    );

    app.get(
      `/${category}/today`,
      { schema: { tags, querystring: todayQuerySchema, response: { 200: todaySchemas[category] } } },
      async (request) => {
        const lang = languageFromHeader(request.headers['accept-language']);
        const page = await adverts.today(category, request.query, lang);
        const body = { [key]: page.items, nextCursor: page.nextCursor };
        return (category === 'phone' ? { ...body, totalCount: page.totalCount } : body) as never;
      },
    );

    app.get(
      `/${category}/:id`,
      {
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
