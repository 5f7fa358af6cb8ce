import { PRICE_GUIDE_MIN_SELLERS } from '@zeng/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { scheduledRuns } from '../../db/schema.js';
import { createAdvert, createUser, REF, TestClock } from '../../testing/factories.js';
import { callApi, createTestApp, type TestApp } from '../../testing/test-app.js';
import { PriceGuides } from './price-guides.js';
import { claimRun, readPriceGuides, rebuildPriceGuides } from './rebuild.js';
import { PRICE_GUIDE_EVERY_MS, PriceGuideSchedule } from './schedule.js';

// Issue 38, part 4: the fair-price badge. What an iPhone of one storage and grade sells for on Zeng,
// from the last 90 days' approved adverts, each seller once, outliers trimmed (ADR 0037): the advert
// page says below, fair or above with the range and how many sellers it rests on; a card says "good
// price" when clearly below, never for a price too low to be true.
const NOW = new Date('2026-06-15T12:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const GROUP = { modelId: REF.iphone, storageId: REF.storage128 };

/** One seller's advert of the guided group, approved `hoursAgo` ago. */
async function sellerAdvert(db: Database, price: number, more: Parameters<typeof createAdvert>[1] | object = {}) {
  const seller = await createUser(db);
  return createAdvert(db, {
    ...GROUP,
    grade: 'good',
    price,
    publishedAt: new Date(NOW.getTime() - HOUR),
    userId: seller.id,
    ...more,
  });
}

const ids: Record<string, number> = {};

/**
 * Sellers' prices of iPhone 128 GB "good" (sorted): 500, 800, 900 to 1060 by 20s, a shop's 990 (posted
 * 15 times: one seller), an expired 1000, 1300 and 9000. Tukey's fences (quartiles 930 and 1030, so
 * 780 to 1180) drop 500, 1300 and 9000; the twelve left make low 935, median 985, high 1005, so a good
 * price runs from 591 (60 % of the median) to 886 (90 % of it, under low).
 */
async function seed(db: Database) {
  ids.cheap = (await sellerAdvert(db, 800)).id;
  for (const price of [900, 920, 940, 960, 980, 1000, 1020, 1040, 1060]) {
    const advert = await sellerAdvert(db, price);
    if (price === 960) ids.fair = advert.id;
  }
  const shop = await createUser(db, { accountType: 'BUSINESS' });
  for (let i = 0; i < 15; i++) {
    await createAdvert(db, {
      ...GROUP,
      grade: 'good',
      price: 990,
      userId: shop.id,
      publishedAt: new Date(NOW.getTime() - (i + 2) * HOUR),
    });
  }
  ids.dear = (await sellerAdvert(db, 1300)).id;
  await sellerAdvert(db, 9000);
  ids.bait = (await sellerAdvert(db, 500)).id;
  // None of these is a price the guide rests on: each would move its fences.
  await sellerAdvert(db, 100, { publishedAt: new Date(NOW.getTime() - 91 * DAY) });
  await sellerAdvert(db, 100, { state: 'REJECTED', rejectionReason: 'Photos' });
  await sellerAdvert(db, 100, { state: 'PENDING' });
  await sellerAdvert(db, 100, { deletedAt: new Date(NOW.getTime() - HOUR) });
  // An expired advert of 60 days ago still counts: its price is one the market saw.
  ids.expired = (await sellerAdvert(db, 1000, { publishedAt: new Date(NOW.getTime() - 60 * DAY) })).id;
  // "Fair" grade: exactly the fewest sellers a guide needs; "like new": one fewer.
  for (let i = 0; i < PRICE_GUIDE_MIN_SELLERS; i++) {
    const advert = await sellerAdvert(db, 600 + 10 * i, { grade: 'fair' });
    if (i === 0) ids.fairGrade = advert.id;
  }
  for (let i = 0; i < PRICE_GUIDE_MIN_SELLERS - 1; i++) {
    const advert = await sellerAdvert(db, 1100 + 10 * i, { grade: 'like_new' });
    if (i === 0) ids.likeNew = advert.id;
  }
}

let t: TestApp;
const clock = new TestClock(NOW);

beforeAll(async () => {
  t = await createTestApp({}, { clock }, seed);
});
afterAll(() => t.close());

const detail = async (id: number) => (await callApi(t.app, 'GET', `/phone/${id}`)).body;
const cards = async () => {
  const byId = new Map<number, { goodPrice: boolean }>();
  let cursor: string | null = null;
  do {
    const { body } = await callApi(
      t.app,
      'GET',
      `/phone?limit=50${cursor ? `&page=${encodeURIComponent(cursor)}` : ''}`,
    );
    for (const phone of body.phones) byId.set(phone.id, phone);
    cursor = body.nextCursor;
  } while (cursor);
  return byId;
};

describe('the price guide (built at the first start)', () => {
  it('rests on each seller once, within the last 90 days, outliers trimmed', async () => {
    expect((await detail(ids.fair ?? 0)).priceGuide).toEqual({ position: 'fair', low: 935, high: 1005, sellers: 12 });
  });

  it('tells where an advert’s price sits: below, fair or above', async () => {
    expect((await detail(ids.cheap ?? 0)).priceGuide.position).toBe('below');
    expect((await detail(ids.dear ?? 0)).priceGuide.position).toBe('above');
    expect((await detail(ids.bait ?? 0)).priceGuide.position).toBe('below');
  });

  it('needs at least the fewest sellers in a model, storage and grade', async () => {
    expect((await detail(ids.fairGrade ?? 0)).priceGuide).toMatchObject({ sellers: PRICE_GUIDE_MIN_SELLERS });
    expect((await detail(ids.likeNew ?? 0)).priceGuide).toBeNull();
  });

  it('marks a card "good price" only when clearly below, never when too low to be true', async () => {
    const shown = await cards();
    expect(shown.get(ids.cheap ?? 0)?.goodPrice).toBe(true);
    expect(shown.get(ids.fair ?? 0)?.goodPrice).toBe(false);
    expect(shown.get(ids.dear ?? 0)?.goodPrice).toBe(false);
    expect(shown.get(ids.bait ?? 0)?.goodPrice).toBe(false);
    expect(shown.get(ids.likeNew ?? 0)?.goodPrice).toBe(false);
    // The liked page's cards (by id) say the same.
    const batch = await callApi(t.app, 'GET', `/adverts/batch?ids=${ids.cheap},${ids.fair}`);
    expect(batch.body.adverts.map((a: { advert: { goodPrice: boolean } }) => a.advert.goodPrice)).toEqual([
      true,
      false,
    ]);
  });
});

describe('rebuilding', () => {
  it('is claimed by one server of two asking at once, and again only a day later', async () => {
    const db = t.database.db;
    await db.delete(scheduledRuns);
    const both = await Promise.all([
      claimRun(db, 'test-run', NOW, PRICE_GUIDE_EVERY_MS),
      claimRun(db, 'test-run', NOW, PRICE_GUIDE_EVERY_MS),
    ]);
    expect(both.filter(Boolean)).toHaveLength(1);
    expect(await claimRun(db, 'test-run', new Date(NOW.getTime() + 23 * HOUR), PRICE_GUIDE_EVERY_MS)).toBeUndefined();
    expect(await claimRun(db, 'test-run', new Date(NOW.getTime() + 25 * HOUR), PRICE_GUIDE_EVERY_MS)).toEqual({
      previous: NOW,
    });
  });

  it('takes in new adverts daily, and tells the pages to drop what they kept', async () => {
    const db = t.database.db;
    const guides = new PriceGuides();
    let changes = 0;
    const schedule = new PriceGuideSchedule({ db, clock, guides, changed: () => changes++, warn: () => {} });
    await schedule.start(HOUR);
    schedule.stop();
    const before = guides.verdict({ ...GROUP, grade: 'like_new', price: 1100 });
    expect(before).toBeNull();
    // The eighth seller of "like new" comes; the guide waits for the day's rebuild.
    await sellerAdvert(db, 1170, { grade: 'like_new' });
    clock.current = new Date(NOW.getTime() + 2 * HOUR);
    await schedule.look();
    expect(guides.verdict({ ...GROUP, grade: 'like_new', price: 1100 })).toBeNull();
    clock.current = new Date(NOW.getTime() + 25 * HOUR);
    await schedule.look();
    expect(guides.verdict({ ...GROUP, grade: 'like_new', price: 1100 })).toMatchObject({ sellers: 8 });
    expect(changes).toBe(1);
    expect((await readPriceGuides(db)).every((g) => g.computedAt.getTime() === NOW.getTime() + 25 * HOUR)).toBe(true);
    clock.current = NOW;
  });

  it('keeps the old guides when a rebuild fails', async () => {
    const db = t.database.db;
    const stored = await readPriceGuides(db);
    await expect(rebuildPriceGuides(db, new Date(Number.NaN))).rejects.toThrow();
    expect(await readPriceGuides(db)).toEqual(stored);
  });
});
