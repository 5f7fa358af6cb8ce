import type { PromotionKind } from '@zeng/contract/promotion-kinds';
import { and, asc, count, desc, eq, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { adverts, promotions, users } from '../../db/schema.js';
import { visibleSql } from '../adverts/lifecycle.js';

// Paid placement's record (docs/decisions/0038): requests, grants and refusals in `promotions`; what
// holds now on the advert's own row (vip_until, premium_until), which every list reads.

export type PromotionRow = typeof promotions.$inferSelect;

/** The advert as a request of it is weighed: whose it is, whether it is shown, what holds now. */
export async function advertForPromotion(db: Database, advertId: number, now: Date) {
  const [row] = await db
    .select({
      id: adverts.id,
      userId: adverts.userId,
      category: adverts.category,
      shown: sql<boolean>`${visibleSql(now)}`,
      vipUntil: adverts.vipUntil,
      premiumUntil: adverts.premiumUntil,
      deletedAt: adverts.deletedAt,
    })
    .from(adverts)
    .where(eq(adverts.id, advertId));
  return row;
}

/** Records a request; undefined when one of its kind is already open for the advert. */
export async function addRequest(
  db: Database,
  request: { advertId: number; kind: PromotionKind; requestedBy: number; requestedAt: Date },
): Promise<PromotionRow | undefined> {
  const [row] = await db
    .insert(promotions)
    .values(request)
    .onConflictDoNothing({
      target: [promotions.advertId, promotions.kind],
      where: sql`${promotions.status} = 'REQUESTED'`,
    })
    .returning();
  return row;
}

/** The advert's requests, newest first. */
export function requestsOf(db: Database, advertId: number): Promise<PromotionRow[]> {
  return db.select().from(promotions).where(eq(promotions.advertId, advertId)).orderBy(desc(promotions.id)).limit(50);
}

/** Where a page of the tab starts: after this request. */
export interface QueuePosition {
  at: Date;
  id: number;
}

/** Open requests of adverts not removed: a removed advert's request has nothing left to place. */
const open = and(
  eq(promotions.status, 'REQUESTED'),
  sql`EXISTS (SELECT 1 FROM ${adverts} WHERE ${adverts.id} = ${promotions.advertId} AND ${adverts.deletedAt} IS NULL)`,
);

/** Open requests, oldest first, after `from`, with their advert's seller and what holds now. */
export function openPage(db: Database, from: QueuePosition | null, limit: number) {
  return db
    .select({
      promotion: promotions,
      category: adverts.category,
      sellerId: adverts.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      vipUntil: adverts.vipUntil,
      premiumUntil: adverts.premiumUntil,
    })
    .from(promotions)
    .innerJoin(adverts, eq(adverts.id, promotions.advertId))
    .innerJoin(users, eq(users.id, adverts.userId))
    .where(and(open, from ? sql`(${promotions.requestedAt}, ${promotions.id}) > (${from.at}, ${from.id})` : undefined))
    .orderBy(asc(promotions.requestedAt), asc(promotions.id))
    .limit(limit);
}

export async function openCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(promotions).where(open);
  return row?.n ?? 0;
}

/** The request, held for this transaction: two administrators deciding it take turns. */
export async function lockRequest(tx: Database, id: number): Promise<PromotionRow | undefined> {
  const [row] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
  return row;
}

export async function decide(
  tx: Database,
  id: number,
  decision: Pick<PromotionRow, 'status' | 'decidedBy' | 'decidedAt' | 'startsAt' | 'endsAt'>,
): Promise<void> {
  await tx.update(promotions).set(decision).where(eq(promotions.id, id));
}

/** Holds the advert's row for this transaction (its placement is read, then written). */
export async function lockAdvert(tx: Database, advertId: number) {
  const [row] = await tx
    .select({ vipUntil: adverts.vipUntil, premiumUntil: adverts.premiumUntil })
    .from(adverts)
    .where(eq(adverts.id, advertId))
    .for('update');
  return row;
}

/** Clears the VIP places and Premium marks that have ended, so the promoted index holds only the live. */
export async function clearEnded(db: Database, now: Date): Promise<number> {
  const ended = await db
    .update(adverts)
    .set({
      vipUntil: sql`CASE WHEN ${adverts.vipUntil} <= ${now} THEN NULL ELSE ${adverts.vipUntil} END`,
      premiumUntil: sql`CASE WHEN ${adverts.premiumUntil} <= ${now} THEN NULL ELSE ${adverts.premiumUntil} END`,
    })
    .where(
      and(
        or(isNotNull(adverts.vipUntil), isNotNull(adverts.premiumUntil)),
        or(lte(adverts.vipUntil, now), lte(adverts.premiumUntil, now)),
      ),
    )
    .returning({ id: adverts.id });
  return ended.length;
}
