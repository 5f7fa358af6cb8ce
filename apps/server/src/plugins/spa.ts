import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from './error-handler.js';

export interface StaticFilesOptions {
  /** The built web app (apps/web/dist): its scripts, styles and icons. */
  distDir: string;
  /** The server's own images: brand logos, provider images, placeholder. */
  mediaDir: string;
}

const HASHED_ASSET = /\/assets\/.+-[A-Za-z0-9_-]{8,}\.\w+$/;

/**
 * The web app's built files and the server's images, from the API's port. Pages themselves are
 * rendered by modules/pages; whatever is neither answers a JSON 404.
 */
export default fp(async function staticFiles(app: FastifyInstance, options: StaticFilesOptions) {
  await app.register(fastifyStatic, {
    root: options.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '7d',
  });

  if (existsSync(join(options.distDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      // The server renderer's bundle and the build's manifest are the server's, not the browser's.
      allowedPath: (path) => !path.startsWith('/server/') && !path.startsWith('/.vite/') && path !== '/index.html',
      setHeaders(res, path) {
        res.header(
          'cache-control',
          HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  app.setNotFoundHandler((_request, reply) =>
    // The path is not repeated back: an answer never echoes what the client sent.
    reply.code(404).send(errorBody(404, 'NOT_FOUND', 'There is nothing at this address.')),
  );
});
