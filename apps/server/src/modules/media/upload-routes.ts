import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, UPLOAD_FIELD } from '@zeng/contract/adverts';
import { MAX_IMAGES } from '@zeng/contract/constants';
import { errorCodeOf } from '@zeng/contract/typed';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import type { RateLimitStore } from '../../infra/rate-limit/store.js';
import type { MediaStorage } from '../../infra/storage/media-storage.js';
import { endpointGroup } from '../../lib/endpoint-handlers.js';
import { badRequest } from '../../lib/errors.js';
import type { ImageQueue } from './image-queue.js';
import { type ReceivedFile, UploadSpool } from './spool.js';
import { UploadService } from './upload-service.js';

export interface UploadRoutesOptions {
  db: Database;
  storage: MediaStorage;
  limits: RateLimitStore;
  clock: Clock;
  /** Where uploaded files wait on disk while their request is handled (DATA_DIR/incoming). */
  spoolDir: string;
  /** The decodes uploads take turns at; a full queue answers 503 SERVER_BUSY. */
  imageQueue: ImageQueue;
}

/**
 * One read of the form. The parser's own limits carry a Fastify code and keep their
 * answers (413 FILE_TOO_LARGE, TOO_MANY_FILES); anything else it throws means the form itself is
 * broken (a boundary that never comes, a truncated part), which is the client's fault, not ours.
 */
async function readingForm<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (errorCodeOf(err) !== undefined) throw err;
    throw badRequest('The form could not be read: send the photos as multipart/form-data.', 'BAD_REQUEST');
  }
}

/** The parts of a form as they arrive, each read through readingForm. */
async function* formParts<T>(parts: AsyncIterable<T>): AsyncGenerator<T> {
  const iterator = parts[Symbol.asyncIterator]();
  for (;;) {
    const next = await readingForm(() => iterator.next());
    if (next.done) return;
    yield next.value;
  }
}

/** POST /storage/upload: photos for an advert, answered as the addresses to submit as imageUrls. */
export function uploadEndpoints(options: UploadRoutesOptions) {
  const uploads = new UploadService({
    db: options.db,
    storage: options.storage,
    limits: options.limits,
    clock: options.clock,
  });
  const spool = new UploadSpool(options.spoolDir);
  return endpointGroup({
    setup: async (scope) => {
      await scope.register(multipart, {
        limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_IMAGES, fields: 20, fieldSize: 1024, parts: 40 },
      });
    },
    handlers: {
      upload: async ({ request, user }) => {
        const place = options.imageQueue.enter();
        const files: ReceivedFile[] = [];
        try {
          for await (const part of formParts(request.parts())) {
            if (part.type !== 'file') continue;
            if (part.fieldname !== UPLOAD_FIELD) {
              part.file.resume();
              continue;
            }
            await uploads.countImage(user.id);
            files.push(await readingForm(() => spool.receive(part.file)));
          }
          return await uploads.accept(user.id, files, place);
        } finally {
          place.leave();
          await spool.discard(files);
        }
      },
    },
  });
}
