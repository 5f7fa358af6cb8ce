import { createHmac } from 'node:crypto';
import { MARKET_TIME_ZONE } from '@zeng/contract/constants';
import type { FastifyRequest } from 'fastify';
import { addressKey } from '../../lib/address-key.js';
import type { AuthUser } from '../auth/access-tokens.js';

const DAY_FORMAT = new Intl.DateTimeFormat('en-CA', { timeZone: MARKET_TIME_ZONE });

/** The calendar day in Asia/Baku as PostgreSQL's date reads it: 2026-11-30. */
export const bakuDate = (at: Date): string => DAY_FORMAT.format(at);

/**
 * Who a visitor is, for counting each one once a day: a signed-in person by their account, anyone else
 * by their network address and browser. Kept as a keyed hash of the day's: no address or account is
 * stored, and one day's keys say nothing of another's. No cookie: a count must not ask for consent.
 */
export function visitorKey(secret: string, day: string, who: Asker): string {
  return keyed(secret, `${day}|${identityOf(who)}`);
}

/** Who asks, as a route reads them: their account when signed in, their address and browser. */
export interface Asker {
  user: AuthUser | null;
  address: string;
  userAgent: string | undefined;
}

/** The asker of a request. */
export const askerOf = (request: FastifyRequest, user: AuthUser | null): Asker => ({
  user,
  address: request.ip,
  userAgent: request.headers['user-agent'],
});

const identityOf = (who: Asker) =>
  who.user !== null ? `user:${who.user.id}` : `address:${addressKey(who.address)}|${who.userAgent ?? ''}`;

const keyed = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('base64url').slice(0, 22);

/**
 * Who reported an advert, for one report each (modules/reports): a signed-in person by their account,
 * anyone else by a keyed hash of address and browser that, unlike a visitor's, lasts from day to day.
 */
export function reporterKey(secret: string, who: Asker): string {
  return who.user !== null ? `user:${who.user.id}` : `anon:${keyed(secret, `report|${identityOf(who)}`)}`;
}
