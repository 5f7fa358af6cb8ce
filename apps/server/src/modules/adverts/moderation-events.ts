import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { moderationEvents } from '../../db/schema.js';

// The record of moderation lives beside the lifecycle it records: a moderator's decision
// (modules/moderation) and a removal (this module's repository) both write it inside their own
// transaction, so neither repository has to import the other's.

/** Every moderation decision (and an administrator's removal), kept for the record. */
export async function recordModerationEvent(
  tx: Database,
  event: {
    advertId: number;
    moderatorId: number;
    action: 'APPROVE' | 'REJECT' | 'DELETE';
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
