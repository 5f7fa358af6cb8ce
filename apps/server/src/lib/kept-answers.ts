import { PRODUCT_CATEGORIES, type ProductCategory } from '@zeng/contract/constants';
import type { Clock } from '../infra/clock.js';

/** What a load made, the last moment it is right without a change being announced, and its size. */
export interface Loaded<T> {
  value: T;
  /** When the first advert in it expires, or the day it covers ends; null when nothing bounds it. */
  validUntil: Date | null;
  /** Memory it takes, counted against `maxBytes` (0 when absent). */
  bytes?: number;
}

export interface KeptAnswersOptions {
  /** Kept only while this is true: changes are heard (the LISTEN connection is up); else every answer is loaded. */
  isLive(): boolean;
  /** Entries kept; the least recently read goes first. */
  maxEntries?: number;
  /** Their bytes kept at most (Loaded.bytes); past them, the least recently read go first. */
  maxBytes?: number;
  /** The longest an entry is kept, changes heard or not: a bound on anything missed. */
  maxAgeMs?: number;
}

/**
 * How an entry that no longer holds may still be answered (issue 34): a visitor is never refused a
 * page the cache had because its re-render is queued behind a flood.
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

export interface AnswerUse {
  /** Kept for StaleUse after it stops holding. */
  stale?: StaleUse;
  /**
   * Load failures that are the starter's alone (its client's allowance refused it): whoever waited for
   * that load starts one of its own instead of sharing the refusal.
   */
  starterOnly?(err: unknown): boolean;
}

interface Entry<T> {
  /** Null: nothing an advert does changes it (a page without adverts); only `forget(null)` does. */
  category: ProductCategory | null;
  value: T;
  bytes: number;
  /** Epoch milliseconds past which the entry is not fresh. */
  until: number;
  /** Kept after it stopped holding, for StaleUse: past its time or forgotten. */
  stale?: StaleUse | undefined;
  /** A change made it wrong: answered only when loading it again failed (StaleUse.onError). */
  forgotten?: boolean;
}

/**
 * Answers made from the shown adverts, kept in memory until they change (ADR 0011): the first pages,
 * the pages, the searches' counts and the sitemaps. The database announces every change to a shown
 * advert (migration 0007: NOTIFY at COMMIT, on every instance) and `forget` drops that category's
 * entries; an entry also ends when an advert in it expires, and after `maxAgeMs` whatever happens. A
 * load that began before a change is sent to its callers but never kept: each category has a
 * generation, bumped by `forget`. Concurrent misses of one key share one load. An entry loaded with a
 * StaleUse outlives its end as its StaleUse says.
 */
export class KeptAnswers<T> {
  readonly #entries = new Map<string, Entry<T>>();
  readonly #loading = new Map<string, Promise<T>>();
  readonly #generations = new Map<ProductCategory | null, number>();
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  readonly #maxAgeMs: number;
  #bytes = 0;

  constructor(
    private readonly clock: Clock,
    private readonly options: KeptAnswersOptions,
  ) {
    this.#maxEntries = options.maxEntries ?? 2000;
    this.#maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
    this.#maxAgeMs = options.maxAgeMs ?? 60_000;
  }

  /**
   * The entry under `key`, or what `load` makes (kept when nothing changed meanwhile). `category` null
   * is an entry no advert's change forgets.
   */
  async get(
    category: ProductCategory | null,
    key: string,
    load: () => Promise<Loaded<T>>,
    use: AnswerUse = {},
  ): Promise<T> {
    if (!this.options.isLive()) return (await load()).value;
    for (;;) {
      const now = this.clock.now().getTime();
      const hit = this.#hit(key, now);
      if (hit) return hit.value;
      const entry = this.#entries.get(key);
      const flightKey = `${this.#generation(category)}|${key}`;
      const joined = this.#loading.get(flightKey);
      const flight = joined ?? this.#load(category, key, flightKey, load, now, use.stale);
      if (entry?.stale && this.#servesWhileRevalidating(entry, now)) {
        // Answered now; the load goes on for the next reader (a failure it cannot use drops the entry).
        flight.catch((err) => {
          if (!entry.stale?.onError(err) && this.#entries.get(key) === entry) this.#drop(key, entry);
        });
        return entry.value;
      }
      try {
        return await flight;
      } catch (err) {
        if (entry?.stale?.onError(err)) return entry.value;
        if (joined && use.starterOnly?.(err)) continue;
        throw err;
      }
    }
  }

  /**
   * The entry under `key` while it holds, without loading anything: a caller that finds it need not
   * make the loader at all (the first pages' hot path).
   */
  hit(key: string): T | undefined {
    return this.options.isLive() ? this.#hit(key, this.clock.now().getTime())?.value : undefined;
  }

  /**
   * A shown advert of `category` changed (null: anything may have changed, pages without adverts
   * too). An entry kept for StaleUse stays, marked, for when loading it again fails.
   */
  forget(category: ProductCategory | null): void {
    for (const [key, entry] of this.#entries) {
      if (category !== null && entry.category !== category) continue;
      if (entry.stale) entry.forgotten = true;
      else this.#drop(key, entry);
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

  /** The bytes kept now. */
  get bytes(): number {
    return this.#bytes;
  }

  #hit(key: string, now: number): Entry<T> | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (!this.#isFresh(entry, now)) {
      if (!entry.stale) this.#drop(key, entry);
      return undefined;
    }
    // Read again: to the back of the eviction order.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  #isFresh(entry: Entry<T>, now: number): boolean {
    return !entry.forgotten && entry.until > now;
  }

  #servesWhileRevalidating(entry: Entry<T>, now: number): boolean {
    return !entry.forgotten && entry.stale !== undefined && now < entry.until + entry.stale.whileRevalidatingMs;
  }

  /** One load of `key` for all who ask meanwhile, kept when nothing changed while it ran. */
  #load(
    category: ProductCategory | null,
    key: string,
    flightKey: string,
    load: () => Promise<Loaded<T>>,
    now: number,
    stale: StaleUse | undefined,
  ): Promise<T> {
    const generation = this.#generation(category);
    const flight = load()
      .then((loaded) => {
        if (this.#generation(category) === generation && this.options.isLive()) {
          const until = Math.min(now + this.#maxAgeMs, loaded.validUntil?.getTime() ?? Number.POSITIVE_INFINITY);
          this.#store(key, { category, value: loaded.value, bytes: loaded.bytes ?? 0, until, stale });
        }
        return loaded.value;
      })
      .finally(() => this.#loading.delete(flightKey));
    this.#loading.set(flightKey, flight);
    return flight;
  }

  #generation(category: ProductCategory | null): number {
    return this.#generations.get(category) ?? 0;
  }

  #store(key: string, entry: Entry<T>) {
    const previous = this.#entries.get(key);
    if (previous) this.#drop(key, previous);
    // Larger than the bound on its own: sent, never kept.
    if (entry.bytes > this.#maxBytes) return;
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
    for (const [oldKey, old] of this.#entries) {
      if (this.#entries.size <= this.#maxEntries && this.#bytes <= this.#maxBytes) break;
      this.#drop(oldKey, old);
    }
  }

  #drop(key: string, entry: Entry<T>) {
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}
