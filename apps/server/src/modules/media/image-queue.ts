import { availableParallelism, totalmem } from 'node:os';
import { AppError, waitFor } from '../../lib/errors.js';

/**
 * Decoding a photo is the heaviest thing the server does: a 12-megapixel JPEG takes about 0.6 s of
 * a core and tens of megabytes, a 40-megapixel HEIC hundreds. So uploads take turns in a small
 * queue: a few decode at once and a few more wait (their files on disk, not in memory); the next one
 * is answered 503 with Retry-After. Without it, 20 people sending five 9 MB photos at once held every
 * file in memory, decoded them all together and grew the server by 2.3 to 3.3 GB, stalling /healthz
 * for up to 15 s (bench/results/uploads.md).
 *
 * An upload takes its place only once its files have arrived whole on disk: a place taken before the
 * body was read could be held by a client sending a byte every few seconds, and twelve such uploads
 * held every place for minutes (issue 34, ADR 0026). A full queue still refuses an upload before its
 * body is read (ensureRoom), so a crowd is not made to send its photos for nothing.
 */

/** What one decode may hold at worst: a 40-megapixel HEIC as RGBA in the decoder and again in sharp. */
const MEMORY_PER_DECODE = 384 * 1024 * 1024;

/** The memory the process may use: its cgroup's limit when it has one, else the machine's. */
function memoryAvailable(): number {
  const total = totalmem();
  const constrained = process.constrainedMemory?.() ?? 0;
  return constrained > 0 && constrained < total ? constrained : total;
}

/** libuv's threads, where sharp does its work and where files are read and written (4 unless set). */
function libuvThreads(): number {
  const size = Number(process.env.UV_THREADPOOL_SIZE);
  return Number.isInteger(size) && size > 0 ? size : 4;
}

/**
 * Decodes at once when IMAGE_DECODES is unset: one a core, one libuv thread left for files (serving
 * /uploads/ and the app's scripts, writing uploads), and no more than half the memory given to
 * decodes at their worst; at least one. On the 2-core benchmark machine: 2. One decode a core
 * leaves the event loop enough (/healthz p99 16 ms while 100 photos were decoded, bench/results/uploads.md),
 * and one fewer halved the throughput for nothing.
 */
export function defaultImageDecodes(
  cores = availableParallelism(),
  memory = memoryAvailable(),
  threads = libuvThreads(),
): number {
  return Math.max(1, Math.min(cores, threads - 1, Math.floor(memory / 2 / MEMORY_PER_DECODE)));
}

export interface ImageQueueLimits {
  /** Uploads decoding at once. */
  decodes: number;
  /** Uploads admitted beyond those, waiting for a decode with their files on disk. */
  waiting: number;
}

/** Until an upload has been timed: about what the three renditions of a 12-megapixel JPEG take on one core. */
const FIRST_ESTIMATE_MS = 1000;
const MAX_RETRY_AFTER_SECONDS = 60;

/** The queue is full: try again once the uploads ahead are likely done. */
export const serverBusy = (retryAfterSeconds: number) =>
  new AppError(
    503,
    'SERVER_BUSY',
    `The server is busy with other photos. Try again in ${retryAfterSeconds} seconds.`,
    waitFor(retryAfterSeconds),
  );

/** One upload's place in the queue, from when its files are on disk until it is answered. */
export interface QueuePlace {
  /** Runs `work` (the decoding) once a decode is free; the first call only (a place decodes once). */
  decode<T>(work: () => Promise<T>): Promise<T>;
  /** Gives the place up; safe to call twice, and after a failure anywhere. */
  leave(): void;
}

/** The uploads' queue of decodes (see above); one per process. */
export class ImageQueue {
  private admitted = 0;
  private decoding = 0;
  private readonly ready: Array<() => void> = [];
  /** A moving average of how long an upload's decoding takes, for Retry-After. */
  private averageMs = FIRST_ESTIMATE_MS;
  /** Until when the decodes are spoken for: by the queue, and by the uploads already told when to come back. */
  private promisedUntil = 0;

  constructor(readonly limits: ImageQueueLimits) {
    if (!(limits.decodes >= 1) || !(limits.waiting >= 0)) throw new Error('an image queue needs a decode');
  }

  /** Uploads in the queue, decoding or waiting. */
  get size(): number {
    return this.admitted;
  }

  /**
   * Refuses with 503 SERVER_BUSY when every place is taken, without taking one: asked before an
   * upload's body is read, so that a full queue does not make it send its photos for nothing.
   */
  ensureRoom(): void {
    if (this.isFull()) throw serverBusy(this.retryAfterSeconds());
  }

  /** A place in the queue, or 503 SERVER_BUSY with the seconds to wait when it is full. */
  enter(): QueuePlace {
    if (this.isFull()) throw serverBusy(this.retryAfterSeconds());
    this.admitted += 1;
    let left = false;
    let holdsDecode = false;
    let decoded = false;
    const release = () => {
      if (!holdsDecode) return;
      holdsDecode = false;
      // Handed straight to the next in line, so no newcomer slips in between.
      const next = this.ready.shift();
      if (next) next();
      else this.decoding -= 1;
    };
    return {
      decode: async <T>(work: () => Promise<T>): Promise<T> => {
        if (left || decoded) throw new Error('this place in the image queue has been used');
        decoded = true;
        if (this.decoding < this.limits.decodes) this.decoding += 1;
        else await new Promise<void>((resolve) => this.ready.push(resolve));
        holdsDecode = true;
        const started = performance.now();
        try {
          return await work();
        } finally {
          this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - started);
          release();
        }
      },
      leave: () => {
        if (left) return;
        left = true;
        this.admitted -= 1;
        release();
      },
    };
  }

  private isFull(): boolean {
    return this.admitted >= this.limits.decodes + this.limits.waiting;
  }

  /**
   * When a refused upload would find a decode free, in whole seconds (1 to 60): after the queue, and
   * after every upload refused before it, each told a later turn. Refused all at once and told the
   * same wait, a crowd would come back together, be refused again but the few that fit, and send its
   * files again and again; told their turns, they come back spread out.
   */
  private retryAfterSeconds(): number {
    const now = performance.now();
    const perUpload = this.averageMs / this.limits.decodes;
    const turn = Math.max(this.promisedUntil, now + this.admitted * perUpload);
    // Never promised beyond the longest wait answered, so a past crowd does not put off the next one.
    this.promisedUntil = Math.min(turn + perUpload, now + MAX_RETRY_AFTER_SECONDS * 1000);
    return Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, Math.ceil(Math.round(turn - now) / 1000)));
  }
}
