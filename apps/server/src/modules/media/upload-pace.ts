import type { Readable } from 'node:stream';
import { AppError } from '../../lib/errors.js';

/**
 * How fast an upload's body must arrive (ADR 0026). Issue 34: twelve uploads sending a byte every five
 * seconds each held a place of the image queue for minutes, and nobody else could add a photo.
 */
export interface UploadPaceLimits {
  /** The longest the whole body may take to arrive (REQUEST_TIMEOUT_MS). */
  timeoutMs: number;
  /** The fewest bytes a second it must bring (UPLOAD_MIN_BYTES_PER_SECOND), measured over each window. */
  minBytesPerSecond: number;
  /** UPLOAD_RATE_WINDOW_MS; the first window is the upload's grace, the connection's slow start included. */
  windowMs: number;
}

const seconds = (ms: number) => `${ms / 1000} seconds`;

/** 408, the connection closed after it: the rest of a body not worth waiting for is never read. */
const cutOff = (message: string) => new AppError(408, 'REQUEST_TIMEOUT', message, { headers: { connection: 'close' } });

export const uploadTooSlow = (limits: UploadPaceLimits) =>
  cutOff(
    `The photos arrived too slowly: less than ${Math.round(limits.minBytesPerSecond / 102.4) / 10} KB a second ` +
      `for ${seconds(limits.windowMs)}. Check your connection and send them again.`,
  );

export const uploadTooLong = (limits: UploadPaceLimits) =>
  cutOff(
    `The photos took longer than ${seconds(limits.timeoutMs)} to arrive. Check your connection and send them again.`,
  );

/**
 * Watches an upload's body as it arrives, from the moment it is read: in every window it must bring
 * `minBytesPerSecond` on average, and the whole of it must arrive within `timeoutMs`. Otherwise `signal`
 * aborts, and `cut` rejects, with the 408 to answer. Reading only pauses for the server's own work
 * between parts (counting an image, a file's disk writes), a few milliseconds beside a window.
 *
 * It listens to the body's 'data' as the parser does, so it must be created in the same turn of the
 * event loop as the parser is attached (request.parts()'s first read): the body starts flowing at the
 * next turn, to both.
 */
export class UploadPace {
  readonly #controller = new AbortController();
  /** Rejects with the 408 once the body is cut off; never resolves. */
  readonly cut: Promise<never>;
  readonly #rateCheck: NodeJS.Timeout;
  readonly #deadline: NodeJS.Timeout;
  #received = 0;

  constructor(
    private readonly body: Readable,
    limits: UploadPaceLimits,
  ) {
    this.cut = new Promise<never>((_resolve, reject) => {
      this.#controller.signal.addEventListener('abort', () => reject(this.#controller.signal.reason), { once: true });
    });
    // Raced against each read of the form; once the form is read, nobody waits on it.
    this.cut.catch(() => {});
    body.on('data', this.#count);
    body.once('end', this.stop);
    const perWindow = (limits.minBytesPerSecond * limits.windowMs) / 1000;
    let measured = 0;
    this.#rateCheck = setInterval(() => {
      if (this.#received - measured < perWindow) this.#cutOff(uploadTooSlow(limits));
      measured = this.#received;
    }, limits.windowMs).unref();
    this.#deadline = setTimeout(() => this.#cutOff(uploadTooLong(limits)), limits.timeoutMs).unref();
  }

  /** Aborted with the 408 once the body is cut off: stops the reads that take it (spool.ts). */
  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  /** The body has arrived, or the upload is over: nothing more to watch. Safe to call twice. */
  readonly stop = (): void => {
    clearInterval(this.#rateCheck);
    clearTimeout(this.#deadline);
    this.body.off('data', this.#count);
    this.body.off('end', this.stop);
  };

  readonly #count = (chunk: Buffer): void => {
    this.#received += chunk.length;
  };

  #cutOff(error: AppError): void {
    this.stop();
    this.#controller.abort(error);
  }
}
