import { addressKey } from '../modules/auth/service.js';

/** Too many of one address's pieces wait already: answered 429 with Retry-After, to that address only. */
export class AddressLineFullError extends Error {
  readonly code: string = 'ZENG_ADDRESS_LINE_FULL';

  constructor(readonly waiting: number) {
    super(`${waiting} of this address's pieces waiting already`);
    this.name = 'AddressLineFullError';
  }
}

interface Line {
  running: number;
  waiting: Array<() => void>;
}

/**
 * A share of a queue every client uses (the page renders): each client address (an IPv6 /64) has at
 * most `atOnce` pieces in it; its further ones wait in a line of their own, which costs nobody else
 * anything, and past `maxWaiting` there they are refused. Forty connections of one address then hold
 * `atOnce` places of the renders' queue, never all of them (issue 34).
 */
export class AddressLines {
  readonly #lines = new Map<string, Line>();

  constructor(
    private readonly atOnce: number,
    private readonly maxWaiting: number,
  ) {}

  /** Runs `work` once `address` has fewer than `atOnce` pieces running; refuses when its line is full. */
  async run<T>(address: string, work: () => Promise<T>): Promise<T> {
    const key = addressKey(address);
    let line = this.#lines.get(key);
    if (!line) {
      line = { running: 0, waiting: [] };
      this.#lines.set(key, line);
    }
    if (line.running >= this.atOnce) {
      if (line.waiting.length >= this.maxWaiting) throw new AddressLineFullError(line.waiting.length);
      const queued = line;
      // The piece that ends hands its place over: nobody arriving meanwhile takes it.
      await new Promise<void>((resolve) => queued.waiting.push(resolve));
    } else {
      line.running += 1;
    }
    try {
      return await work();
    } finally {
      this.#leave(key, line);
    }
  }

  /** Addresses with pieces running or waiting (a bound on memory the tests can read). */
  get addresses(): number {
    return this.#lines.size;
  }

  #leave(key: string, line: Line): void {
    const next = line.waiting.shift();
    if (next) {
      next();
      return;
    }
    line.running -= 1;
    if (line.running === 0) this.#lines.delete(key);
  }
}
