import { ACCESSORY_TYPES, type ComponentType, LANGUAGES, type Language } from '@zeng/contract/constants';
import type {
  Brand,
  Component,
  District,
  DistrictListItem,
  Model,
  SimProvider,
  SortOption,
} from '@zeng/contract/lookups';
import { providerOfNumber } from '@zeng/contract/sim-operator';
import { fromKeys } from '@zeng/contract/typed';
import type { Database } from '../../db/client.js';
import { sortOptions } from '../../db/reference/catalog.js';
import { notFound } from '../../lib/errors.js';
import { PriceGuides } from '../price-guide/price-guides.js';
import { LandingPages } from './landing-pages.js';
import { type AdvertCounts, LiveCounts } from './live-counts.js';
import { type CatalogRows, loadCatalog } from './repository.js';

export type BrandRow = CatalogRows['brands'][number];
export type ModelRow = CatalogRows['models'][number];
type Provider = Omit<SimProvider, 'prefixes'>;
type BrandKind = 'PHONE' | 'TABLET';
type Uncounted<T> = Omit<T, 'adverts'>;

const ACCESSORY_TYPE_LIST: string[] = [...ACCESSORY_TYPES];

const byLanguage = <T>(make: (lang: Language) => T) => fromKeys(LANGUAGES, make);

/**
 * Lookups held in memory (they change only with a deploy): every answer is built once at load, so a
 * lookup call or a listed advert's names cost a map read, never a sort or a scan. The shown adverts of
 * each brand, model, provider and accessory type are counted in the background (live-counts.ts); the
 * brand and model lists carry them, made again once after each count.
 */
export class CatalogService {
  private readonly districtList: Record<Language, District[]>;
  private readonly districtsById: Record<Language, Map<number, District>>;
  private readonly brandLists: Record<BrandKind, Uncounted<Brand>[]>;
  private readonly brandsById: Map<number, BrandRow>;
  private readonly modelsById: Map<number, ModelRow>;
  /** Newest release first, as people look for recent phones. */
  private readonly modelsByBrand = new Map<number, Uncounted<Model>[]>();
  private readonly rows: CatalogRows;
  /** Shown adverts per entry, counted again in the background once app.ts has started them. */
  readonly liveCounts = new LiveCounts();
  /** What each model, storage and grade sells for (issue 38), read again after each daily rebuild. */
  readonly priceGuides = new PriceGuides();
  /** The counted lists, and the counts they were made with: made again when those change. */
  #counted: {
    of: AdvertCounts;
    brands: Partial<Record<BrandKind, Brand[]>>;
    models: Map<number, Model[]>;
    districts: Partial<Record<Language, DistrictListItem[]>>;
  } | null = null;
  private readonly offeredProviders: SimProvider[];
  private readonly providersById: Map<number, Provider>;
  private readonly componentLists: Record<ComponentType, Component[]>;
  private readonly componentsById: Map<number, Component>;
  private readonly sortLists: Record<Language, SortOption[]>;
  /** The landing pages (issue 36): their slugs from these tables, their counts from liveCounts. */
  readonly landings: LandingPages;

  private constructor(rows: CatalogRows) {
    this.rows = rows;
    this.landings = new LandingPages(this);
    const name = (row: CatalogRows['districts'][number], lang: Language) =>
      lang === 'en' ? row.nameEn : lang === 'ru' ? row.nameRu : row.nameAz;
    this.districtList = byLanguage((lang) =>
      rows.districts.map((d) => ({ id: d.id, name: name(d, lang) })).sort((a, b) => a.name.localeCompare(b.name, lang)),
    );
    this.districtsById = byLanguage((lang) => new Map(this.districtList[lang].map((d) => [d.id, d])));

    const brandsOf = (category: BrandKind) =>
      rows.brands.filter((b) => b.category === category).map((b) => ({ id: b.id, name: b.name, logoUrl: b.logoUrl }));
    this.brandLists = { PHONE: brandsOf('PHONE'), TABLET: brandsOf('TABLET') };
    this.brandsById = new Map(rows.brands.map((b) => [b.id, b]));

    this.modelsById = new Map(rows.models.map((m) => [m.id, m]));
    for (const m of [...rows.models].reverse()) {
      const list = this.modelsByBrand.get(m.brandId) ?? [];
      list.push({ id: m.id, name: m.name, year: m.releaseYear });
      this.modelsByBrand.set(m.brandId, list);
    }

    this.offeredProviders = rows.providers
      .filter((p) => p.active)
      .map((p) => ({ id: p.id, name: p.name, imageUrl: p.imageUrl, prefixes: p.prefixes }));
    this.providersById = new Map(rows.providers.map((p) => [p.id, { id: p.id, name: p.name, imageUrl: p.imageUrl }]));

    const components = rows.components.map((c) => ({ id: c.id, type: c.type, capacity: c.capacity }));
    this.componentLists = {
      STORAGE: components.filter((c) => c.type === 'STORAGE'),
      RAM: components.filter((c) => c.type === 'RAM'),
    };
    this.componentsById = new Map(components.map((c) => [c.id, c]));

    this.sortLists = byLanguage((lang) => sortOptions.map((o) => ({ id: o.id, type: o.type, name: o.name[lang] })));
  }

  static async load(db: Database): Promise<CatalogService> {
    return new CatalogService(await loadCatalog(db));
  }

  /** The districts in `lang`, alphabetical, each with its shown adverts of every category (the pickers lead with the most advertised). */
  districts(lang: Language): DistrictListItem[] {
    const counted = this.#countedLists();
    const { districts } = counted.of;
    counted.districts[lang] ??= this.districtList[lang].map((d) => ({ ...d, adverts: districts.get(d.id) ?? 0 }));
    return counted.districts[lang];
  }

  district(id: number, lang: Language): District | undefined {
    return this.districtsById[lang].get(id);
  }

  /** A district's name in every language (search finds an advert by any of them). */
  districtNames(id: number): string[] {
    return LANGUAGES.flatMap((lang) => this.districtsById[lang].get(id)?.name ?? []);
  }

  /** The latest counts of shown adverts per entry (none until the first count). */
  advertCounts(): AdvertCounts {
    return this.liveCounts.current;
  }

  /** The lists as counted now: made once per count, then read as they are. */
  #countedLists() {
    const counts = this.liveCounts.current;
    if (this.#counted?.of !== counts) this.#counted = { of: counts, brands: {}, models: new Map(), districts: {} };
    return this.#counted;
  }

  brands(category: BrandKind): Brand[] {
    const counted = this.#countedLists();
    const { brands } = counted.of;
    counted.brands[category] ??= this.brandLists[category].map((b) => ({ ...b, adverts: brands.get(b.id) ?? 0 }));
    return counted.brands[category];
  }

  /** Every reference table's rows as read at start (the landing pages' slugs and names). */
  reference(): CatalogRows {
    return this.rows;
  }

  /** Every brand, phones' and tablets', in the lists' order. */
  brandRows(): readonly BrandRow[] {
    return this.rows.brands;
  }

  /** Every model of every brand. */
  modelRows(): readonly ModelRow[] {
    return this.rows.models;
  }

  /** Every SIM provider an advert may name, offered or not. */
  providerRows(): readonly Provider[] {
    return [...this.providersById.values()];
  }

  brand(id: number): BrandRow | undefined {
    return this.brandsById.get(id);
  }

  model(id: number): ModelRow | undefined {
    return this.modelsById.get(id);
  }

  models(brandId: number): Model[] {
    if (!this.brandsById.has(brandId)) throw notFound(`There is no brand with id ${brandId}.`);
    const counted = this.#countedLists();
    let list = counted.models.get(brandId);
    if (!list) {
      const { models } = counted.of;
      list = (this.modelsByBrand.get(brandId) ?? []).map((m) => ({ ...m, adverts: models.get(m.id) ?? 0 }));
      counted.models.set(brandId, list);
    }
    return list;
  }

  sortOptions(lang: Language): SortOption[] {
    return this.sortLists[lang];
  }

  /** The providers offered for new SIM adverts. */
  simProviders(): SimProvider[] {
    return this.offeredProviders;
  }

  /** Any provider an advert may name, including one no longer offered for new adverts. */
  simProvider(id: number): Provider | undefined {
    return this.providersById.get(id);
  }

  /** Whether new adverts may name this provider (Naxtel closed in December 2025). */
  offersProvider(id: number): boolean {
    return this.offeredProviders.some((p) => p.id === id);
  }

  /**
   * The offered provider whose codes hold this number's (994557753235: Bakcell), which a SIM advert must
   * name; undefined for a code none holds (060, Naxtel's former numbers): the seller says which.
   */
  providerOfNumber(number: string): SimProvider | undefined {
    return providerOfNumber(number, this.offeredProviders);
  }

  accessoryTypes(): string[] {
    return ACCESSORY_TYPE_LIST;
  }

  components(type: ComponentType): Component[] {
    return this.componentLists[type];
  }

  component(id: number): Component | undefined {
    return this.componentsById.get(id);
  }
}
