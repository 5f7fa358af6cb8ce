import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, UPLOAD_FIELD, uploadResultSchema } from '@zeng/contract/adverts';
import { MAX_IMAGES } from '@zeng/contract/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import type { RateLimitStore } from '../../infra/rate-limit/store.js';
import { createMediaStorage } from '../../infra/storage/create-media-storage.js';
import { requireUser, userOf } from '../../plugins/authenticate.js';
import { UploadService } from './upload-service.js';

/**
 * Documents the form for OpenAPI only: the multipart parser reads the files in the handler, so the
 * body itself is not validated here (request.body stays empty).
 */
const multipartDescription = z.unknown().meta({
  type: 'object',
  required: [UPLOAD_FIELD],
  properties: {
    [UPLOAD_FIELD]: { type: 'array', maxItems: MAX_IMAGES, items: { type: 'string', format: 'binary' } },
  },
});

export interface UploadRoutesOptions {
  db: Database;
  config: Pick<Config, 'STORAGE_DRIVER' | 'DATA_DIR'>;
  limits: RateLimitStore;
  clock: Clock;
}

/** POST /storage/upload: photos for an advert, answered as the addresses to submit as imageUrls. */
export const uploadRoutes: FastifyPluginAsyncZod<UploadRoutesOptions> = async (app, options) => {
  const uploads = new UploadService({
    db: options.db,
    storage: createMediaStorage(options.config),
    limits: options.limits,
    clock: options.clock,
  });
  // Only this plugin parses multipart bodies; the parser's limits answer 413 TOO_MANY_FILES and
  // FILE_TOO_LARGE (plugins/error-handler.ts) before a byte too many is buffered.
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_IMAGES, fields: 20, fieldSize: 1024, parts: 40 },
  });

  app.post(
    '/storage/upload',
    {
      preHandler: requireUser,
      schema: {
        tags: ['media'],
        summary: 'Upload advert photos',
        description: `multipart/form-data with up to ${MAX_IMAGES} files in the repeated "${UPLOAD_FIELD}" field, ${MAX_UPLOAD_BYTES / 1024 / 1024} MB each: JPEG, PNG, WebP, AVIF or HEIC. Answers each photo's address, in the order sent.`,
        consumes: ['multipart/form-data'],
        body: multipartDescription,
        security: [{ bearer: [] }],
        response: { 200: uploadResultSchema },
      },
    },
    async (request) => {
      const user = userOf(request);
      const files: Buffer[] = [];
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== UPLOAD_FIELD) {
          part.file.resume();
          continue;
        }
        await uploads.countImage(user.id);
        files.push(await part.toBuffer());
      }
      return uploads.accept(user.id, files);
    },
  );
};
