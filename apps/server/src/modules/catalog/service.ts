import { ACCESSORY_TYPES, type ComponentType, type Language } from '@zeng/contract/constants';
import type { Brand, Component, District, Model, SimProvider, SortOption } from '@zeng/contract/lookups';
import type { Database } from '../../db/client.js';
import { sortOptions } from '../../db/reference/catalog.js';
import { notFound } from '../../lib/errors.js';
import { type CatalogRows, loadCatalog } from './repository.js';

type DistrictRow = CatalogRows['districts'][number];
type BrandRow = CatalogRows['brands'][number];
type ModelRow = CatalogRows['models'][number];

const districtName = (row: DistrictRow, lang: Language) =>
  lang === 'en' ? row.nameEn : lang === 'ru' ? row.nameRu : row.nameAz;

/** Lookups held in memory (they change only with a deploy), answered in the caller's language. */
export class CatalogService {
  private constructor(
    private readonly rows: CatalogRows,
    private readonly districtsById: Map<number, DistrictRow>,
    private readonly brandsById: Map<number, BrandRow>,
    private readonly modelsById: Map<number, ModelRow>,
    private readonly modelsByBrand: Map<number, Model[]>,
  ) {}

  static async load(db: Database): Promise<CatalogService> {
    const rows = await loadCatalog(db);
    const modelsByBrand = new Map<number, Model[]>();
    for (const m of rows.models) {
      const list = modelsByBrand.get(m.brandId) ?? [];
      list.push({ id: m.id, name: m.name });
      modelsByBrand.set(m.brandId, list);
    }
    return new CatalogService(
      rows,
      new Map(rows.districts.map((d) => [d.id, d])),
      new Map(rows.brands.map((b) => [b.id, b])),
      new Map(rows.models.map((m) => [m.id, m])),
      modelsByBrand,
    );
  }

  districts(lang: Language): District[] {
    const list = this.rows.districts.map((d) => ({ id: d.id, name: districtName(d, lang) }));
    return list.sort((a, b) => a.name.localeCompare(b.name, lang));
  }

  district(id: number, lang: Language): District | undefined {
    const row = this.districtsById.get(id);
    return row && { id: row.id, name: districtName(row, lang) };
  }

  brands(category: 'PHONE' | 'TABLET'): Brand[] {
    return this.rows.brands
      .filter((b) => b.category === category)
      .map((b) => ({ id: b.id, name: b.name, logoUrl: b.logoUrl }));
  }

  brand(id: number): BrandRow | undefined {
    return this.brandsById.get(id);
  }

  model(id: number): ModelRow | undefined {
    return this.modelsById.get(id);
  }

  /** Models of a brand, newest release first, as people look for recent phones. */
  models(brandId: number): Model[] {
    if (!this.brandsById.has(brandId)) throw notFound(`There is no brand with id ${brandId}.`);
    const list = this.modelsByBrand.get(brandId) ?? [];
    return [...list].reverse();
  }

  sortOptions(lang: Language): SortOption[] {
    return sortOptions.map((o) => ({ id: o.id, type: o.type, name: o.name[lang] }));
  }

  simProviders(): SimProvider[] {
    return this.rows.providers
      .filter((p) => p.active)
      .map((p) => ({ id: p.id, name: p.name, imageUrl: p.imageUrl, prefixes: p.prefixes }));
  }

  /** Any provider an advert may name, including one no longer offered for new adverts. */
  simProvider(id: number): Omit<SimProvider, 'prefixes'> | undefined {
    const p = this.rows.providers.find((row) => row.id === id);
    return p && { id: p.id, name: p.name, imageUrl: p.imageUrl };
  }

  accessoryTypes(): string[] {
    return [...ACCESSORY_TYPES];
  }

  components(type: ComponentType): Component[] {
    return this.rows.components
      .filter((c) => c.type === type)
      .map((c) => ({ id: c.id, type: c.type, capacity: c.capacity }));
  }

  component(id: number): Component | undefined {
    const c = this.rows.components.find((row) => row.id === id);
    return c && { id: c.id, type: c.type, capacity: c.capacity };
  }
}
