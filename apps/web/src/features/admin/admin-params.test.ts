import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../lib/i18n';
import { adminPanelHref, parsePreviewTarget, parseQueuePlace } from './admin-params';
import { formatWaiting, isOverdue } from './waiting-time';

const params = (query: string) => new URLSearchParams(query);

describe('the place in the queue', () => {
  it('defaults to phones, the first page, and ignores what is not a category, a page or a cursor', () => {
    expect(parseQueuePlace(params(''))).toEqual({ category: 'phone', page: 1 });
    expect(parseQueuePlace(params('category=car&page=-2'))).toEqual({ category: 'phone', page: 1 });
    expect(parseQueuePlace(params('category=sim&page=0'))).toEqual({ category: 'sim', page: 1 });
    expect(parseQueuePlace(params('category=accessory&page=4&at=WyJEQVRFX0FTQyJd'))).toEqual({
      category: 'accessory',
      page: 4,
      at: 'WyJEQVRFX0FTQyJd',
    });
    // A page past the first is found by where it starts: without it (an old address), the queue starts again.
    expect(parseQueuePlace(params('category=accessory&page=4'))).toEqual({ category: 'accessory', page: 1 });
    expect(parseQueuePlace(params('page=2&at=%3Cscript%3E'))).toEqual({ category: 'phone', page: 1 });
  });

  it('writes the defaults out of the address', () => {
    expect(adminPanelHref({ category: 'phone', page: 1 })).toBe('/adminPanel');
    expect(adminPanelHref({ category: 'tablet', page: 3, at: 'c21' })).toBe(
      '/adminPanel?category=tablet&page=3&at=c21',
    );
  });
});

describe('the request to preview', () => {
  it('comes from navigation state first, else from the address', () => {
    expect(
      parsePreviewTarget({ id: 5, productCategory: 'sim', page: 2, at: 'c2' }, params('category=phone&id=9')),
    ).toEqual({ category: 'sim', id: 5, page: 2, at: 'c2' });
    expect(parsePreviewTarget(null, params('category=tablet&id=9'))).toEqual({ category: 'tablet', id: 9, page: 1 });
  });

  it('is nothing without a known category and a positive id', () => {
    expect(parsePreviewTarget(null, params('category=tablet'))).toBeNull();
    expect(parsePreviewTarget(null, params('category=car&id=3'))).toBeNull();
    expect(parsePreviewTarget({ id: -1 }, params('category=phone&id=abc'))).toBeNull();
  });
});

describe('the waiting time', () => {
  it('reads as minutes, hours and minutes, or days and hours', async () => {
    initI18n();
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces('admin');
    const t = i18n.getFixedT('en', 'admin');
    expect(formatWaiting(59, t)).toBe('0 min');
    expect(formatWaiting(45 * 60, t)).toBe('45 min');
    expect(formatWaiting(3 * 3600 + 20 * 60 + 59, t)).toBe('3 h 20 min');
    expect(formatWaiting(2 * 86400 + 4 * 3600, t)).toBe('2 d 4 h');
  });

  it('is overdue only past 24 hours', () => {
    expect(isOverdue(24 * 3600)).toBe(false);
    expect(isOverdue(24 * 3600 + 1)).toBe(true);
  });
});
