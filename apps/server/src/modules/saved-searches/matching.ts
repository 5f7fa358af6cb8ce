import { and, arrayOverlaps, eq, gte, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { adverts, notifications, savedSearches } from '../../db/schema.js';
import { listCondition } from '../adverts/listing-sql.js';
import type { AdvertsService } from '../adverts/service.js';
import { advertKeys, readSavedQuery } from './saved-query.js';

/** Candidate searches whose whole queries one statement weighs against the advert. */
const CONDITIONS_PER_STATEMENT = 200;

/**
 * Finds the saved searches an approved advert meets (issue 38, ADR 0036), without running any search.
 * First, through the searches' GIN index of keys, those that may: of its category, asking for its brand
 * (SIM provider, accessory type) or for any, and whose price range and city hold it. Then each of those
 * searches' whole query, read exactly as its listing reads it (listing-sql.ts, listCondition: filters,
 * words in any spelling, SIM masks and patterns), is weighed against the advert's one row, two hundred
 * to a statement. Each search that finds it tells its person once (a SAVED_SEARCH notification).
 */
export class SavedSearchMatcher {
  constructor(private readonly adverts: Pick<AdvertsService, 'filters'>) {}

  /** Called in the approval's transaction, the advert shown from `now`: how many searches found it. */
  async match(tx: Database, advertId: number, now: Date): Promise<number> {
    const [advert] = await tx
      .select({
        userId: adverts.userId,
        category: adverts.category,
        brandId: adverts.brandId,
        simProviderId: adverts.simProviderId,
        accessoryType: adverts.accessoryType,
        districtId: adverts.districtId,
        price: adverts.price,
      })
      .from(adverts)
      .where(eq(adverts.id, advertId));
    if (!advert) return 0;
    const candidates = await tx
      .select({ id: savedSearches.id, userId: savedSearches.userId, query: savedSearches.query })
      .from(savedSearches)
      .where(
        and(
          arrayOverlaps(savedSearches.matchKeys, advertKeys(advert)),
          sql`NOT ${savedSearches.paused}`,
          eq(savedSearches.category, advert.category),
          ne(savedSearches.userId, advert.userId),
          or(isNull(savedSearches.districtId), eq(savedSearches.districtId, advert.districtId)),
          or(isNull(savedSearches.priceMin), lte(savedSearches.priceMin, advert.price)),
          or(isNull(savedSearches.priceMax), gte(savedSearches.priceMax, advert.price)),
        ),
      );
    const found: typeof candidates = [];
    for (let from = 0; from < candidates.length; from += CONDITIONS_PER_STATEMENT) {
      const batch = candidates.slice(from, from + CONDITIONS_PER_STATEMENT);
      const cases = batch.flatMap((search) => {
        const condition = this.condition(advert.category, search.query, now);
        return condition ? [sql`CASE WHEN ${condition} THEN ${search.id}::int END`] : [];
      });
      if (cases.length === 0) continue;
      const [row] = await tx
        .select({ ids: sql<Array<number | null>>`ARRAY[${sql.join(cases, sql`, `)}]` })
        .from(adverts)
        .where(eq(adverts.id, advertId));
      const met = new Set(row?.ids ?? []);
      found.push(...batch.filter((search) => met.has(search.id)));
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
    return found.length;
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
