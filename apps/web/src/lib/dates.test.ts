import { describe, expect, it } from 'vitest';
import { formatDate, publishedDay } from './dates';

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
});
