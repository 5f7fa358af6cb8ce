import { ADVERT_REVIEW_HOURS } from '@zeng/contract/constants';
import type { TFunction } from 'i18next';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "45 min", "3 h 20 min", "2 d 4 h": how long a request has waited, in the person's language. */
export function formatWaiting(seconds: number, t: TFunction<'admin'>): string {
  const s = Math.max(0, Math.floor(seconds));
  if (s >= DAY) return t('waiting.days', { d: Math.floor(s / DAY), h: Math.floor((s % DAY) / HOUR) });
  if (s >= HOUR) return t('waiting.hours', { h: Math.floor(s / HOUR), m: Math.floor((s % HOUR) / MINUTE) });
  return t('waiting.minutes', { m: Math.floor(s / MINUTE) });
}

/** Past the 24 hours sellers are promised (docs/product.md): the row is highlighted. */
export const isOverdue = (seconds: number) => seconds > ADVERT_REVIEW_HOURS * HOUR;
