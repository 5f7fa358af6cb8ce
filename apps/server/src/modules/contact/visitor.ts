import { createHmac } from 'node:crypto';
import { MARKET_TIME_ZONE } from '@zeng/contract/constants';
import { addressKey } from '../../lib/address-key.js';

const DAY_FORMAT = new Intl.DateTimeFormat('en-CA', { timeZone: MARKET_TIME_ZONE });

/** The calendar day in Asia/Baku as PostgreSQL's date reads it: 2026-11-30. */
export const bakuDate = (at: Date): string => DAY_FORMAT.format(at);

/**
 * Who a visitor is, for counting each one once a day: a signed-in person by their account, anyone else
 * by their network address and browser. Kept as a keyed hash of the day's: no address or account is
 * stored, and one day's keys say nothing of another's. No cookie: a count must not ask for consent.
 */
export function visitorKey(secret: string, day: string, who: Visitor): string {
  return keyed(secret, `${day}|${identityOf(who)}`);
}

/** A visitor as the server tells them apart: their account when signed in, else address and browser. */
export interface Visitor {
  userId: number | null;
  address: string;
  userAgent: string | undefined;
}

const identityOf = (who: Visitor) =>
  who.userId !== null ? `user:${who.userId}` : `address:${addressKey(who.address)}|${who.userAgent ?? ''}`;

const keyed = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('base64url').slice(0, 22);

/**
 * Who reported an advert, for one report each (modules/reports): a signed-in person by their account,
 * anyone else by a keyed hash of address and browser that, unlike a visitor's, lasts from day to day.
 */
export function reporterKey(secret: string, who: Visitor): string {
  return who.userId !== null ? `user:${who.userId}` : `anon:${keyed(secret, `report|${identityOf(who)}`)}`;
}
