import { advertDetailSchemas, advertPathSchema } from '@zeng/contract/adverts';
import { LIST_KEYS, PRODUCT_CATEGORIES } from '@zeng/contract/constants';
import {
  adminListQuerySchema,
  adminListSchemas,
  approvalSchema,
  pendingCountsSchema,
  rejectionSchema,
  requestSchemas,
} from '@zeng/contract/moderation';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageFromHeader } from '../../lib/language.js';
import { requireRole, userOf } from '../../plugins/authenticate.js';
import type { ModerationService } from './service.js';

const bearer = [{ bearer: [] }];
// Checked before the body is read: a stranger learns 401 or 403, not what a valid body looks like.
const moderatorsOnly = requireRole('MODERATOR', 'ADMIN');

/**
 * The moderation calls of docs/api.md: the queue, one request, approve and reject, plus the number
 * waiting per category. Static segments (admin, approve, reject) win over /{category}/{id}.
 */
/** The moderator making a call, and the language the answer's names are in. */
const caller = (request: FastifyRequest) => ({
  moderator: userOf(request),
  lang: languageFromHeader(request.headers['accept-language']),
});
/** A decision: who makes it, on which version of the request. */
const decision = (request: FastifyRequest, body: { submittedAt: string }) => ({
  ...caller(request),
  seen: new Date(body.submittedAt),
});

export const moderationRoutes: FastifyPluginAsyncZod<{ moderation: ModerationService }> = async (
  app,
  { moderation },
) => {
  const guarded = { preValidation: moderatorsOnly };
  const schema = { tags: ['moderation'], security: bearer };

  app.get(
    '/moderation/pending-counts',
    { ...guarded, schema: { ...schema, response: { 200: pendingCountsSchema } } },
    async () => moderation.pendingCounts(),
  );

  for (const category of PRODUCT_CATEGORIES) {
    const byId = { ...schema, params: advertPathSchema };
    const decided = { 200: advertDetailSchemas[category] };

    app.get(
      `/${category}/admin`,
      {
        ...guarded,
        schema: { ...schema, querystring: adminListQuerySchema, response: { 200: adminListSchemas[category] } },
      },
      async (request) => {
        const { moderator, lang } = caller(request);
        const page = await moderation.queue(category, request.query, moderator, lang);
        return { [LIST_KEYS[category]]: page.items, nextCursor: page.nextCursor } as never;
      },
    );

    app.get(
      `/${category}/admin/:id`,
      { ...guarded, schema: { ...byId, response: { 200: requestSchemas[category] } } },
      async (request) => {
        const { moderator, lang } = caller(request);
        return (await moderation.requestOf(category, request.params.id, moderator, lang)) as never;
      },
    );

    app.put(
      `/${category}/approve/:id`,
      { ...guarded, schema: { ...byId, body: approvalSchema, response: decided } },
      async (request) =>
        (await moderation.approve(category, request.params.id, decision(request, request.body))) as never,
    );

    app.put(
      `/${category}/reject/:id`,
      { ...guarded, schema: { ...byId, body: rejectionSchema, response: decided } },
      async (request) =>
        (await moderation.reject(
          category,
          request.params.id,
          decision(request, request.body),
          request.body.reason,
        )) as never,
    );
  }
};
