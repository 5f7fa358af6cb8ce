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
export function visitorKey(
  secret: string,
  day: string,
  who: { userId: number | null; address: string; userAgent: string | undefined },
): string {
  const identity =
    who.userId !== null ? `user:${who.userId}` : `address:${addressKey(who.address)}|${who.userAgent ?? ''}`;
  return createHmac('sha256', secret).update(`${day}|${identity}`).digest('base64url').slice(0, 22);
}
