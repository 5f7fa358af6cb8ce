import { PRODUCT_CATEGORIES, type ProductCategory } from '@zeng/contract/constants';
import { fromKeys } from '@zeng/contract/typed';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { adverts } from '../../db/schema.js';
import { type AdvertValues, type AdvertWithSellerRow, withSeller } from '../adverts/advert-rows.js';
import { inStateSql } from '../adverts/lifecycle.js';

// The moderators' review queue: the pending rows of the adverts table, read in the queue's order and
// decided. The adverts module's shared pieces (an advert's row, the lifecycle's SQL) are what it builds on.

/** A place in a category's queue: a request's (submittedAt, id), and which way the walk from it goes. */
export interface QueuePosition {
  submittedAt: Date;
  id: number;
  /** Towards the older requests (a Previous page), newest of them first. */
  backward: boolean;
}

/**
 * Up to `limit` + 1 requests of a category's queue (the extra one tells if more follow) in the queue's
 * order, oldest first (the 24-hour promise), from the queue's start or past a position, by key: a
 * request decided meanwhile by another moderator never shifts what comes next, as an offset would.
 * A backward walk answers the requests before the position, the nearest first.
 */
export async function pendingPage(
  db: Database,
  category: ProductCategory,
  limit: number,
  from: QueuePosition | null,
  now: Date,
): Promise<AdvertWithSellerRow[]> {
  const direction = from?.backward ? desc : asc;
  const past =
    from &&
    sql`(${adverts.submittedAt}, ${adverts.id}) ${sql.raw(from.backward ? '<' : '>')} (${from.submittedAt}, ${from.id})`;
  return withSeller(db)
    .where(and(eq(adverts.category, category), inStateSql('PENDING', now), past ?? undefined))
    .orderBy(direction(adverts.submittedAt), direction(adverts.id))
    .limit(limit + 1);
}

export async function pendingCounts(db: Database, now: Date): Promise<Record<ProductCategory, number>> {
  const rows = await db
    .select({ category: adverts.category, n: count() })
    .from(adverts)
    .where(inStateSql('PENDING', now))
    .groupBy(adverts.category);
  const counts = fromKeys(PRODUCT_CATEGORIES, () => 0);
  for (const row of rows) counts[row.category] = row.n;
  return counts;
}

/**
 * Writes a decision only while the advert is still pending in the version the moderator saw: of two
 * moderators deciding at once, or a decision racing the seller's edit, the later changes nothing and
 * learns so (false).
 */
export async function decidePending(
  tx: Database,
  id: number,
  seen: Date,
  values: Partial<AdvertValues>,
): Promise<boolean> {
  const rows = await tx
    .update(adverts)
    .set(values)
    .where(
      and(
        eq(adverts.id, id),
        eq(adverts.submittedAt, seen),
        sql`${adverts.state} = 'PENDING' AND ${adverts.deletedAt} IS NULL`,
      ),
    )
    .returning({ id: adverts.id });
  return rows.length > 0;
}
