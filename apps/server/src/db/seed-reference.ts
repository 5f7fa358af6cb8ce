import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { type Database, inTransaction } from './client.js';
import {
  type BrandSeed,
  phoneBrands,
  ramComponents,
  simProviders,
  storageComponents,
  tabletBrands,
} from './reference/catalog.js';
import { districts } from './reference/districts.js';
import { type ModelSeed, phoneModels } from './reference/phone-models.js';
import { tabletModels } from './reference/tablet-models.js';
import * as schema from './schema.js';

/** A kind's brands, each at its place in the lists (`position`), by the id the reference file gives it. */
function brandRows(list: readonly BrandSeed[], category: 'PHONE' | 'TABLET') {
  return list.map(({ id, slug, name }, position) => ({
    id,
    category,
    slug,
    name,
    logoUrl: `/media/brands/${slug}.svg`,
    position,
  }));
}

/** The models of a kind's brands (by the brand's slug), each by the id the reference file gives it. */
function modelRows(list: readonly BrandSeed[], modelsBySlug: Record<string, readonly ModelSeed[]>) {
  return list.flatMap(({ id: brandId, slug }) =>
    (modelsBySlug[slug] ?? []).map(([id, name, year, usd]) => ({
      id,
      brandId,
      name,
      releaseYear: year,
      launchPriceUsd: usd,
    })),
  );
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

/** The rows of every reference table, as the reference files give them (issued-ids.test.ts checks their ids). */
export function referenceRows() {
  return {
    districts: districts.map((d) => ({ id: d.id, slug: d.slug, nameAz: d.az, nameEn: d.en, nameRu: d.ru })),
    brands: [...brandRows(phoneBrands, 'PHONE'), ...brandRows(tabletBrands, 'TABLET')],
    models: [...modelRows(phoneBrands, phoneModels), ...modelRows(tabletBrands, tabletModels)],
    simProviders: simProviders.map((p) => ({
      ...p,
      prefixes: [...p.prefixes],
      imageUrl: `/media/providers/${p.slug}.svg`,
    })),
    components: [
      ...storageComponents.map(([id, capacity, megabytes]) => ({ id, type: 'STORAGE' as const, capacity, megabytes })),
      ...ramComponents.map(([id, capacity, megabytes]) => ({ id, type: 'RAM' as const, capacity, megabytes })),
    ],
  };
}

/**
 * Brings the reference tables in line with the reference files: idempotent, run at every start.
 * Rows are only added or updated, never removed, since adverts point at them.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  const rows = referenceRows();
  await inTransaction(db, async (t) => {
    await upsert(t, schema.districts, rows.districts, ['slug', 'nameAz', 'nameEn', 'nameRu']);
    await upsert(t, schema.brands, rows.brands, ['category', 'slug', 'name', 'logoUrl', 'position']);
    await upsert(t, schema.models, rows.models, ['brandId', 'name', 'releaseYear', 'launchPriceUsd']);
    await upsert(t, schema.simProviders, rows.simProviders, ['slug', 'name', 'prefixes', 'imageUrl']);
    await upsert(t, schema.components, rows.components, ['type', 'capacity', 'megabytes']);
  });
}
