import { MAX_IMAGES } from '@zeng/contract/constants';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import type { RateLimitStore } from '../../infra/rate-limit/store.js';
import type { MediaStorage } from '../../infra/storage/media-storage.js';
import { AppError, tooManyRequests } from '../../lib/errors.js';
import { fingerprint } from './fingerprints.js';
import { recordFingerprints } from './fingerprints-repository.js';
import type { QueuePlace } from './image-queue.js';
import { type ProcessedImage, processImage } from './images.js';
import type { ReceivedFile } from './spool.js';
import { recordUploads } from './uploads-repository.js';
import { imageUrl, type StoredImage, storeRenditions } from './urls.js';

/** Images one person may send in an hour: a dozen full adverts, far beyond honest use, and a ceiling on storage abuse. */
export const UPLOADS_PER_USER_PER_HOUR = 60;
export const UPLOAD_WINDOW_MS = 60 * 60 * 1000;

/** The rate-limit counter of one person's uploads. */
export const uploadRateKey = (userId: number) => `uploads:user:${userId}`;

export interface UploadServiceDeps {
  db: Database;
  storage: MediaStorage;
  limits: RateLimitStore;
  clock: Clock;
}

/** Turns uploaded files into stored, owned images, or refuses them all. */
export class UploadService {
  constructor(private readonly deps: UploadServiceDeps) {}

  /**
   * Counts one image against the person's hourly allowance, before its bytes are read. Refused
   * files count too: decoding them costs the server the same.
   */
  async countImage(userId: number): Promise<void> {
    const key = uploadRateKey(userId);
    const hit = await this.deps.limits.hit(key, UPLOAD_WINDOW_MS);
    if (hit.count <= UPLOADS_PER_USER_PER_HOUR) return;
    await this.deps.limits.undo(key);
    const seconds = Math.ceil(hit.resetInMs / 1000);
    throw tooManyRequests(
      `You have uploaded ${UPLOADS_PER_USER_PER_HOUR} images in the last hour. Try again in ${seconds} seconds.`,
      seconds,
    );
  }

  /**
   * Checks and re-encodes every file first, then stores and records them all: if one file is
   * refused, nothing of the request is stored or recorded. Answers the large renditions' addresses
   * in the order the files came. The files are decoded in the request's place in the image queue
   * (image-queue.ts), one after another: each decode may hold up to MAX_INPUT_PIXELS in memory.
   */
  async accept(userId: number, files: readonly ReceivedFile[], place: QueuePlace): Promise<string[]> {
    if (files.length === 0) {
      throw new AppError(400, 'NO_FILES', 'No image came with the request. Send the photos in the "files" field.');
    }
    if (files.length > MAX_IMAGES) throw tooManyFiles();
    const processed = await place.decode(async () => {
      const images: Array<{ key: string; image: ProcessedImage; hash: bigint }> = [];
      for (const file of files) {
        const image = await processImage(file.path);
        // Its fingerprint, for the moderators to see the same photo in other adverts (issue 37).
        images.push({ key: file.key, image, hash: await fingerprint(image.medium) });
      }
      return images;
    });

    const stored: StoredImage[] = [];
    for (const { key, image } of processed) stored.push(await storeRenditions(this.deps.storage, key, image));
    await recordUploads(this.deps.db, userId, stored, this.deps.clock.now());
    await recordFingerprints(this.deps.db, processed);
    return stored.map((image) => imageUrl(image.key, 'large'));
  }
}

export const tooManyFiles = () =>
  new AppError(413, 'TOO_MANY_FILES', `You can only upload up to ${MAX_IMAGES} images at once.`);
