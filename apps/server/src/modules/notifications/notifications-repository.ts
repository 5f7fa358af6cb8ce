import { NOTIFICATIONS_PAGE_SIZE, UNREAD_CAP } from '@zeng/contract/constants';
import { and, desc, eq, getTableColumns, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { notifications, savedSearches } from '../../db/schema.js';

export type NotificationRow = typeof notifications.$inferSelect & { savedSearchName: string | null };

/**
 * A page of the person's notifications, newest first, after the one `before` names (by key), each with
 * the name of the saved search that found its advert, if one did.
 */
export async function pageOf(db: Database, userId: number, before: number | undefined): Promise<NotificationRow[]> {
  return db
    .select({ ...getTableColumns(notifications), savedSearchName: savedSearches.name })
    .from(notifications)
    .leftJoin(savedSearches, eq(savedSearches.id, notifications.savedSearchId))
    .where(and(eq(notifications.userId, userId), before === undefined ? undefined : lt(notifications.id, before)))
    .orderBy(desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE_SIZE + 1);
}

/** How many are unread, counted no further than UNREAD_CAP + 1 (through the partial index of the unread). */
export async function unreadCount(db: Database, userId: number): Promise<number> {
  const unread = db
    .select({ one: sql`1` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .limit(UNREAD_CAP + 1)
    .as('unread');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(unread);
  return row?.count ?? 0;
}

/** Every unread one up to `upTo` is read now. */
export async function markRead(db: Database, userId: number, upTo: number, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), lte(notifications.id, upTo), isNull(notifications.readAt)));
}
