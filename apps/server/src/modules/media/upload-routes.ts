import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, UPLOAD_FIELD } from '@zeng/contract/adverts';
import { MAX_IMAGES } from '@zeng/contract/constants';
import { errorCodeOf } from '@zeng/contract/typed';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import type { RateLimitStore } from '../../infra/rate-limit/store.js';
import type { MediaStorage } from '../../infra/storage/media-storage.js';
import { endpointGroup } from '../../lib/endpoint-handlers.js';
import { badRequest } from '../../lib/errors.js';
import type { ImageQueue, QueuePlace } from './image-queue.js';
import { type ReceivedFile, UploadSpool } from './spool.js';
import { UploadPace, type UploadPaceLimits } from './upload-pace.js';
import { UploadService } from './upload-service.js';
import { uploadsInProgress } from './uploads-in-progress.js';

export interface UploadRoutesOptions {
  db: Database;
  storage: MediaStorage;
  limits: RateLimitStore;
  clock: Clock;
  /** Where uploaded files wait on disk while their request is handled (DATA_DIR/incoming). */
  spoolDir: string;
  /** The decodes uploads take turns at; a full queue answers 503 SERVER_BUSY. */
  imageQueue: ImageQueue;
  /** How fast a body must arrive; slower is answered 408 (upload-pace.ts). */
  pace: UploadPaceLimits;
  /** One account's uploads at once; one more is answered 429 (uploads-in-progress.ts). */
  inProgressPerAccount: number;
}

/**
 * One read of the form. The parser's own limits carry a Fastify code and keep their
 * answers (413 FILE_TOO_LARGE, TOO_MANY_FILES), as do ours (408 from upload-pace.ts); anything else it
 * throws means the form itself is broken (a boundary that never comes, a truncated part), which is the
 * client's fault, not ours. A client that reset its upload is the error handler's to answer.
 */
async function readingForm<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (errorCodeOf(err) !== undefined) throw err;
    throw badRequest('The form could not be read: send the photos as multipart/form-data.', 'BAD_REQUEST');
  }
}

/** The parts of a form as they arrive, each read through readingForm, until the body is cut off. */
async function* formParts<T>(parts: AsyncIterable<T>, cut: Promise<never>): AsyncGenerator<T> {
  const iterator = parts[Symbol.asyncIterator]();
  for (;;) {
    const next = await readingForm(() => Promise.race([iterator.next(), cut]));
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
  const inProgress = uploadsInProgress(options.inProgressPerAccount);

  /** Reads the form's photos to disk, each added to `files` once whole, at the pace's rate or cut off. */
  async function receivePhotos(request: FastifyRequest, userId: number, files: ReceivedFile[]): Promise<void> {
    // Created in the same turn as the parser is attached (the loop's first read), as UploadPace needs.
    const pace = new UploadPace(request.raw, options.pace);
    try {
      for await (const part of formParts(request.parts(), pace.cut)) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== UPLOAD_FIELD) {
          part.file.resume();
          continue;
        }
        await uploads.countImage(userId);
        files.push(await readingForm(() => spool.receive(part.file, pace.signal)));
      }
    } finally {
      pace.stop();
    }
  }

  return endpointGroup({
    setup: async (scope) => {
      await scope.register(multipart, {
        limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_IMAGES, fields: 20, fieldSize: 1024, parts: 40 },
      });
    },
    handlers: {
      upload: ({ request, user }) =>
        inProgress.run(user.id, async () => {
          const files: ReceivedFile[] = [];
          let place: QueuePlace | undefined;
          try {
            options.imageQueue.ensureRoom();
            await receivePhotos(request, user.id, files);
            // Only now, its files whole on disk, does the upload take a place in the queue of decodes.
            place = options.imageQueue.enter();
            return await uploads.accept(user.id, files, place);
          } finally {
            place?.leave();
            await spool.discard(files);
          }
        }),
    },
  });
}
