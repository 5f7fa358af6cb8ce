import { createHash } from 'node:crypto';
import type {
  AccessoryType,
  AdvertState,
  Color,
  Condition,
  ProductCategory,
  SimType,
  SortType,
} from '@zeng/contract/constants';
import type { ListFilterValues } from '@zeng/contract/filters';
import { keysOf } from '@zeng/contract/typed';
import {
  and,
  asc,
  count,
  desc,
  eq,
  fillPlaceholders,
  gte,
  inArray,
  lt,
  ne,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { ArrayRows, ArrayStatement } from '../../db/array-rows.js';
import { type Database, inTransaction } from '../../db/client.js';
import { advertImages, adverts, users } from '../../db/schema.js';
import type { Cursor } from './cursor.js';
import { FILTER_SQL } from './filter-sql.js';
import { holdsNumberSql, inStateSql, removed, type StoredState, visibleSql } from './lifecycle.js';
import { LISTED_COLUMNS, type ListedRow, listedRow } from './listed-rows.js';
import { recordModerationEvent } from './moderation-events.js';

/** Every column any answer about an advert needs, in one row. */
const advertColumns = {
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
  imageKeys: sql<
    string[]
  >`ARRAY(SELECT ai.key FROM advert_images ai WHERE ai.advert_id = ${adverts.id} ORDER BY ai.position)`,
};

const sellerColumns = {
  sellerFirstName: users.firstName,
  sellerLastName: users.lastName,
  sellerPhone: users.phoneNumber,
};

export interface AdvertRow {
  id: number;
  category: ProductCategory;
  userId: number;
  state: StoredState;
  price: number;
  districtId: number;
  comment: string;
  condition: Condition | null;
  color: Color | null;
  simType: SimType | null;
  simNumber: string | null;
  name: string | null;
  accessoryType: AccessoryType | null;
  rejectionReason: string | null;
  createdAt: Date;
  submittedAt: Date;
  publishedAt: Date;
  expiresAt: Date | null;
  deletedAt: Date | null;
  brandId: number | null;
  modelId: number | null;
  storageId: number | null;
  ramId: number | null;
  providerId: number | null;
  imageKeys: string[];
}
export interface AdvertWithSellerRow extends AdvertRow {
  sellerFirstName: string;
  sellerLastName: string;
  sellerPhone: string;
}

/**
 * What a list shows: a category's adverts narrowed by the contract's filters (each as FILTER_SQL
 * writes it), by search words or a SIM number pattern, or by the day they were published.
 */
export interface ListFilters extends ListFilterValues {
  category: ProductCategory;
  /** Folded words that must all appear in the search text. */
  words?: string[] | undefined;
  /** A LIKE pattern over SIM numbers (994…, digits, _ and %), when the query is a number. */
  numberPattern?: string | undefined;
  publishedFrom?: Date | undefined;
  publishedBefore?: Date | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const p = sql.placeholder;

/**
 * A category's search text as its trigram index names it (migration 0010): an expression of its own per
 * category, so PostgreSQL keeps each category's statistics apart and knows how common a word is there.
 * The category is one of four fixed names, written into the SQL as the index writes it.
 */
const searchTextOf = (category: ProductCategory) =>
  sql`(CASE WHEN ${adverts.category} = ${sql.raw(`'${category}'`)} THEN ${adverts.searchText} END)`;

/** Builds SQL without a connection: the statements' text is the same for PostgreSQL and PGlite. */
const builder = new QueryBuilder();

/**
 * The WHERE clause of a list as placeholders, with their values and a key naming its shape: lists of
 * the same shape share one prepared statement, so PostgreSQL plans them once per connection
 * (planning costs more than running a listing: docs/decisions/0005-generic-plans.md). The clause is
 * built only when asked for: a shape already prepared needs just its values.
 */
function listWhere(f: ListFilters, cursor: Cursor | null) {
  const values: Record<string, unknown> = { category: f.category };
  let shape: string = f.category;
  for (const name of FILTER_NAMES) {
    const value = f[name];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    const { placeholder } = FILTER_SQL[name];
    values[placeholder] = value;
    shape += `_${placeholder}`;
  }
  const words = f.words ?? [];
  words.forEach((word, i) => {
    values[`word${i}`] = `%${escapeLike(word)}%`;
  });
  if (words.length > 0) shape += `_words${words.length}`;
  if (f.numberPattern !== undefined) {
    values.number = f.numberPattern;
    shape += '_number';
  }
  if (f.publishedFrom !== undefined) {
    values.from = f.publishedFrom;
    shape += '_from';
  }
  if (f.publishedBefore !== undefined) {
    values.before = f.publishedBefore;
    shape += '_before';
  }
  if (cursor) {
    const isDate = cursor.sort === 'DATE_DESC' || cursor.sort === 'DATE_ASC';
    values.cursorKey = isDate ? new Date(cursor.key) : cursor.key;
    values.cursorId = cursor.id;
    shape += '_cursor';
  }
  const clause = (): SQL => {
    const where: SQL[] = [visibleSql(p('now')), eq(adverts.category, p('category'))];
    for (const name of FILTER_NAMES)
      if (FILTER_SQL[name].placeholder in values) where.push(FILTER_SQL[name].condition());
    // Bound, and planned for their values (a statement without a name: db/array-rows.ts), so the planner
    // sees how common each word is in the category: it walks the date index for a common word ("qara")
    // and the category's trigram index for a rare one ("premium"). One plan for every word took about a
    // second for one or the other at a million adverts.
    words.forEach((_, i) => {
      where.push(sql`${searchTextOf(f.category)} LIKE ${p(`word${i}`)}`);
    });
    if ('number' in values) where.push(sql`${adverts.simNumber} LIKE ${p('number')}`);
    if ('from' in values) where.push(gte(adverts.publishedAt, p('from')));
    if ('before' in values) where.push(lt(adverts.publishedAt, p('before')));
    if (cursor) where.push(afterCursor(cursor.sort));
    // `and` of no conditions is undefined; a list always has two (shown, and in its category).
    return and(...where) ?? sql`TRUE`;
  };
  // A search is planned for its words or number each time: a statement of its own, never prepared. A
  // number pattern reads a millisecond of index at least, so it runs on a pooled connection (ADR 0016).
  const numbered = 'number' in values;
  return { clause, values, shape, searched: words.length > 0 || numbered, heavy: numbered };
}

const FILTER_NAMES = keysOf(FILTER_SQL);

/**
 * Keyset paging: the rows strictly after the cursor in the sort order, as a row comparison the
 * listing index serves directly, so page 1,000 costs what page 1 costs.
 */
function afterCursor(sort: SortType): SQL {
  const column = sort === 'DATE_DESC' || sort === 'DATE_ASC' ? adverts.publishedAt : adverts.price;
  const descending = sort === 'DATE_DESC' || sort === 'PRICE_DESC';
  return sql`(${column}, ${adverts.id}) ${sql.raw(descending ? '<' : '>')} (${p('cursorKey')}, ${p('cursorId')})`;
}

const ORDER: Record<SortType, SQL[]> = {
  DATE_DESC: [desc(adverts.publishedAt), desc(adverts.id)],
  DATE_ASC: [asc(adverts.publishedAt), asc(adverts.id)],
  PRICE_ASC: [asc(adverts.price), asc(adverts.id)],
  PRICE_DESC: [desc(adverts.price), desc(adverts.id)],
};

/** A prepared statement's name: one per distinct SQL text (a name reused for other SQL runs the old one). */
const statementName = (kind: string, shape: string) =>
  `${kind}_${createHash('sha256').update(shape).digest('hex').slice(0, 24)}`;

/** A statement as sent: its name (empty: planned for its values each time), its text and its parameters. */
interface BuiltStatement extends ArrayStatement {
  /** Drizzle's parameters: placeholders filled from a call's values, constants as they are. */
  params: unknown[];
}

const built = (name: string, query: SQLWrapper & { toSQL(): { sql: string; params: unknown[] } }): BuiltStatement => {
  const { sql: text, params } = query.toSQL();
  return { name, text, params };
};

/**
 * The statements of one kind (a list, a count), each shape built once and named, so PostgreSQL
 * prepares it once per connection with a plan for every call. A search is an unnamed statement, planned
 * for its values each time (db/array-rows.ts).
 */
function statementsOf(kind: string) {
  const statements = new Map<string, BuiltStatement>();
  return (
    shape: string,
    build: () => SQLWrapper & { toSQL(): { sql: string; params: unknown[] } },
    searched: boolean,
    heavy = false,
  ) => {
    // Built once per shape either way (Drizzle building a search's SQL cost a third of the search);
    // only the name differs: none for a search, planned for its values each time.
    const key = searched ? `searched_${shape}` : shape;
    let statement = statements.get(key);
    if (!statement) {
      statement = { ...built(searched ? '' : statementName(kind, shape), build()), heavy };
      statements.set(key, statement);
    }
    return statement;
  };
}

const listStatements = statementsOf('list');
const countStatements = statementsOf('count');

/** A statement with the values of one call, in the order of its parameters. */
export interface BoundStatement {
  statement: ArrayStatement;
  values: unknown[];
}

/**
 * The statement of one page of a list with the values of this call, as listVisible sends it: the
 * plan tests EXPLAIN it and the benchmark's ceiling sends it straight to PostgreSQL.
 */
export function listingQuery(
  filters: ListFilters,
  sort: SortType,
  cursor: Cursor | null,
  limit: number,
  now: Date,
): BoundStatement {
  const { clause, values, shape, searched, heavy } = listWhere(filters, cursor);
  const statement = listStatements(
    `${sort}_${shape}`,
    () => {
      const page = builder
        .select(LISTED_COLUMNS)
        .from(adverts)
        .orderBy(...ORDER[sort])
        .limit(p('limit'));
      if (filters.numberPattern === undefined) return page.where(clause());
      // A number pattern picks the page's ids from adverts_visible_sim_number_idx alone (each entry
      // holds the number and expiry), then reads only those rows.
      const ids = builder
        .select({ id: adverts.id })
        .from(adverts)
        .where(clause())
        .orderBy(...ORDER[sort])
        .limit(p('limit'));
      return page.where(inArray(adverts.id, ids));
    },
    searched,
    heavy,
  );
  values.now = now;
  values.limit = limit;
  return { statement, values: fillPlaceholders(statement.params, values) };
}

/** The shown adverts of a list's page, in its order (limit: the page's size plus one, to see a next page). */
export async function listVisible(
  rows: ArrayRows,
  filters: ListFilters,
  sort: SortType,
  cursor: Cursor | null,
  limit: number,
  now: Date,
): Promise<ListedRow[]> {
  const { statement, values } = listingQuery(filters, sort, cursor, limit, now);
  return (await rows(statement, values)).map(listedRow);
}

export async function countVisible(rows: ArrayRows, filters: ListFilters, now: Date): Promise<number> {
  const { clause, values, shape, searched } = listWhere(filters, null);
  const statement = countStatements(
    shape,
    () => builder.select({ n: count() }).from(adverts).where(clause()),
    searched,
  );
  values.now = now;
  const [row] = await rows(statement, fillPlaceholders(statement.params, values));
  return Number(row?.[0] ?? 0);
}

/** Runs a query built for one call (its values in its text's parameters), its rows read as cards. */
async function listedRows(rows: ArrayRows, query: SQLWrapper & { toSQL(): { sql: string; params: unknown[] } }) {
  const { text, params } = built('', query);
  return (await rows({ name: '', text }, params)).map(listedRow);
}

/** The advert-by-id statement, prepared by Drizzle once per database handle (its rows are whole adverts). */
const byIdStatements = new WeakMap<Database, { execute(values: { id: number }): Promise<AdvertWithSellerRow[]> }>();

export async function findById(db: Database, id: number): Promise<AdvertWithSellerRow | undefined> {
  let statement = byIdStatements.get(db);
  if (!statement) {
    statement = withSeller(db)
      .where(eq(adverts.id, p('id')))
      .limit(1)
      .prepare(statementName('advert', 'by_id'));
    byIdStatements.set(db, statement);
  }
  const [row] = await statement.execute({ id });
  return row;
}

/** The adverts of these ids that exist, in no particular order (deleted ones too: callers say why they are gone). */
export async function findByIds(rows: ArrayRows, ids: readonly number[]): Promise<ListedRow[]> {
  if (ids.length === 0) return [];
  return listedRows(
    rows,
    builder
      .select(LISTED_COLUMNS)
      .from(adverts)
      .where(inArray(adverts.id, [...ids])),
  );
}

/** Adverts joined with their seller's name and phone (detail and moderation answers). */
export function withSeller(db: Database) {
  return db
    .select({ ...advertColumns, ...sellerColumns })
    .from(adverts)
    .innerJoin(users, eq(users.id, adverts.userId));
}

export async function listOwned(rows: ArrayRows, userId: number, state: AdvertState, now: Date): Promise<ListedRow[]> {
  return listedRows(
    rows,
    builder
      .select(LISTED_COLUMNS)
      .from(adverts)
      .where(and(eq(adverts.userId, userId), inStateSql(state, now)))
      .orderBy(desc(adverts.createdAt), desc(adverts.id))
      .limit(500),
  );
}

/** Soft delete: the advert disappears everywhere but stays for the record. */
export async function softDelete(db: Database, id: number, byUserId: number, asModerator: boolean, now: Date) {
  await inTransaction(db, async (tx) => {
    await tx.update(adverts).set(removed(now)).where(eq(adverts.id, id));
    if (asModerator)
      await recordModerationEvent(tx, { advertId: id, moderatorId: byUserId, action: 'DELETE', at: now });
  });
}

// ---------- writes of the posting service (inside its transaction) ----------

export type AdvertValues = Omit<typeof adverts.$inferInsert, 'id'>;
export interface ImageValues {
  key: string;
  width: number;
  height: number;
}

export async function insertAdvert(tx: Database, values: AdvertValues): Promise<number> {
  const [row] = await tx.insert(adverts).values(values).returning({ id: adverts.id });
  if (!row) throw new Error('advert not inserted');
  return row.id;
}

export async function updateAdvert(tx: Database, id: number, values: Partial<AdvertValues>): Promise<void> {
  await tx.update(adverts).set(values).where(eq(adverts.id, id));
}

/** The advert's images become exactly these, in this order (the first is the cover). */
export async function replaceImages(tx: Database, advertId: number, images: readonly ImageValues[]): Promise<void> {
  await tx.delete(advertImages).where(eq(advertImages.advertId, advertId));
  if (images.length === 0) return;
  await tx.insert(advertImages).values(images.map((image, position) => ({ advertId, position, ...image })));
}

/** The images an advert has now, with their sizes: an edit may keep them. */
export async function imagesOf(db: Database, advertId: number): Promise<ImageValues[]> {
  return db
    .select({ key: advertImages.key, width: advertImages.width, height: advertImages.height })
    .from(advertImages)
    .where(eq(advertImages.advertId, advertId))
    .orderBy(asc(advertImages.position));
}

/**
 * Serialises two sends of one create (one person, one Idempotency-Key) until the transaction ends, so
 * the second finds the first's advert instead of racing it to the unique index.
 */
export async function lockIdempotencyKey(tx: Database, userId: number, key: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`zeng:create:${userId}:${key}`}))`);
}

/** The advert a create with this person's key made, deleted or not. */
export async function findByIdempotencyKey(
  db: Database,
  userId: number,
  key: string,
): Promise<{ id: number; category: ProductCategory } | undefined> {
  const [row] = await db
    .select({ id: adverts.id, category: adverts.category })
    .from(adverts)
    .where(and(eq(adverts.userId, userId), eq(adverts.idempotencyKey, key)));
  return row;
}

/**
 * Serialises everyone posting the same SIM number until the transaction ends: the check that no
 * active advert holds it and the write then cannot interleave (docs/decisions/0007).
 */
export async function lockSimNumber(tx: Database, number: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`zeng:sim:${number}`}))`);
}

/** One create at a time per person: the count of their pending adverts stays true until the insert commits. */
export async function lockCreatesOf(tx: Database, userId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`zeng:creates:${userId}`}))`);
}

/** This person's adverts of a category waiting for review now. */
export async function pendingCountOf(tx: Database, userId: number, category: ProductCategory, now: Date) {
  const [row] = await tx
    .select({ n: count() })
    .from(adverts)
    .where(and(eq(adverts.userId, userId), eq(adverts.category, category), inStateSql('PENDING', now)));
  return row?.n ?? 0;
}

/** Whether an advert other than `exceptId` holds this number now (pending, or approved and unexpired). */
export async function simNumberHeld(tx: Database, number: string, now: Date, exceptId?: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: adverts.id })
    .from(adverts)
    .where(
      and(
        eq(adverts.category, 'sim'),
        eq(adverts.simNumber, number),
        holdsNumberSql(now),
        exceptId === undefined ? undefined : ne(adverts.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
