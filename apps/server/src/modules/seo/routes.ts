import { Negotiator } from '@fastify/accept-negotiator';
import { text } from '@zeng/contract/text';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isNotModified, weakEtag } from '../../lib/not-modified.js';
import type { ReadLimits } from '../adverts/read-limits.js';
import { parseChildName } from './child-names.js';
import { type BeforeBuild, type SeoService, SITEMAP_MAX_AGE_S } from './service.js';
import { inflated } from './sitemap-document.js';

/**
 * Crawlers come back at their own pace; an hour is as stale as an advert's sitemap entry gets, and a
 * proxy or CDN in front may answer repeated reads meanwhile.
 */
const CACHE = `public, max-age=${SITEMAP_MAX_AGE_S}`;
const XML = 'application/xml; charset=utf-8';

export interface SeoRoutesOptions {
  seo: SeoService;
  /** Per-address allowances (ADR 0014): a sitemap built for a client counts against its address. */
  reads: ReadLimits;
}

const gzipOnly = new Negotiator({ supportedValues: ['gzip'] });

/**
 * What search engines read (docs/architecture.md, "Sitemap and robots.txt"): /robots.txt,
 * /sitemap.xml (an index) and its children at /sitemaps/{name}.xml.
 */
export const seoRoutes: FastifyPluginAsyncZod<SeoRoutesOptions> = async (app, { seo, reads }) => {
  const robots = seo.robotsTxt();
  // Made once from the configuration and the route table: a crawler holding it is answered 304.
  const robotsEtag = weakEtag(robots);
  /** This request's builds, counted once against its address however many it needs. */
  const allowanceOf = (request: FastifyRequest): BeforeBuild => {
    let counted: Promise<void> | undefined;
    return () => {
      counted ??= reads.charge('sitemap', request.ip);
      return counted;
    };
  };

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', CACHE).header('etag', robotsEtag).type('text/plain; charset=utf-8');
    if (isNotModified(request.headers, { etag: robotsEtag })) return reply.code(304).send();
    return reply.send(robots);
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const index = await seo.sitemapIndex(allowanceOf(request));
    const etag = weakEtag(index);
    reply.header('cache-control', CACHE).header('etag', etag).type(XML);
    if (isNotModified(request.headers, { etag })) return reply.code(304).send();
    return reply.send(index);
  });

  app.get(
    '/sitemaps/:file',
    // Kept gzipped already: never compressed again on the way out.
    { schema: { hide: true, params: z.object({ file: text() }) }, compress: false },
    async (request, reply) => {
      const child = parseChildName(request.params.file);
      const allowance = allowanceOf(request);
      const document = child && (await seo.sitemapChild(child, allowance));
      if (!document) return reply.callNotFound();
      reply
        .header('cache-control', CACHE)
        .header('etag', document.etag)
        .header('last-modified', document.lastModified.toUTCString())
        .header('vary', 'Accept-Encoding')
        .type(XML);
      if (isNotModified(request.headers, document)) return reply.code(304).send();
      if (request.method === 'HEAD') return reply.send();
      const accepted = request.headers['accept-encoding'];
      if (accepted && gzipOnly.negotiate(accepted) === 'gzip') {
        return reply.header('content-encoding', 'gzip').send(document.gzipped);
      }
      // Unzipping a full child costs about what compressing it did: counted as a build.
      await allowance();
      return reply.send(inflated(document));
    },
  );
};
