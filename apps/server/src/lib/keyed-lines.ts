/** Too many of one key's pieces wait already: answered to that key's client only. */
export class LineFullError extends Error {
  readonly code: string = 'ZENG_LINE_FULL';

  constructor(readonly waiting: number) {
    super(`${waiting} of this client's pieces waiting already`);
    this.name = 'LineFullError';
  }
}

interface Line {
  running: number;
  waiting: Array<() => void>;
}

export interface KeyedLinesOptions<K> {
  /** The pieces of one key that may run at once. */
  atOnce: number;
  /** Its further pieces that may wait in its own line; one more is refused (0: refused at once). */
  maxWaiting: number;
  /** Whose share a key is (an address's IPv6 /64, say); the key itself by default. */
  shareOf?: (key: K) => string;
  /** What a refused piece throws; LineFullError by default. */
  refusal?: (waiting: number) => Error;
}

/**
 * One client's share of something every client uses: each key (a client address for the page
 * renders, an account for the uploads) has at most `atOnce` pieces running; its further ones wait in
 * a line of their own, which costs nobody else anything, and past `maxWaiting` there they are refused.
 * Forty connections of one address then hold `atOnce` places of the renders' queue, never all of them
 * (issue 34).
 */
export class KeyedLines<K = string> {
  readonly #lines = new Map<string, Line>();

  constructor(private readonly options: KeyedLinesOptions<K>) {}

  /** Runs `work` once `key` has fewer than `atOnce` pieces running; refuses when its line is full. */
  async run<T>(key: K, work: () => Promise<T>): Promise<T> {
    const share = this.options.shareOf?.(key) ?? String(key);
    let line = this.#lines.get(share);
    if (!line) {
      line = { running: 0, waiting: [] };
      this.#lines.set(share, line);
    }
    if (line.running >= this.options.atOnce) {
      if (line.waiting.length >= this.options.maxWaiting) {
        throw this.options.refusal?.(line.waiting.length) ?? new LineFullError(line.waiting.length);
      }
      const queued = line;
      // The piece that ends hands its place over: nobody arriving meanwhile takes it.
      await new Promise<void>((resolve) => queued.waiting.push(resolve));
    } else {
      line.running += 1;
    }
    try {
      return await work();
    } finally {
      this.#leave(share, line);
    }
  }

  /** Keys with pieces running or waiting (a bound on memory the tests can read). */
  get keys(): number {
    return this.#lines.size;
  }

  #leave(share: string, line: Line): void {
    const next = line.waiting.shift();
    if (next) {
      next();
      return;
    }
    line.running -= 1;
    if (line.running === 0) this.#lines.delete(share);
  }
}
