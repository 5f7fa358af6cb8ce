import type { ReportReason } from '@zeng/contract/report-reasons';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { advertReports, adverts, users } from '../../db/schema.js';
import type { AdvertValues } from '../adverts/advert-rows.js';

// Reports of adverts (docs/decisions/0033): written one per reporter and advert, read by the
// moderators' tab through the partial index of the open ones, closed by a moderator's decision.

/**
 * Holds the advert's row for this transaction: reports of one advert and decisions on them take turns,
 * so the third report always sees the two before it.
 */
export async function lockAdvert(tx: Database, advertId: number): Promise<void> {
  await tx.execute(sql`SELECT 1 FROM ${adverts} WHERE ${adverts.id} = ${advertId} FOR UPDATE`);
}

/** Records a report; false when this reporter has reported the advert before. */
export async function addReport(
  tx: Database,
  report: {
    advertId: number;
    reporterKey: string;
    userId: number | null;
    reason: ReportReason;
    note: string | null;
    at: Date;
  },
): Promise<boolean> {
  const rows = await tx
    .insert(advertReports)
    .values(report)
    .onConflictDoNothing({ target: [advertReports.advertId, advertReports.reporterKey] })
    .returning({ id: advertReports.id });
  return rows.length > 0;
}

/** Distinct signed-in people whose reports of the advert are open. */
export async function openSignedInReporters(tx: Database, advertId: number): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(DISTINCT ${advertReports.userId})::int` })
    .from(advertReports)
    .where(and(eq(advertReports.advertId, advertId), isNull(advertReports.decidedAt)));
  return row?.count ?? 0;
}

/** Writes `values` to the advert if its reports hold it (lifecycle.ts held). */
export async function changeIfHeld(tx: Database, advertId: number, values: Partial<AdvertValues>) {
  await tx
    .update(adverts)
    .set(values)
    .where(and(eq(adverts.id, advertId), sql`${adverts.state} = 'PENDING' AND ${adverts.heldAt} IS NOT NULL`));
}

/** Writes `values` to the advert unless it was deleted. */
export async function changeAdvert(tx: Database, advertId: number, values: Partial<AdvertValues>) {
  await tx
    .update(adverts)
    .set(values)
    .where(and(eq(adverts.id, advertId), isNull(adverts.deletedAt)));
}

/** Whether the advert exists and was not deleted. */
export async function undeletedAdvert(tx: Database, advertId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: adverts.id })
    .from(adverts)
    .where(and(eq(adverts.id, advertId), isNull(adverts.deletedAt)));
  return rows.length > 0;
}

/** Closes the advert's open reports as decided by this moderator; answers how many were open. */
export async function decideOpenReports(tx: Database, advertId: number, moderatorId: number, at: Date) {
  const rows = await tx
    .update(advertReports)
    .set({ decidedAt: at, decidedBy: moderatorId })
    .where(and(eq(advertReports.advertId, advertId), isNull(advertReports.decidedAt)))
    .returning({ id: advertReports.id });
  return rows.length;
}

/** Where a page of the tab starts: after this advert, whose first open report came at `at`. */
export interface ReportedPosition {
  at: Date;
  advertId: number;
}

const openOfUndeleted = and(
  isNull(advertReports.decidedAt),
  sql`EXISTS (SELECT 1 FROM ${adverts} WHERE ${adverts.id} = ${advertReports.advertId} AND ${adverts.deletedAt} IS NULL)`,
);

/** Undeleted adverts with open reports, by their first open report, oldest first, after `from`. */
export async function reportedPage(db: Database, from: ReportedPosition | null, limit: number) {
  const first = sql<Date>`min(${advertReports.at})`;
  return db
    .select({ advertId: advertReports.advertId, firstAt: first.mapWith((v: string) => new Date(v)) })
    .from(advertReports)
    .where(openOfUndeleted)
    .groupBy(advertReports.advertId)
    .having(from ? sql`(${first}, ${advertReports.advertId}) > (${from.at}, ${from.advertId})` : undefined)
    .orderBy(asc(first), asc(advertReports.advertId))
    .limit(limit);
}

/** How many undeleted adverts have open reports (the tab's count). */
export async function reportedCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(DISTINCT ${advertReports.advertId})::int` })
    .from(advertReports)
    .where(openOfUndeleted);
  return row?.count ?? 0;
}

/** The open reports of these adverts, oldest first. */
export async function openReportsOf(db: Database, advertIds: readonly number[]) {
  if (advertIds.length === 0) return [];
  return db
    .select({
      advertId: advertReports.advertId,
      reason: advertReports.reason,
      note: advertReports.note,
      at: advertReports.at,
      userId: advertReports.userId,
    })
    .from(advertReports)
    .where(and(inArray(advertReports.advertId, [...advertIds]), isNull(advertReports.decidedAt)))
    .orderBy(asc(advertReports.at), asc(advertReports.id));
}

/** The adverts' standing and sellers, as the tab names them. */
export async function advertsWithSellers(db: Database, advertIds: readonly number[]) {
  if (advertIds.length === 0) return [];
  return db
    .select({
      id: adverts.id,
      category: adverts.category,
      state: adverts.state,
      expiresAt: adverts.expiresAt,
      heldAt: adverts.heldAt,
      userId: adverts.userId,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(adverts)
    .innerJoin(users, eq(users.id, adverts.userId))
    .where(inArray(adverts.id, [...advertIds]));
}
