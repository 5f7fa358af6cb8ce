import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
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

/**
 * Insert or update by primary key, in chunks (PostgreSQL caps bind parameters per statement). `columns`
 * are the table's property names; each takes the value of the row that was refused as a duplicate.
 */
async function upsert<T extends PgTable & { id: PgColumn }>(
  db: Database,
  table: T,
  rows: T['$inferInsert'][],
  columns: (keyof T['_']['columns'] & string)[],
) {
  const byProperty = getTableColumns(table);
  const set: PgUpdateSetSource<T> = {};
  for (const column of columns) {
    const name = byProperty[column]?.name;
    if (!name) throw new Error(`the table has no column ${column}`);
    Object.assign(set, { [column]: sql.raw(`excluded."${name}"`) });
  }
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(table)
      .values(rows.slice(i, i + 500))
      .onConflictDoUpdate({ target: table.id, set });
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
      ['slug', 'nameAz', 'nameEn', 'nameRu'],
    );
    await upsert(
      t,
      schema.brands,
      [
        ...brandRows(phoneBrands, PHONE_BRAND_ID_BASE, 'PHONE'),
        ...brandRows(tabletBrands, TABLET_BRAND_ID_BASE, 'TABLET'),
      ],
      ['category', 'slug', 'name', 'logoUrl', 'position'],
    );
    await upsert(
      t,
      schema.models,
      [
        ...modelRows(phoneBrands, PHONE_BRAND_ID_BASE, phoneModels),
        ...modelRows(tabletBrands, TABLET_BRAND_ID_BASE, tabletModels),
      ],
      ['brandId', 'name', 'releaseYear', 'launchPriceUsd'],
    );
    await upsert(
      t,
      schema.simProviders,
      simProviders.map((p) => ({ ...p, prefixes: [...p.prefixes], imageUrl: `/media/providers/${p.slug}.svg` })),
      ['slug', 'name', 'prefixes', 'imageUrl'],
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
