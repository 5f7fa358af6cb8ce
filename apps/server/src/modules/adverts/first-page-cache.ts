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

/**
 * How a page may be answered from an entry that no longer holds (issue 34): a visitor is never
 * refused a page the cache had because its re-render is queued behind a flood.
 */
export interface StaleUse {
  /**
   * An entry past its time (not one a change made wrong) is answered at once while one load makes it
   * again in the background (stale-while-revalidate), for at most this long past its time.
   */
  whileRevalidatingMs: number;
  /** Load failures answered with the last entry instead, even one a change made wrong (refusals). */
  onError(err: unknown): boolean;
}

interface Entry {
  /** Null: nothing an advert does changes it (a page without adverts); only `forget(null)` does. */
  category: ProductCategory | null;
  body: PreparedBody;
  /** Epoch milliseconds past which the entry is not fresh. */
  until: number;
  /** Kept after it stopped holding, for StaleUse: past its time or forgotten. */
  stale?: StaleUse;
  /** A change made it wrong: answered only when loading it again failed (StaleUse.onError). */
  forgotten?: boolean;
}

/**
 * The first pages of the public lists and today's counts, ready-serialised, in memory. The database
 * announces every change to a shown advert (migration 0007: NOTIFY at COMMIT, on every instance) and
 * `forget` drops that category's entries; an entry also ends when an advert in it expires, and after
 * `maxAgeMs` whatever happens. A read that began before a change is never stored after it: each
 * category has a generation, bumped by `forget`, and an answer loaded under an older one is served
 * to its callers but not kept. Concurrent misses of one key share one load. An entry stored with a
 * StaleUse outlives its end as its StaleUse says.
 */
export class FirstPageCache {
  readonly #entries = new Map<string, Entry>();
  readonly #loading = new Map<string, Promise<PreparedBody>>();
  readonly #generations = new Map<ProductCategory | null, number>();
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
   * sent: its bytes and their compressed forms are made once for all its readers. `category` null is
   * an entry no advert's change forgets.
   */
  async answer(
    category: ProductCategory | null,
    key: string,
    load: () => Promise<CacheableAnswer>,
    stale?: StaleUse,
  ): Promise<PreparedBody> {
    if (!this.options.isLive()) return new PreparedBody((await load()).body);
    const now = this.clock.now().getTime();
    const hit = this.#hit(key, now);
    if (hit) return hit;
    const entry = this.#entries.get(key);
    const flight = this.#load(category, key, load, now, stale);
    if (!entry?.stale) return flight;
    if (this.#servesWhileRevalidating(entry, now)) {
      // Answered now; the load goes on for the next reader (a failure it cannot use drops the entry).
      flight.catch((err) => {
        if (!entry.stale?.onError(err) && this.#entries.get(key) === entry) this.#entries.delete(key);
      });
      return entry.body;
    }
    return flight.catch((err) => {
      if (entry.stale?.onError(err)) return entry.body;
      throw err;
    });
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
    if (!this.#isFresh(entry, now)) {
      if (!entry.stale) this.#entries.delete(key);
      return undefined;
    }
    // Read again: to the back of the eviction order.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.body;
  }

  #isFresh(entry: Entry, now: number): boolean {
    return !entry.forgotten && entry.until > now;
  }

  #servesWhileRevalidating(entry: Entry, now: number): boolean {
    return !entry.forgotten && entry.stale !== undefined && now < entry.until + entry.stale.whileRevalidatingMs;
  }

  /** One load of `key` for all who ask meanwhile, kept when nothing changed while it ran. */
  #load(
    category: ProductCategory | null,
    key: string,
    load: () => Promise<CacheableAnswer>,
    now: number,
    stale: StaleUse | undefined,
  ): Promise<PreparedBody> {
    const generation = this.#generation(category);
    const flightKey = `${generation}|${key}`;
    const inFlight = this.#loading.get(flightKey);
    if (inFlight) return inFlight;
    const flight = load()
      .then((answer) => {
        const body = new PreparedBody(answer.body);
        if (this.#generation(category) === generation && this.options.isLive()) {
          this.#store(key, { category, body, until: this.#until(answer.validUntil, now), stale });
        }
        return body;
      })
      .finally(() => this.#loading.delete(flightKey));
    this.#loading.set(flightKey, flight);
    return flight;
  }

  /**
   * A shown advert of `category` changed (null: anything may have changed, pages without adverts
   * too). An entry kept for StaleUse stays, marked, for when loading it again fails.
   */
  forget(category: ProductCategory | null): void {
    for (const [key, entry] of this.#entries) {
      if (category !== null && entry.category !== category) continue;
      if (entry.stale) entry.forgotten = true;
      else this.#entries.delete(key);
    }
    for (const each of category === null ? [null, ...PRODUCT_CATEGORIES] : [category]) {
      this.#generations.set(each, this.#generation(each) + 1);
    }
  }

  /** Entries that hold now or may be answered past their time. */
  get size(): number {
    let size = 0;
    for (const entry of this.#entries.values()) if (!entry.forgotten) size += 1;
    return size;
  }

  #generation(category: ProductCategory | null): number {
    return this.#generations.get(category) ?? 0;
  }

  #until(validUntil: Date | null, loadedAt: number): number {
    return Math.min(loadedAt + this.#maxAgeMs, validUntil?.getTime() ?? Number.POSITIVE_INFINITY);
  }

  #store(key: string, entry: Entry) {
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    if (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }
}
