import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, createWriteStream, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MAX_UPLOAD_BYTES } from '@zeng/contract/adverts';
import { AppError } from '../../lib/errors.js';
import { contentKeyOf } from './urls.js';

/** An uploaded file as it arrived, on disk until its request is answered. */
export interface ReceivedFile {
  path: string;
  /** The upload's key (urls.ts, contentKey), hashed as the bytes went by. */
  key: string;
  bytes: number;
}

/** A file part of the form: the multipart parser marks it truncated when it passed the size limit. */
export type FilePartStream = Readable & { truncated?: boolean };

/** Where uploaded files wait while their request is handled: beside the uploads, the owner's alone. */
export const incomingDir = (dataDir: string) => join(dataDir, 'incoming');

/** Leftovers of a process that stopped mid-upload are removed at the next start once this old. */
const STALE_AFTER_MS = 60 * 60 * 1000;

export const fileTooLarge = () =>
  new AppError(
    413,
    'FILE_TOO_LARGE',
    `A file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Send a smaller photo.`,
  );

/**
 * Uploaded files go to disk as they arrive (DATA_DIR/incoming, the owner's alone: folder 0700, files
 * 0600) instead of into memory, so a request waiting for the image queue holds a file, not 10 MB of
 * the heap; sharp then decodes from the file. The request that made a file removes it when answered,
 * whatever the answer.
 */
export class UploadSpool {
  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (statSync(dir).mode & 0o077) chmodSync(dir, 0o700);
    const now = Date.now();
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      try {
        if (now - statSync(path).mtimeMs > STALE_AFTER_MS) rmSync(path, { force: true, recursive: true });
      } catch {
        // removed meanwhile
      }
    }
  }

  /**
   * Writes the part to a new file, hashing it on the way; a part the parser cut at the size limit
   * answers 413 FILE_TOO_LARGE, one cut off by `signal` (upload-pace.ts) fails with its reason.
   * Nothing is left on disk when it fails.
   */
  async receive(stream: FilePartStream, signal?: AbortSignal): Promise<ReceivedFile> {
    const path = join(this.dir, `${randomBytes(12).toString('hex')}.upload`);
    const hash = createHash('sha256');
    let bytes = 0;
    const hashing = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    try {
      await pipeline(stream, hashing, createWriteStream(path, { flags: 'wx', mode: 0o600 }), { signal });
      if (stream.truncated) throw fileTooLarge();
    } catch (err) {
      await rm(path, { force: true });
      throw signal?.aborted ? signal.reason : err;
    }
    return { path, key: contentKeyOf(hash), bytes };
  }

  /** Removes the files of an answered request. */
  async discard(files: readonly ReceivedFile[]): Promise<void> {
    await Promise.all(files.map((file) => rm(file.path, { force: true })));
  }
}
