import { PRODUCT_CATEGORIES, type ProductCategory } from '@zeng/contract/constants';
import type { Clock } from '../../infra/clock.js';

/** What a build made, and what keeping it costs. */
export interface Built<T> {
  value: T;
  /** Memory it takes, counted against the bound. */
  bytes: number;
  /** When it stops being right without a change being announced (an advert in it expires); null: never. */
  validUntil: Date | null;
}

export interface KeptSitemapsOptions {
  /** Kept only while changes are heard (the LISTEN connection is up); meanwhile every answer is built. */
  isLive(): boolean;
  /** The bytes kept at most; past them, the least recently read go first. */
  maxBytes: number;
  /** The longest anything is kept, changes heard or not: a bound on anything missed. */
  maxAgeMs: number;
}

/** A build its starter's allowance refused: whoever meant to share it asks for one of its own. */
class BuildRefused extends Error {
  constructor(readonly refusal: unknown) {
    super('the build was refused to the request that started it');
  }
}

interface Entry<T> {
  value: T;
  category: ProductCategory;
  bytes: number;
  /** Epoch milliseconds past which it is not used. */
  until: number;
}

/**
 * Sitemaps (and what the index knows of each category) built once and kept in memory until a shown
 * advert of their category changes, as the first pages are (ADR 0011): `forget` drops a category's
 * entries when the database announces a change to it. A build that began before a change is sent but
 * never kept; requests that find the same one being built wait for it instead of building it again, so
 * only the request that starts a build is counted against its client's allowance (ADR 0024).
 */
export class KeptSitemaps<T> {
  readonly #entries = new Map<string, Entry<T>>();
  readonly #building = new Map<string, Promise<T>>();
  readonly #generations = new Map<ProductCategory, number>();
  #bytes = 0;

  constructor(
    private readonly clock: Clock,
    private readonly options: KeptSitemapsOptions,
  ) {}

  /**
   * What is kept under `key`; else what another request is building for it; else what `build` makes,
   * once `beforeBuild` lets it (it may refuse by throwing: then nothing is built, and a request that
   * meant to share that build asks for one of its own).
   */
  async get(
    category: ProductCategory,
    key: string,
    build: () => Promise<Built<T>>,
    beforeBuild: () => Promise<void>,
  ): Promise<T> {
    if (!this.options.isLive()) {
      await beforeBuild();
      return (await build()).value;
    }
    for (;;) {
      const kept = this.#kept(key);
      if (kept) return kept.value;
      const building = this.#building.get(this.#buildKey(category, key));
      if (!building) return this.#start(category, key, build, beforeBuild);
      try {
        return await building;
      } catch (err) {
        if (!(err instanceof BuildRefused)) throw err;
      }
    }
  }

  /** A category's shown adverts changed (null: anything may have changed). */
  forget(category: ProductCategory | null): void {
    for (const [key, entry] of this.#entries) {
      if (category === null || entry.category === category) this.#drop(key, entry);
    }
    for (const each of category === null ? PRODUCT_CATEGORIES : [category]) {
      this.#generations.set(each, this.#generation(each) + 1);
    }
  }

  /** The bytes kept now. */
  get bytes(): number {
    return this.#bytes;
  }

  #kept(key: string): { value: T } | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#drop(key, entry);
    if (entry.until <= this.clock.now().getTime()) return undefined;
    // Read again: to the back of the order in which entries are dropped.
    this.#keep(key, entry);
    return { value: entry.value };
  }

  /** Registered before `beforeBuild` runs, so that requests arriving meanwhile wait for it too. */
  #start(
    category: ProductCategory,
    key: string,
    build: () => Promise<Built<T>>,
    beforeBuild: () => Promise<void>,
  ): Promise<T> {
    const generation = this.#generation(category);
    const buildKey = this.#buildKey(category, key);
    const startedAt = this.clock.now().getTime();
    const building = beforeBuild()
      .then(
        () => build(),
        (refusal: unknown) => {
          throw new BuildRefused(refusal);
        },
      )
      .then((built) => {
        if (this.#generation(category) === generation && this.options.isLive()) {
          const validUntil = built.validUntil?.getTime() ?? Number.POSITIVE_INFINITY;
          const until = Math.min(startedAt + this.options.maxAgeMs, validUntil);
          this.#keep(key, { value: built.value, category, bytes: built.bytes, until });
        }
        return built.value;
      })
      .finally(() => this.#building.delete(buildKey));
    this.#building.set(buildKey, building);
    // The request that started it gets its own refusal as it was thrown.
    return building.catch((err: unknown) => {
      throw err instanceof BuildRefused ? err.refusal : err;
    });
  }

  #keep(key: string, entry: Entry<T>) {
    const previous = this.#entries.get(key);
    if (previous) this.#drop(key, previous);
    if (entry.bytes > this.options.maxBytes) return;
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
    for (const [oldKey, old] of this.#entries) {
      if (this.#bytes <= this.options.maxBytes) break;
      this.#drop(oldKey, old);
    }
  }

  #drop(key: string, entry: Entry<T>) {
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  /** A build started under an older generation is not joined: it may miss a change. */
  #buildKey(category: ProductCategory, key: string): string {
    return `${this.#generation(category)}|${key}`;
  }

  #generation(category: ProductCategory): number {
    return this.#generations.get(category) ?? 0;
  }
}
