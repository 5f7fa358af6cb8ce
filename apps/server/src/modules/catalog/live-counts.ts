import type { AccessoryType, ProductCategory } from '@zeng/contract/constants';
import type { LandingKind } from '@zeng/contract/landing';

/**
 * How often each instance may count again: when a change to the shown adverts was heard since the last
 * count (or always, when changes are not heard). Answers that carry the counts (the brand and model
 * lists) may be kept by browsers and proxies as long (catalog/routes.ts).
 */
export const LIVE_COUNTS_EVERY_MS = 2 * 60_000;
/** Counted again after this long even when no change was heard: adverts expire without one. */
export const LIVE_COUNTS_AT_LEAST_MS = 30 * 60_000;

/**
 * Shown adverts of one combination of lookups, as the adverts module counts them; with a `districtId`,
 * of one category in one district, or (no category) of one district, every category together. With
 * their lowest and highest price, where the count carries them.
 */
export interface CountRow {
  category: ProductCategory | null;
  brandId: number | null;
  modelId: number | null;
  providerId: number | null;
  accessoryType: AccessoryType | null;
  /** A SIM number's prefix ("055"). */
  simPrefix?: string | null;
  districtId?: number | null;
  adverts: number;
  priceMin?: number | null;
  priceMax?: number | null;
}

/** A landing page's shown adverts and their price range (issue 36). */
export interface LandingCount {
  adverts: number;
  priceMin: number | null;
  priceMax: number | null;
}

/** A landing page's key among the counts: `phone:brand:1`, `sim:city:7`, `accessory:type:CASE`. */
export const landingKey = (category: ProductCategory, kind: LandingKind, id: number | string) =>
  `${category}:${kind}:${id}`;

/** Shown adverts (approved, unexpired, undeleted) per lookup entry, as counted at `countedAt`. */
export interface AdvertCounts {
  /** Phone and tablet brands (their ids differ). */
  readonly brands: ReadonlyMap<number, number>;
  readonly models: ReadonlyMap<number, number>;
  readonly providers: ReadonlyMap<number, number>;
  readonly accessoryTypes: ReadonlyMap<AccessoryType, number>;
  /** Every category's adverts in each district (the pickers lead with the most advertised city). */
  readonly districts: ReadonlyMap<number, number>;
  /** Each landing page's adverts and price range, by landingKey (a page with none is absent). */
  readonly landings: ReadonlyMap<string, LandingCount>;
  /** When they were counted; null before the first count. */
  readonly countedAt: Date | null;
}

export const NO_COUNTS: AdvertCounts = {
  brands: new Map(),
  models: new Map(),
  providers: new Map(),
  accessoryTypes: new Map(),
  districts: new Map(),
  landings: new Map(),
  countedAt: null,
};

function add<K>(map: Map<K, number>, key: K | null, n: number) {
  if (key !== null) map.set(key, (map.get(key) ?? 0) + n);
}

const lower = (a: number | null | undefined, b: number | null) => (a == null ? b : b === null ? a : Math.min(a, b));
const higher = (a: number | null | undefined, b: number | null) => (a == null ? b : b === null ? a : Math.max(a, b));

/** A row's adverts and prices added to a landing page's. */
function addLanding(map: Map<string, LandingCount>, key: string | null, row: CountRow) {
  if (key === null) return;
  const was = map.get(key) ?? { adverts: 0, priceMin: null, priceMax: null };
  map.set(key, {
    adverts: was.adverts + row.adverts,
    priceMin: lower(row.priceMin, was.priceMin),
    priceMax: higher(row.priceMax, was.priceMax),
  });
}

/** The landing pages a row of the lookups' grouping set counts towards. */
function landingKeysOf(row: CountRow & { category: ProductCategory }): (string | null)[] {
  const { category } = row;
  return [
    row.brandId === null ? null : landingKey(category, 'brand', row.brandId),
    row.modelId === null ? null : landingKey(category, 'model', row.modelId),
    row.providerId === null ? null : landingKey(category, 'operator', row.providerId),
    row.accessoryType === null ? null : landingKey(category, 'type', row.accessoryType),
    row.simPrefix == null ? null : landingKey(category, 'prefix', row.simPrefix),
  ];
}

/**
 * The counts of one GROUP BY's rows: a brand's is the sum of its models'. Rows of a district name no
 * lookup: with a category, they count that category's city page; without, the district's adverts.
 */
export function advertCountsOf(rows: readonly CountRow[], countedAt: Date): AdvertCounts {
  const brands = new Map<number, number>();
  const models = new Map<number, number>();
  const providers = new Map<number, number>();
  const accessoryTypes = new Map<AccessoryType, number>();
  const districts = new Map<number, number>();
  const landings = new Map<string, LandingCount>();
  for (const row of rows) {
    const districtId = row.districtId ?? null;
    if (districtId !== null) {
      if (row.category === null) add(districts, districtId, row.adverts);
      else addLanding(landings, landingKey(row.category, 'city', districtId), row);
      continue;
    }
    add(brands, row.brandId, row.adverts);
    add(models, row.modelId, row.adverts);
    add(providers, row.providerId, row.adverts);
    add(accessoryTypes, row.accessoryType, row.adverts);
    const { category } = row;
    if (category !== null) for (const key of landingKeysOf({ ...row, category })) addLanding(landings, key, row);
  }
  return { brands, models, providers, accessoryTypes, districts, landings, countedAt };
}

export interface LiveCountsOptions {
  /** One count of every shown advert by its lookups (a GROUP BY over the adverts). */
  count(): Promise<{ rows: readonly CountRow[]; at: Date }>;
  /** Said when a count fails; the previous counts are kept until the next one. */
  warn(err: unknown, message: string): void;
  /**
   * Whether every change to the shown adverts is heard now (changed() is called for each: the
   * database's announcements, ADR 0011). While it is, a count runs only after a change, or once the
   * last is LIVE_COUNTS_AT_LEAST_MS old; while it is not, at every turn.
   */
  hearsChanges(): boolean;
}

/**
 * How many shown adverts each brand, model, SIM provider, accessory type and district has, held in memory and
 * counted again in the background by one statement per instance, never per request: every few
 * minutes after a change to the shown adverts was heard, else every half hour (a count reads every
 * shown advert: 0.6 to 1 s of PostgreSQL at a million). The lookups, the search's suggestions and its
 * choice between near spellings read the latest counts (docs/decisions/0018). A count that fails keeps
 * the previous one.
 */
export class LiveCounts {
  #current: AdvertCounts = NO_COUNTS;
  #running: Promise<void> | null = null;
  #timer: NodeJS.Timeout | null = null;
  #options: LiveCountsOptions | null = null;
  /** A change was heard since the last count began. */
  #changed = true;
  /** When the last count began (performance.now()). */
  #countedAt = Number.NEGATIVE_INFINITY;

  /** The latest counts: a new object after every count, so a reader can tell they changed. */
  get current(): AdvertCounts {
    return this.#current;
  }

  /**
   * Counts now (the caller waits for it), then every `everyMs` in the background, when a change was
   * heard or the counts are LIVE_COUNTS_AT_LEAST_MS old, until stop().
   */
  async start(options: LiveCountsOptions, everyMs: number): Promise<void> {
    this.#options = options;
    await this.refresh();
    this.#timer = setInterval(() => void this.#turn(options), everyMs);
    this.#timer.unref();
  }

  /** A change to the shown adverts was heard: the next turn counts again. */
  changed(): void {
    this.#changed = true;
  }

  #turn(options: LiveCountsOptions) {
    const old = performance.now() - this.#countedAt >= LIVE_COUNTS_AT_LEAST_MS;
    if (this.#changed || old || !options.hearsChanges()) void this.refresh();
  }

  /** Counts again (one count at a time: a call during one waits for it). */
  refresh(): Promise<void> {
    const options = this.#options;
    if (!options) return Promise.resolve();
    if (!this.#running) {
      this.#changed = false;
      this.#countedAt = performance.now();
    }
    this.#running ??= options
      .count()
      .then(({ rows, at }) => {
        this.#current = advertCountsOf(rows, at);
      })
      .catch((err: unknown) =>
        options.warn(err, 'counting the shown adverts per lookup failed; the previous counts stay'),
      )
      .finally(() => {
        this.#running = null;
      });
    return this.#running;
  }

  /** No more counts; one under way finishes. */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#running;
  }
}
