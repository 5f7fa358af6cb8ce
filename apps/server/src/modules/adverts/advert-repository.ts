import type { ProductCategory } from '@zeng/contract/constants';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { advertImages, adverts } from '../../db/schema.js';
import { type AdvertValues, type AdvertWithSellerRow, withSeller } from './advert-rows.js';
import { holdsNumberSql, inStateSql, removed, visibleSql } from './lifecycle.js';
import { statementName } from './listing-sql.js';

// One advert at a time: read by id, written by the posting service inside its transaction (with the
// advisory locks that keep two writes from interleaving), removed.

/** The advert-by-id statement, prepared by Drizzle once per database handle (its rows are whole adverts). */
const byIdStatements = new WeakMap<Database, { execute(values: { id: number }): Promise<AdvertWithSellerRow[]> }>();

export async function findById(db: Database, id: number): Promise<AdvertWithSellerRow | undefined> {
  let statement = byIdStatements.get(db);
  if (!statement) {
    statement = withSeller(db)
      .where(eq(adverts.id, sql.placeholder('id')))
      .limit(1)
      .prepare(statementName('advert', 'by_id'));
    byIdStatements.set(db, statement);
  }
  const [row] = await statement.execute({ id });
  return row;
}

/**
 * Soft delete: the advert disappears everywhere but stays for the record. A moderator's removal is
 * recorded too, by the service, in the same transaction (moderation/moderation-events-repository.ts).
 */
export async function softDelete(tx: Database, id: number, now: Date): Promise<void> {
  await tx.update(adverts).set(removed(now)).where(eq(adverts.id, id));
}

// ---------- writes of the posting service (inside its transaction) ----------

export interface ImageValues {
  key: string;
  width: number;
  height: number;
}

export async function insertAdvert(tx: Database, values: AdvertValues): Promise<number> {
  const [row] = await tx.insert(adverts).values(values).returning({ id: adverts.id });
  if (!row) throw new Error('advert not inserted');
  return row.id;
}

/** Writes `values` to the advert if it is shown now (approved, unexpired, undeleted); false otherwise. */
export async function changeIfShown(tx: Database, advertId: number, values: Partial<AdvertValues>, now: Date) {
  const rows = await tx
    .update(adverts)
    .set(values)
    .where(and(eq(adverts.id, advertId), visibleSql(now)))
    .returning({ id: adverts.id });
  return rows.length > 0;
}

export async function updateAdvert(tx: Database, id: number, values: Partial<AdvertValues>): Promise<void> {
  await tx.update(adverts).set(values).where(eq(adverts.id, id));
}

/** The advert's images become exactly these, in this order (the first is the cover). */
export async function replaceImages(tx: Database, advertId: number, images: readonly ImageValues[]): Promise<void> {
  await tx.delete(advertImages).where(eq(advertImages.advertId, advertId));
  if (images.length === 0) return;
  await tx.insert(advertImages).values(images.map((image, position) => ({ advertId, position, ...image })));
}

/** The images an advert has now, with their sizes: an edit may keep them. */
export async function imagesOf(db: Database, advertId: number): Promise<ImageValues[]> {
  return db
    .select({ key: advertImages.key, width: advertImages.width, height: advertImages.height })
    .from(advertImages)
    .where(eq(advertImages.advertId, advertId))
    .orderBy(asc(advertImages.position));
}

/**
 * Serialises two sends of one create (one person, one Idempotency-Key) until the transaction ends, so
 * the second finds the first's advert instead of racing it to the unique index.
 */
export async function lockIdempotencyKey(tx: Database, userId: number, key: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`zeng:create:${userId}:${key}`}))`);
}

/** The advert a create with this person's key made, deleted or not, with what that create asked for. */
export async function findByIdempotencyKey(
  db: Database,
  userId: number,
  key: string,
): Promise<{ id: number; category: ProductCategory; fingerprint: string | null } | undefined> {
  const [row] = await db
    .select({ id: adverts.id, category: adverts.category, fingerprint: adverts.idempotencyFingerprint })
    .from(adverts)
    .where(and(eq(adverts.userId, userId), eq(adverts.idempotencyKey, key)));
  return row;
}

/**
 * Serialises everyone posting the same SIM number until the transaction ends: the check that no
 * active advert holds it and the write then cannot interleave (docs/decisions/0007).
 */
export async function lockSimNumber(tx: Database, number: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`zeng:sim:${number}`}))`);
}

/** Serialises every writer of one IMEI until the transaction ends (docs/decisions/0007's lock). */
export async function lockImei(tx: Database, imei: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`zeng:imei:${imei}`}))`);
}

/** Whether another pending or shown advert holds this IMEI. */
export async function imeiHeld(tx: Database, imei: string, now: Date, exceptId?: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: adverts.id })
    .from(adverts)
    .where(
      and(eq(adverts.imei, imei), holdsNumberSql(now), exceptId === undefined ? undefined : ne(adverts.id, exceptId)),
    )
    .limit(1);
  return row !== undefined;
}

/** One create at a time per person: the count of their pending adverts stays true until the insert commits. */
export async function lockCreatesOf(tx: Database, userId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`zeng:creates:${userId}`}))`);
}

/** This person's adverts of a category waiting for review now. */
export async function pendingCountOf(tx: Database, userId: number, category: ProductCategory, now: Date) {
  const [row] = await tx
    .select({ n: count() })
    .from(adverts)
    .where(and(eq(adverts.userId, userId), eq(adverts.category, category), inStateSql('PENDING', now)));
  return row?.n ?? 0;
}

/** Whether an advert other than `exceptId` holds this number now (pending, or approved and unexpired). */
export async function simNumberHeld(tx: Database, number: string, now: Date, exceptId?: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: adverts.id })
    .from(adverts)
    .where(
      and(
        eq(adverts.category, 'sim'),
        eq(adverts.simNumber, number),
        holdsNumberSql(now),
        exceptId === undefined ? undefined : ne(adverts.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
