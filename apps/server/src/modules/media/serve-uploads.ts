import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  CACHE_FOREVER,
  contentTypeOfKey,
  isValidKey,
  type MediaStorage,
  type StoredObjectInfo,
} from '../../infra/storage/media-storage.js';
import { errorBody } from '../../lib/errors.js';
import { isNotModified } from '../../lib/not-modified.js';

export interface ServeUploadsOptions {
  /** The configured media store: every driver is served the same way, through the app. */
  storage: MediaStorage;
}

/**
 * Serves stored images at /uploads/{key} (register with that prefix), streamed from the media
 * store. A browser or CDN that asks again with the ETag or date it holds gets 304 without the
 * bytes; a missing image or a key that is not a plain file name answers JSON 404.
 */
export const serveUploads: FastifyPluginAsync<ServeUploadsOptions> = async (app, { storage }) => {
  app.get<{ Params: { key: string } }>(
    '/:key',
    { schema: { hide: true }, exposeHeadRoute: false },
    async (request, reply) => {
      const { key } = request.params;
      if (!isValidKey(key)) return notFound(request, reply);
      if (request.headers['if-none-match'] !== undefined || request.headers['if-modified-since'] !== undefined) {
        const info = await storage.stat(key);
        if (!info) return notFound(request, reply);
        if (isNotModified(request.headers, info)) return describe(reply, key, info).code(304).send();
      }
      const object = await storage.open(key);
      if (!object) return notFound(request, reply);
      return describe(reply, key, object).header('content-length', object.size).send(object.body);
    },
  );
  // A route of its own rather than Fastify's HEAD-from-GET, which would have the store send the bytes.
  app.head<{ Params: { key: string } }>('/:key', { schema: { hide: true } }, async (request, reply) => {
    const { key } = request.params;
    const info = isValidKey(key) ? await storage.stat(key) : null;
    if (!info) return notFound(request, reply);
    return describe(reply, key, info).header('content-length', info.size).send();
  });
  app.setNotFoundHandler(notFound);
};

function describe(reply: FastifyReply, key: string, info: StoredObjectInfo): FastifyReply {
  return reply
    .header('content-type', contentTypeOfKey(key))
    .header('cache-control', CACHE_FOREVER)
    .header('etag', info.etag)
    .header('last-modified', info.lastModified.toUTCString());
}

/** Never echoes the address: an answer repeats nothing the client sent. */
function notFound(_request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(errorBody(404, 'NOT_FOUND', 'There is no image at this address.'));
}
