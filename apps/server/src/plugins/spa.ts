import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_PREFIX, isScreenPath } from '@zeng/contract/routes';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from './error-handler.js';

export interface SpaOptions {
  /** The built web app (apps/web/dist); when missing only the API is served. */
  distDir: string;
  /** The server's own images: brand logos, provider images, placeholder. */
  mediaDir: string;
}

declare module 'fastify' {
  interface FastifyReply {
    /** Sends the SPA's index.html, optionally with extra tags in <head> (share previews). */
    sendSpaIndex(status?: number, headTags?: string): FastifyReply;
  }
}

const HASHED_ASSET = /\/assets\/.+-[A-Za-z0-9_-]{8,}\.\w+$/;

/** Serves the web app and the server's images from the API's port, with the SPA fallback for every screen. */
export default fp(async function spa(app: FastifyInstance, options: SpaOptions) {
  const indexFile = join(options.distDir, 'index.html');
  const hasWeb = existsSync(indexFile);
  const indexHtml = hasWeb ? readFileSync(indexFile, 'utf8') : '';

  await app.register(fastifyStatic, {
    root: options.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '7d',
  });

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      setHeaders(res, path) {
        res.header(
          'cache-control',
          HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  app.decorateReply('sendSpaIndex', function sendSpaIndex(this: FastifyReply, status = 200, headTags = '') {
    // A function replacement: the tags hold what sellers wrote, and "$&" or "$'" in a string replacement
    // would be read as patterns.
    const html = headTags ? indexHtml.replace('</head>', () => `${headTags}</head>`) : indexHtml;
    return this.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith(API_PREFIX);
    if (hasWeb && wantsPage && !pathname.startsWith('/media/')) {
      // Unknown paths still get the app shell, which shows its own "page not found" screen.
      return reply.sendSpaIndex(isScreenPath(pathname) ? 200 : 404);
    }
    return reply.code(404).send(errorBody(404, 'NOT_FOUND', `There is no ${request.method} ${pathname} here.`));
  });
});
