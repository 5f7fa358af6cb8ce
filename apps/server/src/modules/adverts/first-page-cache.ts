import { PRODUCT_CATEGORIES, type ProductCategory } from '@zeng/contract/constants';
import type { Clock } from '../../infra/clock.js';
import { PreparedBody } from '../../lib/prepared-body.js';

/** An answer ready to send, and the last moment it is right without a change being announced. */
export interface CacheableAnswer {
  body: string;
  /** When the first advert in it expires, or the day it covers ends; null when nothing bounds it. */
  validUntil: Date | null;
}

export interface FirstPageCacheOptions {
  /** The cache is used only while this is true: changes are heard (the LISTEN connection is up). */
  isLive(): boolean;
  /** Entries kept; the least recently read goes first. */
  maxEntries?: number;
  /** The longest an entry is kept, changes heard or not: a bound on anything missed. */
  maxAgeMs?: number;
}

interface Entry {
  category: ProductCategory;
  body: PreparedBody;
  /** Epoch milliseconds past which the entry is not used. */
  until: number;
}

/**
 * The first pages of the public lists and today's counts, ready-serialised, in memory. The database
 * announces every change to a shown advert (migration 0007: NOTIFY at COMMIT, on every instance) and
 * `forget` drops that category's entries; an entry also ends when an advert in it expires, and after
 * `maxAgeMs` whatever happens. A read that began before a change is never stored after it: each
 * category has a generation, bumped by `forget`, and an answer loaded under an older one is served
 * to its callers but not kept. Concurrent misses of one key share one load.
 */
export class FirstPageCache {
  readonly #entries = new Map<string, Entry>();
  readonly #loading = new Map<string, Promise<PreparedBody>>();
  readonly #generations = new Map<ProductCategory, number>();
  readonly #maxEntries: number;
  readonly #maxAgeMs: number;

  constructor(
    private readonly clock: Clock,
    private readonly options: FirstPageCacheOptions,
  ) {
    this.#maxEntries = options.maxEntries ?? 2000;
    this.#maxAgeMs = options.maxAgeMs ?? 60_000;
  }

  /**
   * The entry under `key`, or what `load` answers (kept when nothing changed meanwhile), ready to be
   * sent: its bytes and their compressed forms are made once for all its readers.
   */
  async answer(category: ProductCategory, key: string, load: () => Promise<CacheableAnswer>): Promise<PreparedBody> {
    if (!this.options.isLive()) return new PreparedBody((await load()).body);
    const now = this.clock.now().getTime();
    const hit = this.#hit(key, now);
    if (hit) return hit;
    const generation = this.#generation(category);
    const flightKey = `${generation}|${key}`;
    const inFlight = this.#loading.get(flightKey);
    if (inFlight) return inFlight;
    const flight = load()
      .then((answer) => {
        const body = new PreparedBody(answer.body);
        if (this.#generation(category) === generation && this.options.isLive()) {
          this.#store(key, category, body, answer.validUntil, now);
        }
        return body;
      })
      .finally(() => this.#loading.delete(flightKey));
    this.#loading.set(flightKey, flight);
    return flight;
  }

  /**
   * The entry under `key` while it holds, without loading anything: a caller that finds it need not
   * make the loader at all (the first pages' hot path).
   */
  hit(key: string): PreparedBody | undefined {
    return this.options.isLive() ? this.#hit(key, this.clock.now().getTime()) : undefined;
  }

  #hit(key: string, now: number): PreparedBody | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.until <= now) return undefined;
    // Read again: to the back of the eviction order.
    this.#entries.set(key, entry);
    return entry.body;
  }

  /** A shown advert of `category` changed (null: anything may have changed). */
  forget(category: ProductCategory | null): void {
    for (const [key, entry] of this.#entries) {
      if (category === null || entry.category === category) this.#entries.delete(key);
    }
    for (const each of category === null ? PRODUCT_CATEGORIES : [category]) {
      this.#generations.set(each, this.#generation(each) + 1);
    }
  }

  get size(): number {
    return this.#entries.size;
  }

  #generation(category: ProductCategory): number {
    return this.#generations.get(category) ?? 0;
  }

  #store(key: string, category: ProductCategory, body: PreparedBody, validUntil: Date | null, loadedAt: number) {
    const until = Math.min(loadedAt + this.#maxAgeMs, validUntil?.getTime() ?? Number.POSITIVE_INFINITY);
    this.#entries.set(key, { category, body, until });
    if (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }
}
