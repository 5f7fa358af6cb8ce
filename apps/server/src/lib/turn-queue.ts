/**
 * Work that runs on the thread that answers HTTP and holds it while it runs (a statement of the
 * embedded database, a page rendered by React), one piece at a time in arrival order, each in a turn
 * of the event loop of its own.
 *
 * Node reads every readable socket in one turn and runs each request as far as it goes: left alone, a
 * flood of such requests ran its pieces back to back, each through to its answer, while every other
 * request (a /healthz, a cached page) waited unread for the turn to end (issue 18: /healthz at a median
 * of 1.6 s, several seconds here). Queued, the sockets are read between two pieces; and a piece is
 * refused at once when `maxWaiting` already wait, so its request answers 503 with Retry-After instead
 * of waiting behind everyone.
 */
export class TurnQueue {
  #running = false;
  readonly #waiting: Array<() => void> = [];

  constructor(
    private readonly maxWaiting: number = Number.POSITIVE_INFINITY,
    private readonly refusal: (waiting: number) => QueueFullError = (waiting) => new QueueFullError(waiting),
  ) {}

  /** Pieces waiting for the one running (not counting it). */
  get waiting(): number {
    return this.#waiting.length;
  }

  /**
   * Runs `work` once every piece before it has run, never in the turn that asked for it. With `shed`,
   * refuses it instead when the queue is full; without (start-up, readiness probes) it waits its turn
   * whatever the queue's length.
   */
  async run<T>(work: () => Promise<T>, shed = true): Promise<T> {
    if (this.#running) {
      if (shed && this.#waiting.length >= this.maxWaiting) throw this.refusal(this.#waiting.length);
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#running = true;
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    try {
      return await work();
    } finally {
      this.#next();
    }
  }

  #next(): void {
    const next = this.#waiting.shift();
    if (!next) {
      this.#running = false;
      return;
    }
    // Straight to the next piece, after one turn: the sockets that became readable meanwhile first.
    setImmediate(next);
  }
}

/** A piece refused because too many already wait: answered 503 with Retry-After. */
export class QueueFullError extends Error {
  readonly code: string = 'ZENG_QUEUE_FULL';

  constructor(readonly waiting: number) {
    super(`${waiting} waiting already`);
    this.name = 'QueueFullError';
  }
}
