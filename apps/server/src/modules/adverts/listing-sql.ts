import { createHash } from 'node:crypto';
import type { ProductCategory, SortType } from '@zeng/contract/constants';
import type { FilterName, ListFilterValues } from '@zeng/contract/filters';
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
  or,
  Param,
  Placeholder,
  SQL,
  type SQLChunk,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { ArrayStatement } from '../../db/array-rows.js';
import { adverts } from '../../db/schema.js';
import type { Capacity } from '../search/capacities.js';
import type { Cursor } from './cursor.js';
import { FILTER_SQL, type FilterSqlValues } from './filter-sql.js';
import { visibleSql } from './lifecycle.js';
import { LISTED_COLUMNS } from './listed-rows.js';

// The SQL of the public lists and their counts, as text and values: a list's filters, sort, cursor and
// limit in, statements out, with no connection. listing-repository.ts sends them. The text of a
// prepared statement is what PostgreSQL caches its plan by, so listing-sql.test.ts keeps a snapshot of
// every shape: a change to it shows as a changed snapshot, to be benchmarked before it is accepted.

/**
 * What a list shows: a category's adverts narrowed by the contract's filters (each as FILTER_SQL
 * writes it), by search words or a SIM number pattern, or by the day they were published.
 */
export interface ListFilters extends ListFilterValues {
  category: ProductCategory;
  /** Folded words that must all appear in the search text. */
  words?: string[] | undefined;
  /** Storage and RAM a search names ("256gb", "8/256"), each of which the advert must hold (search/capacities.ts). */
  capacities?: Capacity[] | undefined;
  /** LIKE patterns over SIM numbers (994…, digits, _ and %), any of them, when the query is digits (sim-number-search.ts). */
  numberPatterns?: string[] | undefined;
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
  /** The chosen filters' conditions, made only when the clause is (a shape prepared before needs none). */
  const filterConditions: Array<() => SQL> = [];
  /** The chosen bounds of the price range: as a generic plan reads them, and plain on a given column. */
  const priceBounds: Array<{ generic: () => SQL; on: (column: SQLWrapper) => SQL }> = [];
  for (const name of FILTER_NAMES) {
    const value = f[name];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    shape += `_${bindFilter(name, value, values)}`;
    const { priceBound } = FILTER_SQL[name];
    if (priceBound) priceBounds.push({ generic: () => filterCondition(name, value), on: priceBound });
    else filterConditions.push(() => filterCondition(name, value));
  }
  const words = f.words ?? [];
  words.forEach((word, i) => {
    values[`word${i}`] = `%${escapeLike(word)}%`;
  });
  if (words.length > 0) shape += `_words${words.length}`;
  const capacities = f.capacities ?? [];
  capacities.forEach((capacity, i) => {
    shape += '_capacity';
    if (capacity.storageIds.length > 0) {
      values[`storage${i}`] = capacity.storageIds;
      shape += 'S';
    }
    if (capacity.ramIds.length > 0) {
      values[`ram${i}`] = capacity.ramIds;
      shape += 'R';
    }
  });
  /** Words or capacities: what a search's steps look for among the newest adverts, then through the index. */
  const searched = words.length > 0 || capacities.length > 0;
  const numberPatterns = f.numberPatterns ?? [];
  numberPatterns.forEach((pattern, i) => {
    values[`number${i}`] = pattern;
  });
  if (numberPatterns.length > 0) shape += `_number${numberPatterns.length}`;
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
  /**
   * The conditions as SQL; without the words, or the price range, when told (a first step's window of
   * the newest adverts filters them: listingQuery). `forValues`: for a statement planned for its
   * values, whose price range the planner reads against the statistics (filter-sql.ts, priceBound).
   */
  const clause = (withWords = true, withPrice = true, forValues = false): SQL => {
    const where: SQL[] = [visibleSql(p('now')), eq(adverts.category, p('category'))];
    for (const condition of filterConditions) where.push(condition());
    if (withPrice) for (const bound of priceBounds) where.push(forValues ? bound.on(adverts.price) : bound.generic());
    if (withWords) {
      where.push(...wordConditions(searchTextOf(f.category), words.length));
      where.push(...capacityConditions(adverts, capacities));
    }
    if (numberPatterns.length > 0) {
      const any = or(...numberPatterns.map((_, i) => sql`${adverts.simNumber} LIKE ${p(`number${i}`)}`));
      if (any) where.push(any);
    }
    if ('from' in values) where.push(gte(adverts.publishedAt, p('from')));
    if ('before' in values) where.push(lt(adverts.publishedAt, p('before')));
    if (cursor) where.push(afterCursor(cursor.sort));
    // `and` of no conditions is undefined; a list always has two (shown, and in its category).
    return and(...where) ?? sql`TRUE`;
  };
  // A number pattern reads a millisecond of index at least, so it runs on a pooled connection (ADR 0016).
  const numbered = numberPatterns.length > 0;
  /** The price range's conditions on a window's price column. */
  const priceRange = (column: SQLWrapper) => priceBounds.map((bound) => bound.on(column));
  return { clause, values, shape, words, capacities, searched, numbered, priced: priceBounds.length > 0, priceRange };
}

/**
 * Whether an advert row is in a list: the list's whole condition with its values written in as
 * parameters, so many lists' conditions can stand in one statement (a saved search's alerts match an
 * approved advert against every candidate search at once: saved-searches/matching.ts). The listing's
 * own statements keep their placeholders; this is the same condition, read the same way.
 */
export function listCondition(filters: ListFilters, now: Date): SQL {
  const { clause, values } = listWhere(filters, null);
  return withValues(clause(), { ...values, now });
}

/** The SQL with each placeholder replaced by its value as a parameter. */
function withValues(query: SQL, values: Record<string, unknown>): SQL {
  const fill = (chunk: SQLChunk): SQLChunk => {
    if (chunk instanceof Placeholder) {
      if (!(chunk.name in values)) throw new Error(`no value for placeholder ${chunk.name}`);
      return new Param(values[chunk.name]);
    }
    if (chunk instanceof SQL) return new SQL(chunk.queryChunks.map(fill));
    if (Array.isArray(chunk)) return chunk.map(fill);
    return chunk;
  };
  return new SQL(query.queryChunks.map(fill));
}

/** Each search word as a condition on the search text: all must appear (their values are `word0`, `word1`…). */
const wordConditions = (text: SQLWrapper, count: number): SQL[] =>
  Array.from({ length: count }, (_, i) => sql`${text} LIKE ${p(`word${i}`)}`);

/** The storage and RAM columns of a row a search's capacities are read on: the advert's, or a window's copies. */
interface CapacityColumns {
  storageId: SQLWrapper;
  ramId: SQLWrapper;
}

/**
 * Each capacity a search names as a condition on the storage and RAM (values `storage0`, `ram0`…): the
 * advert holds every one, each by its storage or its RAM.
 */
const capacityConditions = (row: CapacityColumns, capacities: readonly Capacity[]): SQL[] =>
  capacities.map((capacity, i) => {
    const storage = sql`${row.storageId} = ANY(${p(`storage${i}`)}::int[])`;
    const ram = sql`${row.ramId} = ANY(${p(`ram${i}`)}::int[])`;
    if (capacity.ramIds.length === 0) return storage;
    if (capacity.storageIds.length === 0) return ram;
    return sql`(${storage} OR ${ram})`;
  });

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

/** A filter's part of the shape, its placeholder's value set (one function per name: the value is that filter's). */
const bindFilter = <N extends FilterName>(name: N, value: FilterSqlValues[N], values: Record<string, unknown>) =>
  FILTER_SQL[name].bind(value, values);

/** A chosen filter's condition, for a value of the shape's (flags write theirs into the SQL). */
const filterCondition = <N extends FilterName>(name: N, value: FilterSqlValues[N]): SQL =>
  FILTER_SQL[name].condition(value);

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
export const statementName = (kind: string, shape: string) =>
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
const cappedCountStatements = statementsOf('capped_count');

/** A statement with the values of one call, in the order of its parameters. */
export interface BoundStatement {
  statement: ArrayStatement;
  values: unknown[];
}

/**
 * How many of the newest adverts a first step reads per row of its page: a word, or a price range on
 * a list by date, in fewer than one advert in 200 of them sends the list to its second step (ADR 0016,
 * "rare words"; ADR 0017).
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
 *
 * A price range on a list by date takes the same two steps (ADR 0017): one generic plan cannot know
 * whether 500–1500 AZN holds four phones in ten (walk the date index) or none (gather the range from
 * the price index). The first step filters the newest adverts by the range, the second gathers every
 * advert in the range, planned for its values, and sorts them. A list by price walks the price index
 * over the range itself, one statement.
 */
export function listingQuery(
  filters: ListFilters,
  sort: SortType,
  cursor: Cursor | null,
  limit: number,
  now: Date,
  recentRowsPerRow = RECENT_ROWS_PER_ROW,
): BoundStatement[] {
  const { clause, values, shape, words, capacities, searched, numbered, priced, priceRange } = listWhere(
    filters,
    cursor,
  );
  const key = `${sort}_${shape}`;
  /** A price range the first step applies to its window (a list by date): the price index cannot walk dates. */
  const rangeByDate = priced && (sort === 'DATE_DESC' || sort === 'DATE_ASC');
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
        .where(clause(true, true, true))
        .orderBy(...listOrder(sort));
    statements = [listStatements(key, () => page().where(inArray(adverts.id, ids().limit(p('limit')))), true, true)];
  } else if (!searched && !rangeByDate) {
    statements = [listStatements(key, () => page().where(clause()), false)];
  } else {
    const recent = () => {
      // The price beside the key (the date) only when the window is to be priced, the storage and RAM
      // only when a search names capacities: a search of words alone stays as it was.
      const window = {
        id: adverts.id,
        key: column,
        text: adverts.searchText,
        ...(rangeByDate && { price: sql<number>`${adverts.price}`.as('window_price') }),
        ...(capacities.length > 0 && { storageId: adverts.storageId, ramId: adverts.ramId }),
      };
      const newest = builder
        .select(window)
        .from(adverts)
        .where(clause(false, !rangeByDate))
        .orderBy(...listOrder(sort))
        .limit(p('recent'))
        .as('recent');
      const sieve = [
        ...wordConditions(newest.text, words.length),
        ...capacityConditions(newest as unknown as CapacityColumns, capacities),
      ];
      if (rangeByDate) sieve.push(...priceRange((newest as unknown as { price: SQLWrapper }).price));
      const ids = builder
        .select({ id: newest.id })
        .from(newest)
        .where(and(...sieve))
        .orderBy(...orderOf(sort, newest.key, newest.id))
        .limit(p('limit'));
      return page().where(inArray(adverts.id, ids));
    };
    const everyHolder = () => {
      // OFFSET keeps the subquery apart, so it is planned to find every advert holding the words (the
      // trigram index) or priced within the range (the price index), not to walk the list in order
      // until the page is full.
      const holders = builder
        .select({ id: adverts.id, key: column })
        .from(adverts)
        .where(clause(true, true, true))
        .offset(p('skip'))
        .as('holders');
      const ids = builder
        .select({ id: holders.id })
        .from(holders)
        .orderBy(...orderOf(sort, holders.key, holders.id))
        .limit(p('limit'));
      return page().where(inArray(adverts.id, ids));
    };
    const narrows = rangeByDate || indexNarrows(words);
    // A first step of one word is a fraction of a millisecond and rides the pipelined connections; one
    // of several words or a capacity ("iphone 15 pro 256") reads far down the newest adverts for its
    // page (1,342 rows, 4 ms, at a million), which on a pipelined connection held every read queued
    // behind it (p99 47 ms against 15 for "qara"), so it takes a pooled connection of its own.
    const selective = words.length + capacities.length > 1;
    statements = [
      listStatements(`recent_${key}`, recent, false, selective),
      narrows
        ? listStatements(`holders_${key}`, everyHolder, true, true)
        : listStatements(key, () => page().where(clause(true, true, true)), true, true),
    ];
    values.recent = limit * recentRowsPerRow;
    values.skip = 0;
  }
  values.now = now;
  values.limit = limit;
  return statements.map((statement) => ({ statement, values: fillPlaceholders(statement.params, values) }));
}

const promotedStatements = statementsOf('promoted');

/**
 * The promoted adverts a list finds (a VIP or a Premium that holds at `now`, issue 38): its whole
 * condition but the cursor, read through adverts_promoted_idx, which holds the few of each category.
 * Each row is a card's columns, then when its VIP and its Premium end.
 */
export function promotedQuery(filters: ListFilters, now: Date): BoundStatement {
  const { clause, values, shape } = listWhere(filters, null);
  const statement = promotedStatements(
    shape,
    () =>
      builder
        .select({
          id: adverts.id,
          publishedAt: adverts.publishedAt,
          price: adverts.price,
          vipUntil: adverts.vipUntil,
          premiumUntil: adverts.premiumUntil,
        })
        .from(adverts)
        .where(and(sql`(${adverts.vipUntil} > ${p('now')} OR ${adverts.premiumUntil} > ${p('now')})`, clause())),
    false,
  );
  values.now = now;
  return { statement, values: fillPlaceholders(statement.params, values) };
}

const cardStatements = statementsOf('cards');

/** The cards of a few adverts by id (the promoted ones a page places), one prepared statement for all. */
export function cardsQuery(ids: readonly number[]): BoundStatement {
  const statement = cardStatements(
    'ids',
    () =>
      builder
        .select(LISTED_COLUMNS)
        .from(adverts)
        .where(sql`${adverts.id} = ANY(${p('ids')}::int[])`),
    false,
  );
  return { statement, values: fillPlaceholders(statement.params, { ids: [...ids] }) };
}

/** The statement of a list's count (a day's, say) with the values of this call; a search's is planned for its values. */
export function countQuery(filters: ListFilters, now: Date): BoundStatement {
  const { clause, values, shape, searched, numbered } = listWhere(filters, null);
  const statement = countStatements(
    shape,
    () => builder.select({ n: count() }).from(adverts).where(clause()),
    searched || numbered,
  );
  values.now = now;
  return { statement, values: fillPlaceholders(statement.params, values) };
}

/**
 * How many of the newest adverts a search's count walks at most, per advert it counts to
 * (docs/decisions/0018): 50 050 for the cap of 1,001, some 20 to 40 ms of PostgreSQL. A search whose
 * sample says it would need more is counted through the trigram index instead.
 */
export const RECENT_ROWS_PER_COUNTED = 50;

/** The statements of a search's count in a category (cappedCountQuery), each with the values of this call. */
export interface CountSteps {
  /**
   * The words among the newest `cap` adverts of the category (its holders, and the adverts read):
   * the whole category when fewer were read, else how common the words are among the newest.
   */
  sample?: BoundStatement;
  /** The words among the newest `walk` adverts, counted no further than `cap`. */
  recent?: (walk: number) => BoundStatement;
  /** Every advert holding the words (or a SIM number pattern), counted no further than `cap`. */
  every: BoundStatement;
}

/**
 * The statements of a search's count in a category, counted no further than `cap` (GET /search/counts);
 * countVisibleCapped sends them, each on a pooled connection. Planning cannot choose between walking
 * the newest adverts and gathering through the trigram index: PostgreSQL guessed "qara" (in 154,755 of
 * 450,000 phones) at 3,613 and "samsung" (112,247) at 45, and gathering a common word through the index
 * reads every entry of its trigrams (45 ms for "qara"). So the words are first looked for among the
 * newest `cap` adverts (a prepared walk of the date index, about a millisecond): that is the whole count
 * when the category holds fewer, and it says how common the words are. Words common enough there to
 * reach the cap within the newest `cap` × 50 are counted by walking twice as many as the sample says
 * they need (2 ms for "qara", in a third of them); any other is counted through the category's trigram
 * index, planned for its values (under a millisecond for a handful of holders, 15 ms for "galaxy s24"
 * in 8,034). A SIM number pattern, or a count without words, is that last step alone.
 */
export function cappedCountQuery(filters: ListFilters, now: Date, cap: number): CountSteps {
  const { clause, values, shape, words, capacities, searched, numbered } = listWhere(filters, null);
  values.now = now;
  values.cap = cap;
  const bind = (statement: BuiltStatement, more: Record<string, unknown> = {}): BoundStatement => ({
    statement,
    values: fillPlaceholders(statement.params, { ...values, ...more }),
  });
  const every = cappedCountStatements(
    shape,
    () => {
      const matching = builder
        .select({ id: adverts.id })
        .from(adverts)
        .where(clause(true, true, true))
        .limit(p('cap'))
        .as('matching');
      return builder.select({ n: count() }).from(matching);
    },
    searched || numbered,
    true,
  );
  if (!searched || numbered) return { every: bind(every) };
  /**
   * The newest adverts of the list (its filters but the words), as many as the value `rows` says: their
   * text, and their storage and RAM when the search names capacities.
   */
  const newest = (rows: string) =>
    builder
      .select({
        text: adverts.searchText,
        ...(capacities.length > 0 && { storageId: adverts.storageId, ramId: adverts.ramId }),
      })
      .from(adverts)
      .where(clause(false))
      .orderBy(...listOrder('DATE_DESC'))
      .limit(p(rows))
      .as('newest');
  /** What a row of the newest must hold: every word, and every capacity. */
  const holds = (read: ReturnType<typeof newest>) =>
    and(
      ...wordConditions(read.text, words.length),
      ...capacityConditions(read as unknown as CapacityColumns, capacities),
    );
  const sample = cappedCountStatements(
    `sample_${shape}`,
    () => {
      const read = newest('cap');
      const holding = holds(read);
      return builder.select({ holders: sql<number>`count(*) FILTER (WHERE ${holding})`, read: count() }).from(read);
    },
    false,
    true,
  );
  const recent = cappedCountStatements(
    `recent_${shape}`,
    () => {
      const read = newest('recent');
      const holders = builder.select({ text: read.text }).from(read).where(holds(read)).limit(p('cap')).as('holders');
      return builder.select({ n: count() }).from(holders);
    },
    false,
    true,
  );
  return { sample: bind(sample), recent: (walk) => bind(recent, { recent: walk }), every: bind(every) };
}

/**
 * How many of the newest adverts to walk for words the sample (the newest `cap`) found in `holders`:
 * twice what their share there needs to reach the cap, at least `cap` × 2; none (undefined) when that is
 * more than `cap` × `most`, or they were not found at all.
 */
export function walkFor(holders: number, cap: number, most: number): number | undefined {
  if (holders === 0) return undefined;
  const rows = Math.max(2 * cap, Math.ceil((2 * cap * cap) / holders));
  return rows <= cap * most ? rows : undefined;
}
