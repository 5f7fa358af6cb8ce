import { text } from '@zeng/contract/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageLanguage } from '../../lib/language.js';
import type { SharePreviewService } from './share-preview.js';

/**
 * /phone-preview/{category}/{id}: the app with the advert named in <head> for messengers and search
 * engines, answered 200, or 404 and 410 (still the app, which says why) when it cannot be shown.
 */
export const sharePreviewRoutes: FastifyPluginAsyncZod<{
  previews: SharePreviewService;
  /** The configured address (config.ts, PUBLIC_ORIGIN): a Host header is the client's to choose. */
  publicOrigin: string;
}> = async (app, { previews, publicOrigin }) => {
  app.get(
    '/phone-preview/:productCategory/:id',
    { schema: { hide: true, params: z.object({ productCategory: text(), id: text() }) } },
    async (request, reply) => {
      const { productCategory, id } = request.params;
      const page = await previews.page(
        productCategory,
        id,
        publicOrigin,
        // The language the app shows (its cookie), else the browser's: the page embeds the advert in it.
        pageLanguage(request.headers),
      );
      return reply.sendSpaIndex(page.status, page.head);
    },
  );
};
