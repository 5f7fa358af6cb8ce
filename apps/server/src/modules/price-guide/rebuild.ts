import { GRADES, PRICE_GUIDE_DAYS, PRICE_GUIDE_MIN_SELLERS } from '@zeng/contract/constants';
import { isOneOf } from '@zeng/contract/typed';
import { eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { priceGuides, scheduledRuns } from '../../db/schema.js';
import type { GuideRow } from './price-guides.js';

const DAY_MS = 86_400_000;
/** A price at most this share of the group's median (and below its middle half) is a good price. */
export const GOOD_PRICE_SHARE = 0.9;
/** Below this share of the median a price looks too good to be true: no badge vouches for it. */
export const BAIT_PRICE_SHARE = 0.6;
/** Tukey's fences: prices further than this many interquartile ranges outside the middle half are dropped. */
const FENCE_IQRS = 1.5;

/**
 * Rebuilds every guide from the adverts in one transaction (readers see the old guides until it
 * commits). Each seller counts once per group, at their median price, so a shop posting one phone
 * twenty times moves the guide as one seller does; prices outside Tukey's fences are dropped, and a
 * group shows once PRICE_GUIDE_MIN_SELLERS sellers remain. ADR 0037 says why these numbers.
 * The adverts: phones and tablets approved and published in the last PRICE_GUIDE_DAYS days, shown,
 * expired or sold alike; not those waiting for review (a held one waits again), rejected or removed.
 */
export async function rebuildPriceGuides(db: Database, now: Date): Promise<number> {
  const since = new Date(now.getTime() - PRICE_GUIDE_DAYS * DAY_MS);
  return db.transaction(async (tx) => {
    await tx.delete(priceGuides);
    await tx.execute(sql`
      WITH seller_prices AS (
        SELECT model_id, COALESCE(storage_id, 0) AS storage_key, grade,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY price) AS price
        FROM adverts
        WHERE category IN ('phone', 'tablet') AND state = 'APPROVED' AND deleted_at IS NULL
          AND published_at >= ${since} AND published_at <= ${now}
        GROUP BY model_id, COALESCE(storage_id, 0), grade, user_id
      ),
      fences AS (
        SELECT model_id, storage_key, grade,
               percentile_cont(0.25) WITHIN GROUP (ORDER BY price) AS q1,
               percentile_cont(0.75) WITHIN GROUP (ORDER BY price) AS q3
        FROM seller_prices
        GROUP BY model_id, storage_key, grade
        HAVING count(*) >= ${PRICE_GUIDE_MIN_SELLERS}
      ),
      guides AS (
        SELECT p.model_id, p.storage_key, p.grade, count(*)::int AS sellers,
               percentile_cont(0.25) WITHIN GROUP (ORDER BY p.price) AS low,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY p.price) AS median,
               percentile_cont(0.75) WITHIN GROUP (ORDER BY p.price) AS high
        FROM seller_prices p
        JOIN fences f USING (model_id, storage_key, grade)
        WHERE p.price BETWEEN f.q1 - ${FENCE_IQRS} * (f.q3 - f.q1) AND f.q3 + ${FENCE_IQRS} * (f.q3 - f.q1)
        GROUP BY p.model_id, p.storage_key, p.grade
        HAVING count(*) >= ${PRICE_GUIDE_MIN_SELLERS}
      )
      INSERT INTO price_guides (model_id, storage_key, grade, sellers, low, median, high, good, bait, computed_at)
      SELECT model_id, storage_key, grade, sellers, round(low), round(median), round(high),
             floor(LEAST(low, median * ${GOOD_PRICE_SHARE})), ceil(median * ${BAIT_PRICE_SHARE}), ${now}
      FROM guides`);
    return tx.$count(priceGuides);
  });
}

/** When the stored guides were built (0: there are none): a server reads them again only when it moved. */
export async function builtAt(db: Database): Promise<number> {
  const [row] = await db.select({ at: sql<Date | string | null>`max(${priceGuides.computedAt})` }).from(priceGuides);
  return row?.at ? new Date(row.at).getTime() : 0;
}

/** The guides as stored, for each server's memory. */
export async function readPriceGuides(db: Database): Promise<GuideRow[]> {
  const rows = await db.select().from(priceGuides);
  return rows.flatMap((row) =>
    isOneOf(GRADES, row.grade)
      ? [
          {
            modelId: row.modelId,
            storageKey: row.storageKey,
            grade: row.grade,
            sellers: row.sellers,
            low: row.low,
            median: row.median,
            high: row.high,
            good: row.good,
            bait: row.bait,
            computedAt: row.computedAt,
          },
        ]
      : [],
  );
}

/**
 * Claims a run of scheduled work named `name` when its last run is `everyMs` old (or it never ran):
 * one statement, so of two servers asking at once only one gets it. Answers the previous run's time
 * (null when it never ran) to give back if the work fails, or undefined when not claimed.
 */
export async function claimRun(
  db: Database,
  name: string,
  now: Date,
  everyMs: number,
): Promise<{ previous: Date | null } | undefined> {
  const [before] = await db
    .select({ ranAt: scheduledRuns.ranAt })
    .from(scheduledRuns)
    .where(eq(scheduledRuns.name, name));
  const claimed = await db
    .insert(scheduledRuns)
    .values({ name, ranAt: now })
    .onConflictDoUpdate({
      target: scheduledRuns.name,
      set: { ranAt: now },
      setWhere: lte(scheduledRuns.ranAt, new Date(now.getTime() - everyMs)),
    })
    .returning({ name: scheduledRuns.name });
  return claimed.length === 0 ? undefined : { previous: before?.ranAt ?? null };
}

/** Gives a claimed run back (its work failed): due again at the next look. */
export async function releaseRun(db: Database, name: string, previous: Date | null): Promise<void> {
  await db
    .update(scheduledRuns)
    .set({ ranAt: previous ?? new Date(0) })
    .where(eq(scheduledRuns.name, name));
}
