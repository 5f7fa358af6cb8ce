import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { moderationEvents } from '../../db/schema.js';

// The record of moderation: a moderator's decision (this module's service) and an administrator's
// removal (the adverts service) each write it inside the transaction of what it records.

/** Every moderation decision (and an administrator's removal), kept for the record. */
export async function recordModerationEvent(
  tx: Database,
  event: {
    advertId: number;
    moderatorId: number;
    action: (typeof moderationEvents.$inferInsert)['action'];
    reason?: string | null;
    at: Date;
  },
): Promise<void> {
  await tx.insert(moderationEvents).values({ ...event, reason: event.reason ?? null });
}

export async function eventsOf(db: Database, advertId: number) {
  return db
    .select()
    .from(moderationEvents)
    .where(eq(moderationEvents.advertId, advertId))
    .orderBy(asc(moderationEvents.at), asc(moderationEvents.id));
}
