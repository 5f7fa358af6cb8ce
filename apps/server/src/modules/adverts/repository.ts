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
import type { ArrayRows, ArrayStatement, TextRow } from '../../db/array-rows.js';
import { type Database, inTransaction } from '../../db/client.js';
import { advertImages, adverts, users } from '../../db/schema.js';
import type { Cursor } from './cursor.js';
import { FILTER_SQL } from './filter-sql.js';
import { holdsNumberSql, inStateSql, removed, type StoredState, visibleSql } from './lifecycle.js';
import { LISTED_COLUMNS, type ListedRow, listedRow } from './listed-rows.js';
import { recordModerationEvent } from './moderation-events.js';
import type { RareSearches } from './rare-searches.js';

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
  /** The conditions as SQL; without the words when `withWords` is false (a search's recent window filters them). */
  const clause = (withWords = true): SQL => {
    const where: SQL[] = [visibleSql(p('now')), eq(adverts.category, p('category'))];
    for (const name of FILTER_NAMES)
      if (FILTER_SQL[name].placeholder in values) where.push(FILTER_SQL[name].condition());
    if (withWords) where.push(...wordConditions(searchTextOf(f.category), words.length));
    if ('number' in values) where.push(sql`${adverts.simNumber} LIKE ${p('number')}`);
    if ('from' in values) where.push(gte(adverts.publishedAt, p('from')));
    if ('before' in values) where.push(lt(adverts.publishedAt, p('before')));
    if (cursor) where.push(afterCursor(cursor.sort));
    // `and` of no conditions is undefined; a list always has two (shown, and in its category).
    return and(...where) ?? sql`TRUE`;
  };
  // A number pattern reads a millisecond of index at least, so it runs on a pooled connection (ADR 0016).
  const numbered = 'number' in values;
  return { clause, values, shape, words, numbered };
}

/** Each search word as a condition on the search text: all must appear (their values are `word0`, `word1`…). */
const wordConditions = (text: SQLWrapper, count: number): SQL[] =>
  Array.from({ length: count }, (_, i) => sql`${text} LIKE ${p(`word${i}`)}`);

/**
 * Whether the category's trigram index narrows a search to the adverts holding its words: pg_trgm
 * takes trigrams from runs of letters and digits, padded with a blank where punctuation bounds them,
 * so a word needs a run of three ("iphone"), or of two beside punctuation ("(m1)", "s9+"). "m1" or
 * "x" alone gives the index nothing to look up: every advert would be read.
 */
export function indexNarrows(words: readonly string[]): boolean {
  return words.some((word) =>
    [...word.matchAll(/[\p{L}\p{N}]+/gu)].some(({ 0: run, index = 0 }) => {
      const bounded = (index > 0 ? 1 : 0) + (index + run.length < word.length ? 1 : 0);
      return run.length >= 3 || (run.length === 2 && bounded > 0);
    }),
  );
}

const FILTER_NAMES = keysOf(FILTER_SQL);

/**
 * Keyset paging: the rows strictly after the cursor in the sort order, as a row comparison the
 * listing index serves directly, so page 1,000 costs what page 1 costs.
 */
function afterCursor(sort: SortType): SQL {
  const { column, descending } = SORT_KEY[sort];
  return sql`(${column}, ${adverts.id}) ${sql.raw(descending ? '<' : '>')} (${p('cursorKey')}, ${p('cursorId')})`;
}

/** What each sort orders by first (then the id), and which way. */
const SORT_KEY: Record<SortType, { column: typeof adverts.publishedAt | typeof adverts.price; descending: boolean }> = {
  DATE_DESC: { column: adverts.publishedAt, descending: true },
  DATE_ASC: { column: adverts.publishedAt, descending: false },
  PRICE_ASC: { column: adverts.price, descending: false },
  PRICE_DESC: { column: adverts.price, descending: true },
};

/** A sort's ORDER BY over its key and the id, of the table or of a subquery's rows. */
function orderOf(sort: SortType, key: SQLWrapper, id: SQLWrapper): SQL[] {
  const direction = SORT_KEY[sort].descending ? desc : asc;
  return [direction(key), direction(id)];
}

const listOrder = (sort: SortType) => orderOf(sort, SORT_KEY[sort].column, adverts.id);

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
 * The statements of one kind (a list, a count), each shape built once. A statement with a name is
 * prepared once per connection with a plan for every call; one planned for its values (a search's)
 * has none and is planned each time (db/array-rows.ts).
 */
function statementsOf(kind: string) {
  const statements = new Map<string, BuiltStatement>();
  return (
    shape: string,
    build: () => SQLWrapper & { toSQL(): { sql: string; params: unknown[] } },
    plannedForValues: boolean,
    heavy = false,
  ) => {
    // Built once per shape either way (Drizzle building a search's SQL cost a third of the search).
    const key = plannedForValues ? `values_${shape}` : shape;
    let statement = statements.get(key);
    if (!statement) {
      statement = { ...built(plannedForValues ? '' : statementName(kind, shape), build()), heavy };
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
 * How many of the newest adverts a search's first step reads per row of its page: a word in fewer
 * than one advert in 200 of them sends the search to its second step (ADR 0016, "rare words").
 */
const RECENT_ROWS_PER_ROW = 200;

/**
 * The statements of one page of a list with the values of this call, in the order listVisible sends
 * them: each after the one before answered fewer rows than the limit, and the last one's rows are the
 * page. The plan tests EXPLAIN them and the benchmark's ceiling sends them straight to PostgreSQL.
 *
 * A list, or a SIM number pattern, is one statement. Words are two, because no single plan suits both
 * a word in a third of the adverts and one in ten: the planner guesses how common a word is from a
 * sample, and guessed "(m1)", in 10 of 450,000 phones, to be in 3,600, so it walked every phone by
 * date (3 s). The first step looks for the words among the newest adverts only (a prepared statement,
 * one plan: the words only filter what the walk reads), which fills the page of any common word. Only a
 * rarer word reaches the second, which gathers every advert holding the words through the category's
 * trigram index and sorts them (a few milliseconds for a word in under one advert in 200); a word the
 * index cannot narrow (indexNarrows) is left to the planner, which walks the list until the page is full.
 */
export function listingQuery(
  filters: ListFilters,
  sort: SortType,
  cursor: Cursor | null,
  limit: number,
  now: Date,
  recentRowsPerRow = RECENT_ROWS_PER_ROW,
): BoundStatement[] {
  const { clause, values, shape, words, numbered } = listWhere(filters, cursor);
  const key = `${sort}_${shape}`;
  const page = () =>
    builder
      .select(LISTED_COLUMNS)
      .from(adverts)
      .orderBy(...listOrder(sort))
      .limit(p('limit'));
  const { column } = SORT_KEY[sort];
  let statements: BuiltStatement[];
  if (numbered) {
    // A number pattern picks the page's ids from adverts_visible_sim_number_idx alone (each entry
    // holds the number and expiry), then reads only those rows.
    const ids = () =>
      builder
        .select({ id: adverts.id })
        .from(adverts)
        .where(clause())
        .orderBy(...listOrder(sort));
    statements = [listStatements(key, () => page().where(inArray(adverts.id, ids().limit(p('limit')))), true, true)];
  } else if (words.length === 0) {
    statements = [listStatements(key, () => page().where(clause()), false)];
  } else {
    const recent = () => {
      const newest = builder
        .select({ id: adverts.id, key: column, text: adverts.searchText })
        .from(adverts)
        .where(clause(false))
        .orderBy(...listOrder(sort))
        .limit(p('recent'))
        .as('recent');
      const ids = builder
        .select({ id: newest.id })
        .from(newest)
        .where(and(...wordConditions(newest.text, words.length)))
        .orderBy(...orderOf(sort, newest.key, newest.id))
        .limit(p('limit'));
      return page().where(inArray(adverts.id, ids));
    };
    const everyHolder = () => {
      // OFFSET keeps the subquery apart, so it is planned to find every advert holding the words (the
      // trigram index), not to walk the list in order until the page is full.
      const holders = builder
        .select({ id: adverts.id, key: column })
        .from(adverts)
        .where(clause())
        .offset(p('skip'))
        .as('holders');
      const ids = builder
        .select({ id: holders.id })
        .from(holders)
        .orderBy(...orderOf(sort, holders.key, holders.id))
        .limit(p('limit'));
      return page().where(inArray(adverts.id, ids));
    };
    const narrows = indexNarrows(words);
    statements = [
      listStatements(`recent_${key}`, recent, false),
      narrows
        ? listStatements(`holders_${key}`, everyHolder, true, true)
        : listStatements(key, () => page().where(clause()), true, true),
    ];
    values.recent = limit * recentRowsPerRow;
    values.skip = 0;
  }
  values.now = now;
  values.limit = limit;
  return statements.map((statement) => ({ statement, values: fillPlaceholders(statement.params, values) }));
}

/** How a search's steps are taken (listingQuery); tests narrow the first step. */
export interface SearchOptions {
  /** Searches whose first step came up short on a first page: they start with the second. */
  rare?: RareSearches;
  /** The size of a search's first step per row of its page. */
  recentRowsPerRow?: number;
}

/**
 * The shown adverts of a list's page, in its order (limit: the page's size plus one, to see a next
 * page): the statements of listingQuery in turn until one answers `limit` rows, or the last one.
 */
export async function listVisible(
  rows: ArrayRows,
  filters: ListFilters,
  sort: SortType,
  cursor: Cursor | null,
  limit: number,
  now: Date,
  options: SearchOptions = {},
): Promise<ListedRow[]> {
  const steps = listingQuery(filters, sort, cursor, limit, now, options.recentRowsPerRow);
  const { rare } = options;
  const memo = rare && steps.length > 1 ? { rare, key: `${sort} ${JSON.stringify(filters)}` } : undefined;
  const start = memo?.rare.has(memo.key, now) ? steps.length - 1 : 0;
  let found: TextRow[] = [];
  for (let step = start; step < steps.length; step++) {
    const bound = steps[step];
    if (!bound) break;
    found = await rows(bound.statement, bound.values);
    if (found.length >= limit) break;
    // Only a first page tells how common the words are among the newest adverts.
    if (step === 0 && cursor === null) memo?.rare.remember(memo.key, now);
  }
  return found.map(listedRow);
}

export async function countVisible(rows: ArrayRows, filters: ListFilters, now: Date): Promise<number> {
  const { clause, values, shape, words, numbered } = listWhere(filters, null);
  const statement = countStatements(
    shape,
    () => builder.select({ n: count() }).from(adverts).where(clause()),
    words.length > 0 || numbered,
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
