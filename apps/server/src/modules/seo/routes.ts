import { text } from '@zeng/contract/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseChildName, type SeoOptions, SeoService } from './service.js';

/**
 * Crawlers come back at their own pace; an hour is as stale as an advert's sitemap entry gets, and a
 * proxy or CDN in front may answer repeated reads of the index (a walk of the adverts) meanwhile.
 */
const CACHE = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';

/**
 * What search engines read (docs/architecture.md, "Sitemap and robots.txt"): /robots.txt,
 * /sitemap.xml (an index) and its children at /sitemaps/{name}.xml.
 */
export const seoRoutes: FastifyPluginAsyncZod<SeoOptions> = async (app, options) => {
  const seo = new SeoService(options);
  const robots = seo.robotsTxt();

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', CACHE).type('text/plain; charset=utf-8').send(robots),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const index = await seo.sitemapIndex();
    return reply.header('cache-control', CACHE).type(XML).send(index);
  });

  app.get('/sitemaps/:file', { schema: { hide: true, params: z.object({ file: text() }) } }, async (request, reply) => {
    const child = parseChildName(request.params.file);
    const body = child && (await seo.sitemapChild(child));
    if (!body) return reply.callNotFound();
    reply.header('cache-control', CACHE).type(XML);
    // A HEAD answer has no body: the stream is not read (its first batch already was).
    if (request.method === 'HEAD') {
      body.destroy();
      return reply.send();
    }
    return reply.send(body);
  });
};
