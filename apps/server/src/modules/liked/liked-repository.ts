import { MAX_LIKED } from '@zeng/contract/constants';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { adverts, likedAdverts } from '../../db/schema.js';
import { visibleSql } from '../adverts/lifecycle.js';

// A signed-in person's liked adverts (issue 38): one row per person and advert, with the price they
// last saw; and the price drops an approval finds among them.

export interface LikedRow {
  advertId: number;
  likedAt: Date;
}

/** The person's list, the newest like first. */
export async function likedOf(db: Database, userId: number): Promise<LikedRow[]> {
  return db
    .select({ advertId: likedAdverts.advertId, likedAt: likedAdverts.likedAt })
    .from(likedAdverts)
    .where(eq(likedAdverts.userId, userId))
    .orderBy(desc(likedAdverts.likedAt), desc(likedAdverts.advertId))
    .limit(MAX_LIKED);
}

/** The shown adverts among `ids` (approved, unended, undeleted): their seller and price now. */
export async function shownAdverts(db: Database, ids: readonly number[], now: Date) {
  if (ids.length === 0) return [];
  return db
    .select({ id: adverts.id, userId: adverts.userId, price: adverts.price })
    .from(adverts)
    .where(and(inArray(adverts.id, [...ids]), visibleSql(now)));
}

/** Adds likes (each at its own moment); one already there keeps its date and price seen. */
export async function addLikes(
  tx: Database,
  userId: number,
  likes: ReadonlyArray<{ advertId: number; likedAt: Date; seenPrice: number }>,
): Promise<void> {
  if (likes.length === 0) return;
  await tx
    .insert(likedAdverts)
    .values(likes.map((like) => ({ userId, ...like })))
    .onConflictDoNothing({ target: [likedAdverts.userId, likedAdverts.advertId] });
  // The list keeps its newest MAX_LIKED.
  await tx.execute(sql`
    DELETE FROM ${likedAdverts}
    WHERE ${likedAdverts.userId} = ${userId}
      AND ${likedAdverts.advertId} NOT IN (
        SELECT ${likedAdverts.advertId} FROM ${likedAdverts}
        WHERE ${likedAdverts.userId} = ${userId}
        ORDER BY ${likedAdverts.likedAt} DESC, ${likedAdverts.advertId} DESC
        LIMIT ${MAX_LIKED}
      )`);
}

export async function removeLike(db: Database, userId: number, advertId: number): Promise<void> {
  await db.delete(likedAdverts).where(and(eq(likedAdverts.userId, userId), eq(likedAdverts.advertId, advertId)));
}

/**
 * The advert's price is now `price` (an approval): everyone who liked it at a higher price is told, and
 * every like takes the new price as the one seen, so a later drop is told again from there.
 */
export async function recordPriceChange(tx: Database, advertId: number, price: number, now: Date): Promise<void> {
  await tx.execute(sql`
    INSERT INTO notifications (user_id, kind, advert_id, old_price, new_price, created_at)
    SELECT user_id, 'PRICE_DROP', advert_id, seen_price, ${price}, ${now}
    FROM liked_adverts
    WHERE advert_id = ${advertId} AND seen_price > ${price}`);
  await tx
    .update(likedAdverts)
    .set({ seenPrice: price })
    .where(and(eq(likedAdverts.advertId, advertId), ne(likedAdverts.seenPrice, price)));
}
