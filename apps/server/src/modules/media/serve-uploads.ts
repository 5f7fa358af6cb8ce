import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../../plugins/error-handler.js';

export interface ServeUploadsOptions {
  /** The disk driver's folder (DATA_DIR/uploads). */
  dir: string;
}

/**
 * Serves stored images at /uploads/ (register with that prefix). A key is never reused, so every
 * file may be cached for a year; a missing one answers JSON 404, not the web app's page.
 */
export async function serveUploads(app: FastifyInstance, options: ServeUploadsOptions) {
  mkdirSync(options.dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.dir,
    prefix: '/',
    decorateReply: false,
    index: false,
    list: false,
    cacheControl: true,
    maxAge: 31_536_000_000,
    immutable: true,
  });
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    return reply.code(404).send(errorBody(404, 'NOT_FOUND', `There is no image at ${pathname}.`));
  });
}
