import type { ListQuery } from '@zeng/contract/adverts';
import { type Language, LIST_KEYS, type ProductCategory, type SortType } from '@zeng/contract/constants';
import { type FilterName, filterValuesFor } from '@zeng/contract/filters';
import { keysOf } from '@zeng/contract/typed';
import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { adverts } from '../db/schema.js';
import { compiledAnswerJson } from '../lib/answer-json.js';
import { type Cursor, decodeCursor, encodeCursor } from '../modules/adverts/cursor.js';
import { FILTER_SQL, type FilterSqlValues } from '../modules/adverts/filter-sql.js';
import { visibleSql } from '../modules/adverts/lifecycle.js';
import { listSchemas } from '../modules/adverts/listing-answers.js';
import { heldOptions } from '../modules/adverts/seller-options.js';
import { parseSearch } from '../modules/adverts/service.js';
import type { CatalogService } from '../modules/catalog/service.js';
import { imageUrl } from '../modules/media/urls.js';

/**
 * The public list's answer as the server made it before issue 20, kept unchanged as the oracle of
 * list-path.test.ts: Drizzle's object rows of every advert column, a mapper building each item from
 * spreads, and the same compiled serialiser. The new path must answer every query byte for byte as
 * this one does. Only what the new path rewrote is copied here; the filters' SQL, the cursor and the
 * search parsing are the ones both paths share.
 */
export async function previousListAnswer(
  db: Database,
  catalog: CatalogService,
  category: ProductCategory,
  q: ListQuery,
  lang: Language,
  now: Date,
): Promise<string> {
  const filters = { category, ...filterValuesFor(category, q), ...parseSearch(category, q.searchQuery) };
  const cursor = q.page ? decodeCursor(q.page, q.sortByType) : null;
  const { clause, values } = where(filters, cursor);
  const rows = await selectRows(db)
    .where(clause)
    .orderBy(...ORDER[q.sortByType])
    .limit(p('limit'))
    .prepare('')
    .execute({ ...values, now, limit: q.limit + 1 });
  const pageRows = rows.slice(0, q.limit);
  const last = pageRows.at(-1);
  const isDate = q.sortByType === 'DATE_DESC' || q.sortByType === 'DATE_ASC';
  const nextCursor =
    rows.length > q.limit && last
      ? encodeCursor({
          sort: q.sortByType,
          key: isDate ? last.publishedAt.toISOString() : last.price,
          id: last.id,
          // Since issue 38 a cursor also names the page it starts (the VIP places rotate by it).
          page: (cursor ? (cursor.page ?? 2) : 1) + 1,
        })
      : null;
  const items = pageRows.map((row) => listItem(catalog, row, lang));
  return compiledAnswerJson(listSchemas[category])({ [LIST_KEYS[category]]: items, nextCursor });
}

const ADVERT_COLUMNS = {
  id: adverts.id,
  category: adverts.category,
  userId: adverts.userId,
  state: adverts.state,
  price: adverts.price,
  districtId: adverts.districtId,
  comment: adverts.comment,
  condition: adverts.condition,
  color: adverts.color,
  simType: adverts.simType,
  simNumber: adverts.simNumber,
  name: adverts.name,
  accessoryType: adverts.accessoryType,
  rejectionReason: adverts.rejectionReason,
  createdAt: adverts.createdAt,
  submittedAt: adverts.submittedAt,
  publishedAt: adverts.publishedAt,
  expiresAt: adverts.expiresAt,
  deletedAt: adverts.deletedAt,
  brandId: adverts.brandId,
  modelId: adverts.modelId,
  storageId: adverts.storageId,
  ramId: adverts.ramId,
  providerId: adverts.simProviderId,
  barter: adverts.barter,
  credit: adverts.credit,
  delivery: adverts.delivery,
  negotiable: adverts.negotiable,
  grade: adverts.grade,
  batteryHealth: adverts.batteryHealth,
  imageKeys: sql<
    string[]
  >`ARRAY(SELECT ai.key FROM advert_images ai WHERE ai.advert_id = ${adverts.id} ORDER BY ai.position)`,
};

const selectRows = (db: Database) => db.select(ADVERT_COLUMNS).from(adverts);
type Row = Awaited<ReturnType<typeof selectRows>>[number];
type Filters = ReturnType<typeof parseSearch> & { category: ProductCategory } & Partial<
    Record<keyof typeof FILTER_SQL, unknown>
  >;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const p = sql.placeholder;

/** The WHERE clause with its placeholders' values, as repository.ts built it before issue 20. */
function where(f: Filters, cursor: Cursor | null) {
  const conditions: SQL[] = [visibleSql(p('now')), eq(adverts.category, p('category'))];
  const values: Record<string, unknown> = { category: f.category };
  // (Issue 21: the filters' SQL binds its own values and may write chosen flags into the condition.)
  for (const name of keysOf(FILTER_SQL)) {
    const value = f[name];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    conditions.push(bindFilter(name, value as FilterSqlValues[typeof name], values));
  }
  for (const word of f.words ?? []) {
    conditions.push(sql`${adverts.searchText} LIKE ${sql.raw(`'%${escapeLike(word).replaceAll("'", "''")}%'`)}`);
  }
  (f.numberPatterns ?? []).forEach((pattern, i) => {
    values[`number${i}`] = pattern;
  });
  const numbers = or(...(f.numberPatterns ?? []).map((_, i) => sql`${adverts.simNumber} LIKE ${p(`number${i}`)}`));
  if (numbers) conditions.push(numbers);
  if (cursor) {
    const isDate = cursor.sort === 'DATE_DESC' || cursor.sort === 'DATE_ASC';
    values.cursorKey = isDate ? new Date(cursor.key) : cursor.key;
    values.cursorId = cursor.id;
    const column = isDate ? adverts.publishedAt : adverts.price;
    const descending = cursor.sort === 'DATE_DESC' || cursor.sort === 'PRICE_DESC';
    conditions.push(
      sql`(${column}, ${adverts.id}) ${sql.raw(descending ? '<' : '>')} (${p('cursorKey')}, ${p('cursorId')})`,
    );
  }
  return { clause: and(...conditions), values };
}

function bindFilter<N extends FilterName>(name: N, value: FilterSqlValues[N], values: Record<string, unknown>): SQL {
  FILTER_SQL[name].bind(value, values);
  return FILTER_SQL[name].condition(value);
}

const ORDER: Record<SortType, SQL[]> = {
  DATE_DESC: [desc(adverts.publishedAt), desc(adverts.id)],
  DATE_ASC: [asc(adverts.publishedAt), asc(adverts.id)],
  PRICE_ASC: [asc(adverts.price), asc(adverts.id)],
  PRICE_DESC: [desc(adverts.price), desc(adverts.id)],
};

function present<T, K extends keyof T>(from: T, key: K): NonNullable<T[K]> {
  const value = from[key];
  if (value === null || value === undefined) throw new Error(`an advert lacks its ${String(key)}`);
  return value;
}

function listItem(catalog: CatalogService, row: Row, lang: Language) {
  const shown = {
    id: row.id,
    price: row.price,
    district: { name: catalog.district(row.districtId, lang)?.name ?? '' },
    // Issue 21 added the seller's options to every list item.
    sellerOptions: heldOptions(row),
  };
  const dateCreated = row.publishedAt.toISOString();
  const brand = row.brandId ? catalog.brand(row.brandId) : undefined;
  const model = row.modelId ? catalog.model(row.modelId) : undefined;
  const provider = row.providerId ? catalog.simProvider(row.providerId) : undefined;
  const storage = row.storageId ? (catalog.component(row.storageId) ?? null) : null;
  const ram = row.ramId ? (catalog.component(row.ramId) ?? null) : null;
  const device = () => ({
    ...shown,
    imageUrls: row.imageKeys.map((k) => imageUrl(k, 'thumb')),
    brand: { name: brand?.name ?? '' },
    model: { name: model?.name ?? '' },
    condition: present(row, 'condition'),
    // Issue 37 added a device's grade and battery to its list item.
    grade: present(row, 'grade'),
    batteryHealth: row.batteryHealth,
    dateCreated,
    // Issue 38 added a phone's or tablet's "good price" (the price guide, ADR 0037).
    goodPrice: catalog.priceGuides.isGoodPrice({
      modelId: row.modelId,
      storageId: row.storageId,
      grade: row.grade,
      price: row.price,
    }),
  });
  const capacity = (component: { capacity: string } | null) => component && { capacity: component.capacity };
  switch (row.category) {
    case 'phone':
      return {
        category: 'phone',
        ...device(),
        ram: capacity(ram) ?? { capacity: '' },
        mainMemory: capacity(storage) ?? { capacity: '' },
      };
    case 'tablet':
      return { category: 'tablet', ...device(), ram: capacity(ram), mainMemory: capacity(storage) };
    case 'sim':
      return {
        category: 'sim',
        ...shown,
        number: row.simNumber ?? '',
        simProvider: { id: row.providerId ?? 0, name: provider?.name ?? '', imageUrl: provider?.imageUrl ?? '' },
        dateCreated,
      };
    case 'accessory':
      return {
        category: 'accessory',
        ...shown,
        name: row.name ?? '',
        type: present(row, 'accessoryType'),
        imageUrls: row.imageKeys.map((k) => imageUrl(k, 'thumb')),
        condition: present(row, 'condition'),
        dateCreated,
      };
  }
}
