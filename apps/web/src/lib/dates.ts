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

const timeFormats = new Map<string, Intl.DateTimeFormat>();

export type PublishedDay = 'today' | 'yesterday' | 'earlier';

/** Which Baku calendar day an advert was published on, relative to now. */
export function publishedDay(iso: string, now = new Date()): PublishedDay {
  const date = new Date(iso);
  if (dayKey(date) === dayKey(now)) return 'today';
  if (dayKey(date) === dayKey(new Date(now.getTime() - 86_400_000))) return 'yesterday';
  return 'earlier';
}

/**
 * "14:05" (Azerbaijani, Russian) or "02:05 PM" (English), in Baku. Formats of locales every ICU build has
 * (Chromium's may lack Azerbaijani's), so the server and the browser write the same time.
 */
export function formatTime(iso: string, language: string): string {
  const locale = language === 'en' ? 'en-US' : 'en-GB';
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: MARKET_TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: language === 'en' ? 'h12' : 'h23',
    });
    timeFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}

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

/** "17 noyabr", "17 November", "17 ноября"; the year is added when it is not the current one. */
export function formatDate(iso: string, language: string, now = new Date()): string {
  const [year, month, day] = dayKey(new Date(iso)).split('-');
  const months = MONTHS[language] ?? MONTHS.en ?? [];
  const sameYear = year === dayKey(now).slice(0, 4);
  return `${Number(day)} ${months[Number(month) - 1]}${sameYear ? '' : ` ${year}`}`;
}
