import { MARKET_TIME_ZONE } from '@zeng/contract/constants';

// Made once: building an Intl.DateTimeFormat costs far more than formatting with it, and every card
// of a listing formats two or three dates.
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: MARKET_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const dayKey = (date: Date) => dayFormat.format(date);

// British English's clock: a locale every ICU build has (Chromium's may lack Azerbaijani's), so the
// server and the browser write the same time.
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: MARKET_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export type PublishedDay = 'today' | 'yesterday' | 'earlier';

/** Which Baku calendar day an advert was published on, relative to now. */
export function publishedDay(iso: string, now = new Date()): PublishedDay {
  const date = new Date(iso);
  if (dayKey(date) === dayKey(now)) return 'today';
  if (dayKey(date) === dayKey(new Date(now.getTime() - 86_400_000))) return 'yesterday';
  return 'earlier';
}

/**
 * "14:05" in Baku, in every language: a 24-hour clock, as the country writes it (one convention: English
 * dates read "25 November 2026, 05:50", never a day-first date beside an AM/PM time).
 */
export const formatTime = (iso: string) => timeFormat.format(new Date(iso));

/** Month names of our own: Chromium builds without full ICU answer "M11" for Azerbaijani months. */
const MONTHS: Record<string, string[]> = {
  az: ['yanvar', 'fevral', 'mart', 'aprel', 'may', 'iyun', 'iyul', 'avqust', 'sentyabr', 'oktyabr', 'noyabr', 'dekabr'],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  ru: [
    'января',
    'февраля',
    'марта',
    'апреля',
    'мая',
    'июня',
    'июля',
    'августа',
    'сентября',
    'октября',
    'ноября',
    'декабря',
  ],
};

/** "17 noyabr" and its year, in Baku. */
function dayAndMonth(iso: string, language: string): [string, string | undefined] {
  const [year, month, day] = dayKey(new Date(iso)).split('-');
  const months = MONTHS[language] ?? MONTHS.en ?? [];
  return [`${Number(day)} ${months[Number(month) - 1]}`, year];
}

/** "17 noyabr", "17 November", "17 ноября"; the year is added when it is not the current one. */
export function formatDate(iso: string, language: string, now = new Date()): string {
  const [date, year] = dayAndMonth(iso, language);
  return year === dayKey(now).slice(0, 4) ? date : `${date} ${year}`;
}

/** "17 noyabr 2026", "17 ноября 2026": a day on record (since when a seller is here), always with its year. */
export const formatFullDate = (iso: string, language: string) => dayAndMonth(iso, language).join(' ');

/**
 * "17 noyabr 2026, 14:05", "17 November 2026, 14:05", "17 ноября 2026, 14:05": when an advert was
 * published or sent for review, a record read later, so always with its year.
 */
export const formatDateTime = (iso: string, language: string) => `${formatFullDate(iso, language)}, ${formatTime(iso)}`;
