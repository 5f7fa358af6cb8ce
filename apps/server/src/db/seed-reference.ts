import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Database, inTransaction } from './client.js';
import {
  modelId,
  PHONE_BRAND_ID_BASE,
  phoneBrands,
  ramComponents,
  simProviders,
  storageComponents,
  TABLET_BRAND_ID_BASE,
  tabletBrands,
} from './reference/catalog.js';
import { districts } from './reference/districts.js';
import { type ModelSeed, phoneModels } from './reference/phone-models.js';
import { tabletModels } from './reference/tablet-models.js';
import * as schema from './schema.js';

type BrandList = ReadonlyArray<readonly [slug: string, name: string]>;

function brandRows(list: BrandList, base: number, category: 'PHONE' | 'TABLET') {
  return list.map(([slug, name], position) => ({
    id: base + position,
    category,
    slug,
    name,
    logoUrl: `/media/brands/${slug}.svg`,
    position,
  }));
}

function modelRows(list: BrandList, base: number, modelsBySlug: Record<string, readonly ModelSeed[]>) {
  return list.flatMap(([slug], position) => {
    const brandId = base + position;
    return (modelsBySlug[slug] ?? []).map(([name, year, usd], index) => ({
      id: modelId(brandId, index),
      brandId,
      name,
      releaseYear: year,
      launchPriceUsd: usd,
    }));
  });
}

/** Insert or update by primary key, in chunks (PostgreSQL caps bind parameters per statement). */
async function upsert<T extends PgTable & { id: PgColumn }>(
  db: Database,
  table: T,
  rows: T['$inferInsert'][],
  columns: string[],
) {
  const set = Object.fromEntries(columns.map((c) => [c, sql.raw(`excluded."${c}"`)]));
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(table)
      .values(rows.slice(i, i + 500))
      .onConflictDoUpdate({ target: table.id, set: set as never });
  }
}

/**
 * Brings the reference tables in line with the reference files: idempotent, run at every start.
 * Rows are only added or updated, never removed, since adverts point at them.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  await inTransaction(db, async (t) => {
    await upsert(
      t,
      schema.districts,
      districts.map((d) => ({ id: d.id, slug: d.slug, nameAz: d.az, nameEn: d.en, nameRu: d.ru })),
      ['slug', 'name_az', 'name_en', 'name_ru'],
    );
    await upsert(
      t,
      schema.brands,
      [
        ...brandRows(phoneBrands, PHONE_BRAND_ID_BASE, 'PHONE'),
        ...brandRows(tabletBrands, TABLET_BRAND_ID_BASE, 'TABLET'),
      ],
      ['category', 'slug', 'name', 'logo_url', 'position'],
    );
    await upsert(
      t,
      schema.models,
      [
        ...modelRows(phoneBrands, PHONE_BRAND_ID_BASE, phoneModels),
        ...modelRows(tabletBrands, TABLET_BRAND_ID_BASE, tabletModels),
      ],
      ['brand_id', 'name', 'release_year', 'launch_price_usd'],
    );
    await upsert(
      t,
      schema.simProviders,
      simProviders.map((p) => ({ ...p, prefixes: [...p.prefixes], imageUrl: `/media/providers/${p.slug}.svg` })),
      ['slug', 'name', 'prefixes', 'image_url'],
    );
    await upsert(
      t,
      schema.components,
      [
        ...storageComponents.map(([id, capacity, megabytes]) => ({
          id,
          type: 'STORAGE' as const,
          capacity,
          megabytes,
        })),
        ...ramComponents.map(([id, capacity, megabytes]) => ({ id, type: 'RAM' as const, capacity, megabytes })),
      ],
      ['type', 'capacity', 'megabytes'],
    );
  });
}
