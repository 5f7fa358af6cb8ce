import { MARKET_TIME_ZONE } from '@zeng/contract/constants';

// Made once: building a formatter costs far more than using it, and today's list asks on every call.
const OFFSET_FORMAT = new Intl.DateTimeFormat('en-US', { timeZone: MARKET_TIME_ZONE, timeZoneName: 'longOffset' });

/** Minutes the market's clock is ahead of UTC at an instant (Asia/Baku: +240, no DST since 2016). */
function offsetMinutes(at: Date): number {
  const name = OFFSET_FORMAT.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value;
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

/** A calendar day in Asia/Baku as a half-open UTC range [start, end). */
export interface Day {
  start: Date;
  end: Date;
}

/** The calendar day in Asia/Baku that contains `now`. */
export function bakuDayRange(now: Date): Day {
  const offset = offsetMinutes(now) * 60_000;
  const local = new Date(now.getTime() + offset);
  const startLocal = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  return { start: new Date(startLocal - offset), end: new Date(startLocal + 86_400_000 - offset) };
}
