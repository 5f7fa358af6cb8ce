import {
  ACCESSORY_TYPES,
  type AccessoryType,
  type Language,
  PRODUCT_CATEGORIES,
  type ProductCategory,
  SIM_PREFIXES,
} from '@zeng/contract/constants';
import {
  type AdvertLandings,
  accessoryTypeSlug,
  LANDING_KINDS_OF,
  type Landing,
  type LandingAddress,
  type LandingKind,
  type LandingLink,
  landingPath,
  parseLanding,
  slugOf,
} from '@zeng/contract/landing';
import { PAGE_PARAM } from '@zeng/contract/page-address';
import { simPrefixOf } from '@zeng/contract/sim-number';
import { notFound } from '../../lib/errors.js';
import { type AdvertCounts, type LandingCount, landingKey } from './live-counts.js';
import type { CatalogRows } from './repository.js';

/** What the landing pages are made from: the reference tables, and the shown adverts as last counted. */
export interface LandingSource {
  reference(): CatalogRows;
  advertCounts(): AdvertCounts;
}

/** What of an advert names its landing pages. */
export interface LandedAdvert {
  category: ProductCategory;
  brandId: number | null;
  modelId: number | null;
  districtId: number;
  providerId: number | null;
  accessoryType: AccessoryType | null;
  simNumber: string | null;
}

type Brand = CatalogRows['brands'][number];
type Model = CatalogRows['models'][number];
type District = CatalogRows['districts'][number];
type Provider = CatalogRows['providers'][number];

/** The landing pages with shown adverts, and when they were counted. */
export interface LivePaths {
  paths: readonly string[];
  countedAt: Date;
}

/** The landing page a list's query names, by the query's parameters (sorted, joined by `&`). */
const QUERY_KINDS: Record<string, LandingKind> = {
  brandIds: 'brand',
  modelIds: 'model',
  'brandIds&modelIds': 'model',
  districtId: 'city',
  providerId: 'operator',
  simPrefix: 'prefix',
  type: 'type',
};

/** At most this many neighbours of one kind: the most advertised, enough to be found by. */
const NEIGHBOURS = 24;

const BRAND_CATEGORY = { phone: 'PHONE', tablet: 'TABLET' } as const;

const districtName = (d: District, lang: Language) => (lang === 'en' ? d.nameEn : lang === 'ru' ? d.nameRu : d.nameAz);

/** One landing page as the counts know it: what it names and what it lists. */
interface Entry {
  address: LandingAddress;
  /** Its key among the counts (live-counts.ts, landingKey). */
  key: string;
  id: number | string;
  name: (lang: Language) => string;
  /** Its name among its brand's other models: "iPhone 15 Pro" on Apple's pages. */
  shortName?: string;
  filters: Landing['filters'];
}

/**
 * The landing pages (issue 36): each brand, model, city, SIM operator, SIM prefix and accessory type of a category
 * that has shown adverts, found by its slugs, counted and priced from the live counts (never a query
 * per page view), with its breadcrumb and its neighbours.
 */
export class LandingPages {
  /** Every possible page of each category and kind, by its path. */
  readonly #byPath = new Map<string, Entry>();
  /** Every possible page of each category and kind, in the reference lists' order. */
  readonly #all: Record<ProductCategory, Entry[]> = { phone: [], tablet: [], sim: [], accessory: [] };
  /** Every possible page, by its key among the counts (live-counts.ts, landingKey). */
  readonly #byKey = new Map<string, Entry>();

  constructor(private readonly catalog: LandingSource) {
    const { brands, models, districts, providers } = catalog.reference();
    for (const category of PRODUCT_CATEGORIES) {
      for (const kind of LANDING_KINDS_OF[category]) {
        for (const made of this.#entriesOf(category, kind, { brands, models, districts, providers })) {
          const entry = { ...made, key: landingKey(category, kind, made.id) };
          this.#byPath.set(landingPath(entry.address), entry);
          this.#byKey.set(entry.key, entry);
          this.#all[category].push(entry);
        }
      }
    }
  }

  #entriesOf(
    category: ProductCategory,
    kind: LandingKind,
    rows: Pick<CatalogRows, 'brands' | 'models' | 'districts' | 'providers'>,
  ): Omit<Entry, 'key'>[] {
    const base = { category, kind };
    switch (kind) {
      case 'brand':
        return this.#brandsOf(category, rows.brands).map((b) => ({
          address: { ...base, slugs: [b.slug] },
          id: b.id,
          name: () => b.name,
          filters: { brandIds: [b.id] },
        }));
      case 'model':
        return this.#brandsOf(category, rows.brands).flatMap((b) =>
          modelSlugs(rows.models.filter((m) => m.brandId === b.id)).map(([m, slug]) => ({
            address: { ...base, slugs: [b.slug, slug] },
            id: m.id,
            name: () => `${b.name} ${m.name}`,
            shortName: m.name,
            filters: { brandIds: [b.id], modelIds: [m.id] },
          })),
        );
      case 'city':
        return rows.districts.map((d) => ({
          address: { ...base, slugs: [d.slug] },
          id: d.id,
          name: (lang: Language) => districtName(d, lang),
          filters: { districtId: d.id },
        }));
      case 'operator':
        return rows.providers.map((p: Provider) => ({
          address: { ...base, slugs: [p.slug] },
          id: p.id,
          name: () => p.name,
          filters: { providerId: p.id },
        }));
      case 'prefix':
        return SIM_PREFIXES.map((prefix) => ({
          address: { ...base, slugs: [prefix] },
          id: prefix,
          name: () => prefix,
          filters: { simPrefix: prefix },
        }));
      case 'type':
        return ACCESSORY_TYPES.map((type) => ({
          address: { ...base, slugs: [accessoryTypeSlug(type)] },
          id: type,
          name: () => type,
          filters: { type },
        }));
    }
  }

  #brandsOf(category: ProductCategory, brands: readonly Brand[]): Brand[] {
    if (category !== 'phone' && category !== 'tablet') return [];
    return brands.filter((b) => b.category === BRAND_CATEGORY[category]);
  }

  #count(entry: Entry, counts: AdvertCounts): LandingCount | undefined {
    return counts.landings.get(entry.key);
  }

  /** Whether the page holds a shown advert as last counted: a page with none is not there. */
  #isLive(entry: Entry, counts: AdvertCounts): boolean {
    return (this.#count(entry, counts)?.adverts ?? 0) > 0;
  }

  #link(entry: Entry, counts: AdvertCounts, lang: Language): LandingLink {
    return {
      kind: entry.address.kind,
      name: entry.shortName ?? entry.name(lang),
      path: landingPath(entry.address),
      adverts: this.#count(entry, counts)?.adverts ?? 0,
    };
  }

  /** The category's pages of these kinds that hold a shown advert, most advertised first. */
  #live(category: ProductCategory, counts: AdvertCounts, lang: Language, keep: (e: Entry) => boolean): LandingLink[] {
    return this.#all[category]
      .filter((e) => keep(e) && this.#isLive(e, counts))
      .map((e) => this.#link(e, counts, lang))
      .sort((a, b) => b.adverts - a.adverts);
  }

  /**
   * The landing page at `rest` under the category's base (`apple/iphone-15`), or the category's own
   * (`rest` empty) with its landing pages as neighbours; 404 for a page that names nothing or holds no
   * shown advert now.
   */
  page(category: ProductCategory, rest: string, lang: Language): Landing {
    const counts = this.catalog.advertCounts();
    if (rest === '') return this.#hub(category, counts, lang);
    const address = parseLanding(category, rest);
    const entry = address && this.#byPath.get(landingPath(address));
    const count = entry && this.#count(entry, counts);
    if (!entry || !count || !this.#isLive(entry, counts)) {
      throw notFound(`There are no ${category} adverts at ${rest} now.`);
    }
    const { kind } = entry.address;
    const [brandSlug] = entry.address.slugs;
    const brand =
      kind === 'model'
        ? this.#byPath.get(landingPath({ category, kind: 'brand', slugs: [brandSlug ?? ''] }))
        : undefined;
    const neighbours =
      kind === 'brand'
        ? this.#live(category, counts, lang, (e) => e.address.kind === 'model' && e.address.slugs[0] === brandSlug)
        : this.#live(
            category,
            counts,
            lang,
            (e) => e !== entry && e.address.kind === kind && (kind !== 'model' || e.address.slugs[0] === brandSlug),
          );
    return {
      category,
      kind,
      path: landingPath(entry.address),
      filters: entry.filters,
      name: entry.name(lang),
      ...count,
      trail: brand ? [this.#link(brand, counts, lang)] : [],
      neighbours: neighbours.slice(0, kind === 'brand' ? undefined : NEIGHBOURS),
    };
  }

  /** A category's own list: its pages of each kind but models, the most advertised of each. */
  #hub(category: ProductCategory, counts: AdvertCounts, lang: Language): Landing {
    const kinds = LANDING_KINDS_OF[category].filter((kind) => kind !== 'model');
    return {
      category,
      kind: 'category',
      path: '',
      filters: {},
      name: category,
      adverts: 0,
      priceMin: null,
      priceMax: null,
      trail: [],
      neighbours: kinds.flatMap((kind) =>
        this.#live(category, counts, lang, (e) => e.address.kind === kind).slice(0, NEIGHBOURS),
      ),
    };
  }

  /** The pages that list this advert and hold shown adverts as last counted (its page links them). */
  pathsOf(advert: LandedAdvert): AdvertLandings {
    const counts = this.catalog.advertCounts();
    const ids: Record<keyof AdvertLandings, number | string | null> = {
      brand: advert.brandId,
      model: advert.modelId,
      operator: advert.providerId,
      prefix: advert.simNumber && simPrefixOf(advert.simNumber),
      type: advert.accessoryType,
      city: advert.districtId,
    };
    const paths: AdvertLandings = {};
    for (const [kind, id] of Object.entries(ids) as [keyof AdvertLandings, number | string | null][]) {
      if (id === null || !LANDING_KINDS_OF[advert.category].includes(kind)) continue;
      const entry = this.#byKey.get(landingKey(advert.category, kind, id));
      if (entry && this.#isLive(entry, counts)) paths[kind] = landingPath(entry.address);
    }
    return paths;
  }

  /**
   * The landing page a category list's query names exactly — one brand, one model (with or without its
   * brand), one city, one operator, one prefix or one type, and nothing else but a page's number — with that number,
   * where it holds shown adverts: the one address of that list (a 301 sends the query's there).
   */
  addressOfQuery(category: ProductCategory, search: string): string | null {
    const params = new URLSearchParams(search);
    const page = params.getAll(PAGE_PARAM);
    params.delete(PAGE_PARAM);
    const names = [...new Set(params.keys())].sort().join('&');
    const kind = QUERY_KINDS[names];
    if (!kind || page.length > 1 || [...params.keys()].length !== names.split('&').length) return null;
    const value = (name: string) => params.get(name) ?? '';
    const id = kind === 'model' ? value('modelIds') : value(names);
    const entry = this.#byKey.get(landingKey(category, kind, id));
    if (!entry || !this.#isLive(entry, this.catalog.advertCounts())) return null;
    // A model's brand, when named, must be its own.
    if (names === 'brandIds&modelIds' && String(entry.filters.brandIds?.[0]) !== value('brandIds')) return null;
    return `${landingPath(entry.address)}${page[0] === undefined ? '' : `?${PAGE_PARAM}=${page[0]}`}`;
  }

  #livePaths: { of: AdvertCounts; paths: LivePaths } | null = null;

  /**
   * Every landing page that holds a shown advert, as last counted, by category (the sitemap lists
   * them), and when they were counted: the same object until the next count.
   */
  livePaths(): LivePaths {
    const counts = this.catalog.advertCounts();
    if (this.#livePaths?.of !== counts) {
      const paths = PRODUCT_CATEGORIES.flatMap((category) =>
        this.#all[category].filter((e) => this.#isLive(e, counts)).map((e) => landingPath(e.address)),
      );
      this.#livePaths = { of: counts, paths: { paths, countedAt: counts.countedAt ?? new Date(0) } };
    }
    return this.#livePaths.paths;
  }
}

/** A brand's models with their slugs, each its own: a name two models would share gets its id too. */
function modelSlugs(models: readonly Model[]): [Model, string][] {
  const taken = new Set<string>();
  return models.map((m) => {
    let slug = slugOf(m.name);
    if (taken.has(slug)) slug = `${slug}-${m.id}`;
    taken.add(slug);
    return [m, slug];
  });
}
