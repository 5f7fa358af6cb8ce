import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { advertDailyStats, advertVisits } from '../../db/schema.js';

/** What a visitor did with an advert: opened its page, or revealed its seller's number. */
export type VisitAct = 'viewed' | 'revealed';

/**
 * Counts a visitor's act on an advert once a day: the visit's flag is set only if it was not, and
 * only then does the day's count grow, in one statement (so two tabs at once still count once).
 */
export async function recordVisit(
  db: Database,
  visit: { advertId: number; day: string; visitor: string },
  act: VisitAct,
): Promise<boolean> {
  const flag = act === 'viewed' ? sql.raw('viewed') : sql.raw('revealed');
  const count = act === 'viewed' ? sql.raw('views') : sql.raw('reveals');
  const result = await db.execute(sql`
    WITH first AS (
      INSERT INTO advert_visits (advert_id, day, visitor, ${flag})
      VALUES (${visit.advertId}, ${visit.day}::date, ${visit.visitor}, true)
      ON CONFLICT (advert_id, day, visitor) DO UPDATE SET ${flag} = true WHERE NOT advert_visits.${flag}
      RETURNING 1
    )
    INSERT INTO advert_daily_stats (advert_id, day, ${count})
    SELECT ${visit.advertId}, ${visit.day}::date, 1 FROM first
    ON CONFLICT (advert_id, day) DO UPDATE SET ${count} = advert_daily_stats.${count} + 1
    RETURNING 1`);
  // node-postgres answers a result with rows, PGlite the rows' holder too.
  return ((result as unknown as { rows?: unknown[] }).rows?.length ?? 0) > 0;
}

/** Visits of days before `day`: only a day's own are needed to count each visitor once. */
export async function forgetVisitsBefore(db: Database, day: string): Promise<void> {
  await db.delete(advertVisits).where(lt(advertVisits.day, day));
}

/** An advert's unique views of all time. */
export async function totalViews(db: Database, advertId: number): Promise<number> {
  const [row] = await db
    .select({ views: sql<number>`coalesce(sum(${advertDailyStats.views}), 0)::int` })
    .from(advertDailyStats)
    .where(eq(advertDailyStats.advertId, advertId));
  return row?.views ?? 0;
}

/** An advert's views and reveals of each day it had any, oldest first (at most a row a day of its life). */
export async function dailyStats(db: Database, advertId: number) {
  return db
    .select({ day: advertDailyStats.day, views: advertDailyStats.views, reveals: advertDailyStats.reveals })
    .from(advertDailyStats)
    .where(eq(advertDailyStats.advertId, advertId))
    .orderBy(advertDailyStats.day);
}
