import { advertDetailSchemas, advertPathSchema } from '@zeng/contract/adverts';
import { LIST_KEYS, PRODUCT_CATEGORIES } from '@zeng/contract/constants';
import {
  adminListQuerySchema,
  adminListSchemas,
  pendingCountsSchema,
  rejectionSchema,
  requestSchemas,
} from '@zeng/contract/moderation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageFromHeader } from '../../lib/language.js';
import { requireRole, userOf } from '../../plugins/authenticate.js';
import type { ModerationService } from './service.js';

const bearer = [{ bearer: [] }];
// Checked before the body is read: a stranger learns 401 or 403, not what a valid body looks like.
const moderatorsOnly = requireRole('MODERATOR', 'ADMIN');

/**
 * SPEC.md section 7's moderation calls: the queue, one request, approve and reject, plus the number
 * waiting per category. Static segments (admin, approve, reject) win over /{category}/{id}.
 */
export const moderationRoutes: FastifyPluginAsyncZod<{ moderation: ModerationService }> = async (
  app,
  { moderation },
) => {
  const tags = ['moderation'];
  const language = (header: string | undefined) => languageFromHeader(header);

  app.get(
    '/moderation/pending-counts',
    { preValidation: moderatorsOnly, schema: { tags, security: bearer, response: { 200: pendingCountsSchema } } },
    async () => moderation.pendingCounts(),
  );

  for (const category of PRODUCT_CATEGORIES) {
    app.get(
      `/${category}/admin`,
      {
        preValidation: moderatorsOnly,
        schema: {
          tags,
          security: bearer,
          querystring: adminListQuerySchema,
          response: { 200: adminListSchemas[category] },
        },
      },
      async (request) => {
        const page = await moderation.queue(
          category,
          request.query,
          userOf(request),
          language(request.headers['accept-language']),
        );
        return { [LIST_KEYS[category]]: page.items, nextCursor: page.nextCursor } as never;
      },
    );

    app.get(
      `/${category}/admin/:id`,
      {
        preValidation: moderatorsOnly,
        schema: { tags, security: bearer, params: advertPathSchema, response: { 200: requestSchemas[category] } },
      },
      async (request) =>
        (await moderation.requestOf(
          category,
          request.params.id,
          userOf(request),
          language(request.headers['accept-language']),
        )) as never,
    );

    app.put(
      `/${category}/approve/:id`,
      {
        preValidation: moderatorsOnly,
        schema: { tags, security: bearer, params: advertPathSchema, response: { 200: advertDetailSchemas[category] } },
      },
      async (request) =>
        (await moderation.approve(
          category,
          request.params.id,
          userOf(request),
          language(request.headers['accept-language']),
        )) as never,
    );

    app.put(
      `/${category}/reject/:id`,
      {
        preValidation: moderatorsOnly,
        schema: {
          tags,
          security: bearer,
          params: advertPathSchema,
          body: rejectionSchema,
          response: { 200: advertDetailSchemas[category] },
        },
      },
      async (request) =>
        (await moderation.reject(
          category,
          request.params.id,
          userOf(request),
          request.body.reason,
          language(request.headers['accept-language']),
        )) as never,
    );
  }
};
