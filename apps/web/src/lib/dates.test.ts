import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, publishedDay } from './dates';

describe('dates in Baku', () => {
  const now = new Date('2026-11-22T10:00:00Z'); // 14:00 in Baku

  it('knows today and yesterday by the Baku calendar', () => {
    expect(publishedDay('2026-11-21T20:30:00Z', now)).toBe('today'); // 00:30 on the 22nd in Baku
    expect(publishedDay('2026-11-21T19:30:00Z', now)).toBe('yesterday');
    expect(publishedDay('2026-11-19T12:00:00Z', now)).toBe('earlier');
  });

  it('names the month in each language, with the year only when it differs', () => {
    expect(formatDate('2026-03-10T12:00:00Z', 'az', now)).toBe('10 mart');
    expect(formatDate('2026-03-10T12:00:00Z', 'ru', now)).toBe('10 марта');
    expect(formatDate('2025-12-31T21:00:00Z', 'en', now)).toBe('1 January');
    expect(formatDate('2025-06-01T12:00:00Z', 'en', now)).toBe('1 June 2025');
  });

  it('writes the time on a 24-hour clock in every language, in Baku', () => {
    // 01:50 and 13:50 UTC are 05:50 and 17:50 in Baku.
    expect(formatTime('2026-11-25T01:50:00Z')).toBe('05:50');
    expect(formatTime('2026-11-25T13:50:00Z')).toBe('17:50');
  });

  it('writes a date and time one way per language, the year always, never a numeric date beside AM/PM', () => {
    expect(formatDateTime('2026-11-25T01:50:00Z', 'az')).toBe('25 noyabr 2026, 05:50');
    expect(formatDateTime('2026-11-25T13:50:00Z', 'en')).toBe('25 November 2026, 17:50');
    expect(formatDateTime('2026-11-25T13:50:00Z', 'ru')).toBe('25 ноября 2026, 17:50');
    // The Baku calendar day: 21:30 UTC on New Year's Eve is already the 1st of January there.
    expect(formatDateTime('2025-12-31T21:30:00Z', 'en')).toBe('1 January 2026, 01:30');
  });
});
