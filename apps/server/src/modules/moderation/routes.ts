import { underListKey } from '@zeng/contract/of-category';
import { endpointGroup } from '../../lib/endpoint-handlers.js';
import type { ModerationService } from './service.js';

/** A decision on the version of the request the moderator saw (its submittedAt). */
const seenAt = (body: { submittedAt: string }) => new Date(body.submittedAt);

/**
 * The moderation calls of docs/api.md: the queue, one request, approve and reject, plus the number
 * waiting per category. Static segments (admin, approve, reject) win over /{category}/{id}.
 */
export function moderationEndpoints(moderation: ModerationService) {
  return endpointGroup({
    handlers: {
      pendingCounts: () => moderation.pendingCounts(),
      requestQueue: async ({ category, query, user, lang }) => {
        const page = await moderation.queue(category, query, user, lang);
        return underListKey(category, page.items, { nextCursor: page.nextCursor, previousCursor: page.previousCursor });
      },
      request: ({ category, params, user, lang }) => moderation.requestOf(category, params.id, user, lang),
      approve: ({ category, params, body, user, lang }) =>
        moderation.approve(category, params.id, { moderator: user, lang, seen: seenAt(body) }),
      reject: ({ category, params, body, user, lang }) =>
        moderation.reject(category, params.id, { moderator: user, lang, seen: seenAt(body) }, body.reason),
    },
  });
}
