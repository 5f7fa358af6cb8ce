import type { AccessoryType, AdvertState, ProductCategory, SortType } from '@zeng/contract/constants';
import { and, count, desc, eq, max, min, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { ArrayRows, TextRow } from '../../db/array-rows.js';
import type { Database } from '../../db/client.js';
import { adverts } from '../../db/schema.js';
import type { Cursor } from './cursor.js';
import { inStateSql, visibleSql } from './lifecycle.js';
import { dateOrNull, isoInstant, LISTED_COLUMNS, type ListedRow, listedRow } from './listed-rows.js';
import {
  type BoundStatement,
  cappedCountQuery,
  cardsQuery,
  countQuery,
  type ListFilters,
  listingQuery,
  promotedQuery,
  RECENT_ROWS_PER_COUNTED,
  walkFor,
} from './listing-sql.js';
import type { RareSearches } from './rare-searches.js';

// The reads of many adverts at once: the public lists and their counts (the statements of
// listing-sql.ts, sent in their steps), an advert's similar ones, a batch by id and the owner's lists.

/** Builds SQL without a connection: the statements' text is the same for PostgreSQL and PGlite. */
const builder = new QueryBuilder();

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

/** A promoted advert a list finds: where it stands in the list's orders, and when its VIP and its Premium end. */
export interface PromotedRow {
  id: number;
  /** As ListedRow's: a date cursor's key. */
  published: string;
  price: number;
  vipUntil: Date | null;
  premiumUntil: Date | null;
}

/** The promoted adverts a list's filters find (promotedQuery): a few rows, whatever the page. */
export async function listPromoted(rows: ArrayRows, filters: ListFilters, now: Date): Promise<PromotedRow[]> {
  const { statement, values } = promotedQuery(filters, now);
  return (await rows(statement, values)).map((r) => ({
    id: Number(r[0]),
    published: isoInstant(r[1] ?? ''),
    price: Number(r[2]),
    vipUntil: dateOrNull(r[3]),
    premiumUntil: dateOrNull(r[4]),
  }));
}

export async function countVisible(rows: ArrayRows, filters: ListFilters, now: Date): Promise<number> {
  const { statement, values } = countQuery(filters, now);
  const [row] = await rows(statement, values);
  return Number(row?.[0] ?? 0);
}

/**
 * How many shown adverts a list's filters find, counted no further than `cap`, by the steps of
 * cappedCountQuery. A count the newest adverts could not answer is remembered in `rare` (as a search's
 * page is) and goes straight to the trigram index next time.
 */
export async function countVisibleCapped(
  rows: ArrayRows,
  filters: ListFilters,
  now: Date,
  cap: number,
  options: Pick<SearchOptions, 'rare'> & { recentRowsPerCounted?: number } = {},
): Promise<number> {
  const { sample, recent, every } = cappedCountQuery(filters, now, cap);
  const first = async (bound: BoundStatement) => (await rows(bound.statement, bound.values))[0] ?? [];
  const { rare } = options;
  const key = `count ${JSON.stringify(filters)}`;
  if (sample && recent && !rare?.has(key, now)) {
    const [holders = 0, read = 0] = (await first(sample)).map(Number);
    // Fewer than asked for: that was every advert of the list.
    if (read < cap) return holders;
    // Common enough among the newest to reach the cap within the walk allowed.
    const walk = walkFor(holders, cap, options.recentRowsPerCounted ?? RECENT_ROWS_PER_COUNTED);
    if (walk !== undefined) {
      const n = Number((await first(recent(walk)))[0] ?? 0);
      if (n >= cap) return n;
    }
    rare?.remember(key, now);
  }
  return Number((await first(every))[0] ?? 0);
}

/** A SIM number's prefix ("055", sim-number.ts simPrefixOf), null for other adverts. */
const simPrefixSql = sql<string | null>`'0' || substr(${adverts.simNumber}, 4, 2)`;

/**
 * Every shown advert counted by its lookups (and a SIM number's prefix), apart by its district, and by its category in each
 * district, with the lowest and highest price of each (the landing pages' titles), in one statement (a
 * GROUP BY over the shown adverts with three grouping sets, one read of them: run in the background
 * every few minutes, catalog/live-counts.ts), on a pooled connection. A district's rows name no lookup.
 */
export function countShownByLookup(db: Database, now: Date) {
  return db
    .select({
      category: adverts.category,
      brandId: adverts.brandId,
      modelId: adverts.modelId,
      providerId: adverts.simProviderId,
      accessoryType: adverts.accessoryType,
      simPrefix: simPrefixSql,
      districtId: adverts.districtId,
      adverts: count(),
      priceMin: min(adverts.price),
      priceMax: max(adverts.price),
    })
    .from(adverts)
    .where(visibleSql(now))
    .groupBy(
      sql`GROUPING SETS ((${adverts.category}, ${adverts.brandId}, ${adverts.modelId}, ${adverts.simProviderId}, ${adverts.accessoryType}, ${simPrefixSql}), (${adverts.districtId}), (${adverts.category}, ${adverts.districtId}))`,
    );
}

/** Runs a query built for one call (its values in its text's parameters), its rows read as cards. */
async function listedRows(rows: ArrayRows, query: SQLWrapper & { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql: text, params } = query.toSQL();
  return (await rows({ name: '', text }, params)).map(listedRow);
}

/** What makes adverts like one another: an advert's category, price and what it is (docs/product.md, "The advert page"). */
export interface Likeness {
  id: number;
  category: ProductCategory;
  price: number;
  brandId: number | null;
  modelId: number | null;
  simProviderId: number | null;
  accessoryType: AccessoryType | null;
}

/**
 * Up to `limit` shown adverts like this one, this one left out: of the same model first, then of the
 * same brand (phones and tablets), of the same provider (SIM numbers) or type (accessories), each group
 * nearest in price first, then newest. Each group is read from both sides of the price, `limit` at most
 * per side, through its index by price (migration 0013 for models and brands; the category's price
 * index for providers and types, a third and at least a twenty-fifth of their category): a few dozen
 * index entries, whatever the model's or brand's size.
 */
export async function listSimilar(rows: ArrayRows, advert: Likeness, limit: number, now: Date): Promise<ListedRow[]> {
  const { category, price } = advert;
  const groups: SQL[] = [];
  if (advert.modelId !== null) groups.push(sql`${adverts.modelId} = ${advert.modelId}`);
  if (advert.brandId !== null)
    groups.push(sql`${adverts.brandId} = ${advert.brandId} AND ${adverts.modelId} <> ${advert.modelId ?? 0}`);
  if (advert.simProviderId !== null) groups.push(sql`${adverts.simProviderId} = ${advert.simProviderId}`);
  if (advert.accessoryType !== null) groups.push(sql`${adverts.accessoryType} = ${advert.accessoryType}`);
  if (groups.length === 0) return [];
  const side = (group: SQL, above: boolean) =>
    sql`(SELECT ${adverts.id} FROM ${adverts} WHERE ${visibleSql(now)} AND ${adverts.category} = ${category}
      AND ${adverts.id} <> ${advert.id} AND ${group} AND ${adverts.price} ${sql.raw(above ? '>=' : '<')} ${price}
      ORDER BY ${adverts.price} ${sql.raw(above ? 'ASC' : 'DESC')}, ${adverts.id} ${sql.raw(above ? 'ASC' : 'DESC')}
      LIMIT ${limit})`;
  const near = sql.join(
    groups.flatMap((group) => [side(group, true), side(group, false)]),
    sql` UNION ALL `,
  );
  const found = await listedRows(
    rows,
    builder.select(LISTED_COLUMNS).from(adverts).where(sql`${adverts.id} IN (${near})`),
  );
  const group = (row: ListedRow) => (advert.modelId !== null && row.modelId !== advert.modelId ? 1 : 0);
  return found
    .sort(
      (a, b) =>
        group(a) - group(b) ||
        Math.abs(a.price - price) - Math.abs(b.price - price) ||
        b.published.localeCompare(a.published) ||
        b.id - a.id,
    )
    .slice(0, limit);
}

/** The adverts of these ids that exist, in no particular order (deleted ones too: callers say why they are gone). */
export async function findByIds(rows: ArrayRows, ids: readonly number[]): Promise<ListedRow[]> {
  if (ids.length === 0) return [];
  // One prepared statement for any number of ids (cardsQuery), not a text per count.
  const { statement, values } = cardsQuery(ids);
  return (await rows(statement, values)).map(listedRow);
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

/** How many of a person's undeleted adverts are in each state at `now` (the profile's tabs), in one read. */
export async function countOwned(db: Database, userId: number, now: Date): Promise<Record<AdvertState, number>> {
  const inState = (state: AdvertState) =>
    sql<number>`count(*) filter (where ${inStateSql(state, now)})`.mapWith(Number);
  const [counts] = await db
    .select({
      APPROVED: inState('APPROVED'),
      PENDING: inState('PENDING'),
      REJECTED: inState('REJECTED'),
      EXPIRED: inState('EXPIRED'),
    })
    .from(adverts)
    .where(eq(adverts.userId, userId));
  return counts ?? { APPROVED: 0, PENDING: 0, REJECTED: 0, EXPIRED: 0 };
}
