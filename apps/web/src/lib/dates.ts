import { MARKET_TIME_ZONE } from '@zeng/contract/constants';

const dayKey = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: MARKET_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);

export type PublishedDay = 'today' | 'yesterday' | 'earlier';

/** Which Baku calendar day an advert was published on, relative to now. */
export function publishedDay(iso: string, now = new Date()): PublishedDay {
  const date = new Date(iso);
  if (dayKey(date) === dayKey(now)) return 'today';
  if (dayKey(date) === dayKey(new Date(now.getTime() - 86_400_000))) return 'yesterday';
  return 'earlier';
}

export function formatTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { timeZone: MARKET_TIME_ZONE, hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );
}

export function formatDate(iso: string, language: string, now = new Date()): string {
  const date = new Date(iso);
  const sameYear = date.getUTCFullYear() === now.getUTCFullYear();
  return new Intl.DateTimeFormat(language, {
    timeZone: MARKET_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(date);
}
