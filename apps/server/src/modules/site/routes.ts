import { siteInfoSchema } from '@zeng/contract/lookups';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';

/** Contact lines shown in the footer and on About Us: configuration, not code. */
export const siteRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get('/site', { schema: { tags: ['lookups'], response: { 200: siteInfoSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { contactPhone: config.CONTACT_PHONE, mapUrl: config.CONTACT_MAP_URL, taxId: config.CONTACT_TAX_ID };
  });
};
