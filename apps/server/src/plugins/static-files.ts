import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../lib/errors.js';
import { isNotModified, weakEtag } from '../lib/not-modified.js';

export interface StaticFilesOptions {
  /** The built web app (apps/web/dist): its scripts, styles and icons. */
  distDir: string;
  /** The server's own images: brand logos, provider images, placeholder. */
  mediaDir: string;
}

const HASHED_ASSET = /-[A-Za-z0-9_-]{8,}\.\w+$/;
const PUBLIC_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * The files served as they are stored: the web app's built scripts, styles and icons, and the server's
 * own images, from the API's port. Pages themselves are rendered by modules/pages; whatever is neither
 * answers a JSON 404.
 */
export const staticFiles = fp(async function staticFiles(app: FastifyInstance, options: StaticFilesOptions) {
  await app.register(fastifyStatic, {
    root: options.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '7d',
  });

  const assets = join(options.distDir, 'assets');
  if (existsSync(assets)) {
    // The build's scripts and styles, named by their content: kept a year.
    await app.register(fastifyStatic, {
      root: assets,
      prefix: '/assets/',
      index: false,
      decorateReply: false,
      setHeaders(res, path) {
        res.header(
          'cache-control',
          HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
    // The web app's public files beside them (the logo, the icons and the web app manifests the build
    // makes, apps/web/build/home-screen.ts); never its index.html, the server renderer's bundle
    // (dist/server) or the build's manifest, which are the server's. Their names stay as they are (a
    // browser asks for /favicon.ico itself): kept an hour, then asked again with their validator.
    for (const name of readdirSync(options.distDir)) {
      const file = join(options.distDir, name);
      if (name === 'index.html' || !statSync(file).isFile()) continue;
      const body = readFileSync(file);
      const etag = weakEtag(body);
      const type = PUBLIC_TYPES[extname(name)] ?? 'application/octet-stream';
      app.get(`/${name}`, { schema: { hide: true } }, (request, reply) => {
        reply.header('cache-control', 'public, max-age=3600').header('etag', etag).type(type);
        if (isNotModified(request.headers, { etag })) return reply.code(304).send();
        return reply.send(body);
      });
    }
  }

  app.setNotFoundHandler((_request, reply) =>
    // The path is not repeated back: an answer never echoes what the client sent.
    reply.code(404).send(errorBody(404, 'NOT_FOUND', 'There is nothing at this address.')),
  );
});
