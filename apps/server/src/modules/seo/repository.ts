import type { ProductCategory } from '@zeng/contract/constants';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { adverts } from '../../db/schema.js';
import { visibleSql } from '../adverts/lifecycle.js';

/**
 * The shown adverts of a category from `fromId` on, in id order. Both statements below read only
 * adverts_visible_id_idx (category, id, with expires_at and updated_at alongside, on the approved
 * undeleted rows; migration 0009): an index-only scan that starts at `fromId`.
 */
const shownFrom = (category: ProductCategory, fromId: number, now: Date) =>
  and(eq(adverts.category, category), gte(adverts.id, fromId), visibleSql(now));

/**
 * The id of the shown advert `skip` places after the first shown one at or after `fromId`, or null
 * when there are not that many: the keyset walk that finds where each child sitemap starts.
 */
export async function shownIdAfter(
  db: Database,
  category: ProductCategory,
  fromId: number,
  skip: number,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .select({ id: adverts.id })
    .from(adverts)
    .where(shownFrom(category, fromId, now))
    .orderBy(asc(adverts.id))
    .offset(skip)
    .limit(1);
  return row?.id ?? null;
}

/** Up to `limit` shown adverts of a category from `fromId` on, in id order, with when each last changed. */
export function shownAdverts(
  db: Database,
  category: ProductCategory,
  fromId: number,
  limit: number,
  now: Date,
): Promise<{ id: number; updatedAt: Date }[]> {
  return db
    .select({ id: adverts.id, updatedAt: adverts.updatedAt })
    .from(adverts)
    .where(shownFrom(category, fromId, now))
    .orderBy(asc(adverts.id))
    .limit(limit);
}
