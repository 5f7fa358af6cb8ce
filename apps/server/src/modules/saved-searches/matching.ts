import { and, arrayOverlaps, eq, gte, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { adverts, notifications, savedSearches } from '../../db/schema.js';
import { listCondition } from '../adverts/listing-sql.js';
import type { AdvertsService } from '../adverts/service.js';
import { advertKeys, readSavedQuery } from './saved-query.js';

/** How many rows a statement wrote, as either driver says it (PGlite's affectedRows, pg's rowCount). */
const rowCount = (result: unknown) => {
  const { rowCount: pg, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return pg ?? affectedRows ?? 0;
};

/** Distinct queries of candidate searches one statement weighs against the advert. */
const CONDITIONS_PER_STATEMENT = 200;

/**
 * Finds the saved searches an approved advert meets (issue 38, ADR 0036), without running any search.
 * First, through the searches' GIN index of keys, those that may: of its category, asking for its brand
 * (SIM provider, accessory type) or for any, and whose price range and city hold it. Those that ask
 * nothing more are told at once, in SQL. The others' whole queries, read exactly as their listings read
 * them (listing-sql.ts, listCondition: filters, words in any spelling, SIM masks and patterns), are
 * weighed against the advert's one row, two hundred to a statement. Each search that finds it tells its
 * person once (a SAVED_SEARCH notification).
 */
export class SavedSearchMatcher {
  constructor(private readonly adverts: Pick<AdvertsService, 'filters'>) {}

  /** Called by the alert queue (alert-queue.ts) after the approval, the advert shown from `now`: how many searches found it. */
  async match(tx: Database, advertId: number, now: Date): Promise<number> {
    const [advert] = await tx
      .select({
        userId: adverts.userId,
        category: adverts.category,
        brandId: adverts.brandId,
        modelId: adverts.modelId,
        simProviderId: adverts.simProviderId,
        accessoryType: adverts.accessoryType,
        districtId: adverts.districtId,
        price: adverts.price,
        searchText: adverts.searchText,
        simNumber: adverts.simNumber,
        simPatterns: adverts.simPatterns,
      })
      .from(adverts)
      // Still shown: removed or sent back for review since its approval, it tells nobody.
      .where(and(eq(adverts.id, advertId), sql`${adverts.state} = 'APPROVED' AND ${adverts.deletedAt} IS NULL`));
    if (!advert) return 0;
    // The searches the advert may meet: by their keys (the GIN index), within their city and prices.
    const mayMeet = and(
      arrayOverlaps(savedSearches.matchKeys, advertKeys(advert)),
      sql`NOT ${savedSearches.paused}`,
      eq(savedSearches.category, advert.category),
      ne(savedSearches.userId, advert.userId),
      or(isNull(savedSearches.districtId), eq(savedSearches.districtId, advert.districtId)),
      or(isNull(savedSearches.priceMin), lte(savedSearches.priceMin, advert.price)),
      or(isNull(savedSearches.priceMax), gte(savedSearches.priceMax, advert.price)),
    );
    // Those that ask nothing more but words its search text holds and a mask its number matches (as the
    // listing's LIKE finds them) find it: told in the same statement, nothing read back.
    const told = await tx.execute(sql`
      INSERT INTO ${notifications} (user_id, kind, advert_id, saved_search_id, created_at)
      SELECT ${savedSearches.userId}, 'SAVED_SEARCH', ${advertId}, ${savedSearches.id}, ${now}
      FROM ${savedSearches}
      WHERE ${mayMeet} AND ${savedSearches.exact}
        AND NOT EXISTS (
          SELECT 1 FROM unnest(${savedSearches.words}) AS word WHERE strpos(${advert.searchText}, word) = 0
        )
        AND (${savedSearches.numberPatterns} IS NULL OR EXISTS (
          SELECT 1 FROM unnest(${savedSearches.numberPatterns}) AS pattern WHERE ${advert.simNumber ?? ''} LIKE pattern
        ))
      ON CONFLICT (saved_search_id, advert_id) DO NOTHING`);
    const candidates = await tx
      .select({ id: savedSearches.id, userId: savedSearches.userId, query: savedSearches.query })
      .from(savedSearches)
      .where(and(mayMeet, sql`NOT ${savedSearches.exact}`));
    // Many people save the same search: each distinct query is weighed once.
    const byQuery = new Map<string, typeof candidates>();
    for (const search of candidates) byQuery.set(search.query, [...(byQuery.get(search.query) ?? []), search]);
    const queries = [...byQuery.keys()];
    const found: typeof candidates = [];
    for (let from = 0; from < queries.length; from += CONDITIONS_PER_STATEMENT) {
      const batch = queries.slice(from, from + CONDITIONS_PER_STATEMENT);
      const cases = batch.flatMap((query, i) => {
        const condition = this.condition(advert.category, query, now);
        return condition ? [sql`CASE WHEN ${condition} THEN ${i}::int END`] : [];
      });
      if (cases.length === 0) continue;
      const [row] = await tx
        .select({ met: sql<Array<number | null>>`ARRAY[${sql.join(cases, sql`, `)}]` })
        .from(adverts)
        .where(eq(adverts.id, advertId));
      for (const i of row?.met ?? []) if (i !== null) found.push(...(byQuery.get(batch[i] ?? '') ?? []));
    }
    if (found.length > 0) {
      await tx
        .insert(notifications)
        .values(
          found.map((search) => ({
            userId: search.userId,
            kind: 'SAVED_SEARCH' as const,
            advertId,
            savedSearchId: search.id,
            createdAt: now,
          })),
        )
        .onConflictDoNothing({ target: [notifications.savedSearchId, notifications.advertId] });
    }
    return rowCount(told) + found.length;
  }

  /**
   * The search's whole query as its listing's condition, its values written in; none for a query the
   * listing no longer takes (a filter's values changed since it was saved), which finds nothing.
   */
  private condition(category: typeof adverts.$inferSelect.category, query: string, now: Date): SQL | undefined {
    try {
      return listCondition(this.adverts.filters(category, readSavedQuery(category, query).query), now);
    } catch {
      return undefined;
    }
  }
}
