import { ADVERT_LIFETIME_DAYS, type AdvertState, SOLD_PAGE_DAYS } from '@zeng/contract/constants';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { adverts } from '../../db/schema.js';

/**
 * The life of an advert, in one place (docs/product.md, "The life of an advert"):
 *
 *   submit ──▶ PENDING ──approve──▶ APPROVED ──(30 days pass)──▶ EXPIRED ──renew──▶ APPROVED
 *                 ▲   └──reject───▶ REJECTED                         │
 *                 └────────── edit (from any state) ◀─────────────────┘
 *   remove (soft) ends any of them.
 *   APPROVED ──(its seller marks it sold)──▶ ended: expires now, its page says sold for 30 days.
 *   APPROVED ──(reports of REPORTS_TO_HOLD people)──▶ held: PENDING again, held_at set, dates kept;
 *   a moderator releases it (dismissed reports: APPROVED, dates as they were) or rejects it (removed).
 *
 * EXPIRED is never stored: an approved advert past expires_at is expired (docs/decisions/0004).
 * Each transition answers the columns it writes; services write them, the demo seed and the test
 * factories build rows with them. No other file computes a state, an expiry or visibility; who may
 * take a transition (the owner renews an expired advert, a moderator decides a pending one) is
 * @zeng/contract/permissions.
 */

export const STORED_STATES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type StoredState = (typeof STORED_STATES)[number];

const DAY_MS = 86_400_000;
export const ADVERT_LIFETIME_MS = ADVERT_LIFETIME_DAYS * DAY_MS;
const SOLD_PAGE_MS = SOLD_PAGE_DAYS * DAY_MS;

/** Timestamps are kept to the millisecond, as JavaScript and the list cursors carry them. */
const toMillisecond = (at: Date) => new Date(Math.floor(at.getTime()));

/** When an advert approved (or renewed) at this moment stops being shown. */
export function expiryFrom(at: Date): Date {
  return new Date(at.getTime() + ADVERT_LIFETIME_MS);
}

/** Where an advert is in its life at `now`. */
export function stateOf(row: { state: StoredState; expiresAt: Date | null }, now: Date): AdvertState {
  if (row.state === 'APPROVED' && row.expiresAt !== null && row.expiresAt <= now) return 'EXPIRED';
  return row.state;
}

/** An advert as permissions.ts weighs it: its owner, where it is in its life, and whether it was sold. */
export function permissionSubject(
  row: { userId: number; state: StoredState; expiresAt: Date | null; soldAt: Date | null },
  now: Date,
) {
  return { ownerId: row.userId, state: stateOf(row, now), sold: row.soldAt !== null };
}

/**
 * What everyone but the owner and moderators may know of an advert: it is shown, it was removed, its
 * 30 days have passed, or it is not public (waiting for review or rejected, told apart from an unknown
 * id by nobody else).
 */
export type PublicStanding = 'SHOWN' | 'SOLD' | 'DELETED' | 'EXPIRED' | 'HIDDEN';

export function publicStanding(
  row: { state: StoredState; expiresAt: Date | null; deletedAt: Date | null; soldAt: Date | null },
  now: Date,
): PublicStanding {
  // Removing an advert tells nobody more than it did: one removed while shown or expired is gone,
  // one removed while waiting for review or rejected stays as unknown as it was.
  if (row.deletedAt !== null) return row.state === 'APPROVED' ? 'DELETED' : 'HIDDEN';
  // A sold one says so for SOLD_PAGE_DAYS, then is gone as an expired one is.
  if (row.soldAt !== null && row.state === 'APPROVED') {
    return now.getTime() - row.soldAt.getTime() < SOLD_PAGE_MS ? 'SOLD' : 'EXPIRED';
  }
  const state = stateOf(row, now);
  if (state === 'EXPIRED') return 'EXPIRED';
  return state === 'APPROVED' ? 'SHOWN' : 'HIDDEN';
}

/** A new advert, or an edited one: it waits for review again and is not shown meanwhile. */
export function submitted(now: Date) {
  const at = toMillisecond(now);
  return {
    state: 'PENDING' as const,
    submittedAt: at,
    updatedAt: at,
    expiresAt: null,
    rejectionReason: null,
    heldAt: null,
  };
}

/**
 * An edit sent for review again. Its submittedAt is the version a moderator decides on, so it always
 * moves on, even for two edits within one millisecond (modules/moderation: ADVERT_CHANGED).
 */
export function resubmitted(now: Date, previous: Date) {
  return submitted(now.getTime() > previous.getTime() ? now : new Date(previous.getTime() + 1));
}

/** Published at `at` for 30 days. The moderator's approval, and the demo's past approvals. */
export function approvedAt(at: Date) {
  const publishedAt = toMillisecond(at);
  return {
    state: 'APPROVED' as const,
    publishedAt,
    expiresAt: expiryFrom(publishedAt),
    rejectionReason: null,
    heldAt: null,
    updatedAt: publishedAt,
  };
}

/** Sent back to its owner, with the moderator's reason when one was given. */
export function rejected(reason: string | null | undefined, now: Date) {
  return {
    state: 'REJECTED' as const,
    rejectionReason: reason?.trim() || null,
    heldAt: null,
    updatedAt: toMillisecond(now),
  };
}

/**
 * Out of the listings while a moderator weighs its reports (docs/decisions/0033): it waits as a pending
 * advert does, at the head of the queue (its submittedAt is old), its publication and expiry kept.
 */
export function held(now: Date) {
  return { state: 'PENDING' as const, heldAt: toMillisecond(now) };
}

/** Its reports dismissed: shown again as it was, the same publication and expiry (no jump to the top). */
export function released() {
  return { state: 'APPROVED' as const, heldAt: null };
}

/** Another 30 days from now, without review; published_at is kept (moving to the top is the paid repost). */
export function renewed(now: Date) {
  const at = toMillisecond(now);
  return { expiresAt: expiryFrom(at), updatedAt: at };
}

/**
 * Sold by its seller: it ends now (as an expiry does, so every list leaves it out) and its page says
 * sold (publicStanding SOLD), never to be renewed (permissions.ts).
 */
export function sold(now: Date) {
  const at = toMillisecond(now);
  return { soldAt: at, expiresAt: at, updatedAt: at };
}

/** Soft removal: gone from every list and answer, kept for the record. */
export function removed(now: Date) {
  const at = toMillisecond(now);
  return { deletedAt: at, updatedAt: at };
}

// ---------- the same rules as SQL ----------

/**
 * Approved, not deleted, not expired: what everyone may see. The state and deletion tests are written
 * as literals so that even a generic prepared plan matches the partial listing indexes.
 */
export function visibleSql(now: Date | SQLWrapper): SQL {
  return sql`${adverts.state} = 'APPROVED' AND ${adverts.deletedAt} IS NULL AND ${adverts.expiresAt} > ${now}`;
}

/** Undeleted adverts in one state at `now` (the owner's profile tabs). */
export function inStateSql(state: AdvertState, now: Date): SQL {
  switch (state) {
    case 'APPROVED':
      return visibleSql(now);
    case 'EXPIRED':
      return sql`${adverts.state} = 'APPROVED' AND ${adverts.deletedAt} IS NULL AND ${adverts.expiresAt} <= ${now}`;
    case 'PENDING':
      return sql`${adverts.state} = 'PENDING' AND ${adverts.deletedAt} IS NULL`;
    case 'REJECTED':
      return sql`${adverts.state} = 'REJECTED' AND ${adverts.deletedAt} IS NULL`;
  }
}

/**
 * Adverts that hold their SIM number or IMEI: pending or approved and unexpired, undeleted. An expired
 * or rejected advert's number may be posted again (docs/decisions/0007).
 */
export function holdsNumberSql(now: Date): SQL {
  return sql`${adverts.deletedAt} IS NULL AND (${adverts.state} = 'PENDING' OR (${adverts.state} = 'APPROVED' AND ${adverts.expiresAt} > ${now}))`;
}
