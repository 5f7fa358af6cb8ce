import { type ProductCategory, SEARCH_COUNT_CAP } from '@zeng/contract/constants';
import { and, count, eq, gt, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adverts } from '../../db/schema.js';
import { copyAccessory, createAdvert, createUser, REF, TestClock } from '../../testing/factories.js';
import { callApi, createTestApp, type TestApp } from '../../testing/test-app.js';
import { countVisibleCapped } from './listing-repository.js';
import { walkFor } from './listing-sql.js';
import { RareSearches } from './rare-searches.js';

/**
 * A search's shown adverts per category (GET /search/counts, issue 21): each count is the number of
 * shown adverts of the category whose search text holds the words as the list reads them, checked
 * against a count of our own straight from the table, up to the cap.
 */
const NOW = new Date('2026-06-15T12:00:00Z');
const HOUR = 3_600_000;
const clock = new TestClock(NOW);
let t: TestApp;
let sellerId: number;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  const db = t.database.db;
  sellerId = (await createUser(db)).id;
  const at = (hours: number) => new Date(NOW.getTime() - hours * HOUR);
  const seller = { userId: sellerId };
  // Shown: iPhones in Baku and Ganja, a Galaxy, an iPad, cases for an iPhone, a SIM number.
  await createAdvert(db, { ...seller, publishedAt: at(1) });
  await createAdvert(db, { ...seller, publishedAt: at(2), districtId: REF.ganja, comment: 'qutusu var' });
  await createAdvert(db, { ...seller, publishedAt: at(3), brandId: REF.samsung, modelId: REF.galaxyFirstModel });
  await createAdvert(db, { ...seller, category: 'tablet', publishedAt: at(4) });
  await createAdvert(db, { ...seller, category: 'accessory', name: 'iPhone 15 qabı', accessoryType: 'CASE' });
  await createAdvert(db, {
    ...seller,
    category: 'accessory',
    name: 'Spigen',
    accessoryType: 'CASE',
    districtId: REF.ganja,
  });
  await createAdvert(db, { ...seller, category: 'sim', simNumber: '994557770011', publishedAt: at(5) });
  // Not shown: expired, deleted, waiting for review, rejected.
  await createAdvert(db, { ...seller, publishedAt: at(24 * 40) });
  await createAdvert(db, { ...seller, deletedAt: NOW });
  await createAdvert(db, { ...seller, state: 'PENDING' });
  await createAdvert(db, { ...seller, state: 'REJECTED' });
});
afterAll(() => t.close());

const counts = async (query: string) => {
  const res = await callApi(t.app, 'GET', `/search/counts?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.counts as Record<ProductCategory, number>;
};
const searched = (words: string, more = '') => counts(`searchQuery=${encodeURIComponent(words)}${more}`);

/** Shown adverts of each category whose search text holds every folded word, counted straight from the table. */
async function counted(words: string[], districtId?: number): Promise<Record<ProductCategory, number>> {
  const rows = await t.database.db
    .select({ category: adverts.category, n: count() })
    .from(adverts)
    .where(
      and(
        eq(adverts.state, 'APPROVED'),
        isNull(adverts.deletedAt),
        gt(adverts.expiresAt, NOW),
        districtId === undefined ? undefined : eq(adverts.districtId, districtId),
        ...words.map((word) => like(adverts.searchText, `%${word}%`)),
      ),
    )
    .groupBy(adverts.category);
  const found = { phone: 0, tablet: 0, sim: 0, accessory: 0 };
  for (const row of rows) found[row.category] = row.n;
  return found;
}

describe("a search's counts per category", () => {
  it('count the shown adverts holding the words, read in any script as the lists read them', async () => {
    expect(await searched('iphone')).toEqual(await counted(['iphone']));
    expect(await searched('iphone')).toEqual({ phone: 2, tablet: 0, sim: 0, accessory: 1 });
    for (const typed of ['ayfon', 'айфон', 'Ayfon'])
      expect(await searched(typed), typed).toEqual(await counted(['iphone']));
    expect(await searched('qalaksi')).toEqual(await counted(['galaxy']));
    expect(await searched('chexol')).toEqual(await counted(['чехол']));
    expect(await searched('chexol')).toEqual({ phone: 0, tablet: 0, sim: 0, accessory: 2 });
    expect(await searched('qutusu')).toEqual({ phone: 1, tablet: 0, sim: 0, accessory: 0 });
    expect(await searched('apple')).toEqual(await counted(['apple']));
  });

  it('narrow by the district, and read digits among SIM numbers as a number', async () => {
    expect(await searched('ayfon', `&districtId=${REF.ganja}`)).toEqual(await counted(['iphone'], REF.ganja));
    expect(await searched('ayfon', `&districtId=${REF.ganja}`)).toEqual({ phone: 1, tablet: 0, sim: 0, accessory: 0 });
    expect((await searched('055 777')).sim).toBe(1);
    // (055 777 00 11: a mask within the seven digits after the code; the 5 before 777 is the code's.)
    expect((await searched('777*')).sim).toBe(1);
    expect((await searched('*777*')).sim).toBe(0);
    expect((await searched('0557770011')).sim).toBe(1);
    expect((await searched('050 777')).sim).toBe(0);
  });

  it('walk the newest adverts only as far as the sample says the words need to reach the cap', () => {
    // In a third of the sample: twice the 3,003 rows they need.
    expect(walkFor(334, 1001, 50)).toBe(6001);
    // Everywhere: still twice the cap, the least walk.
    expect(walkFor(1001, 1001, 50)).toBe(2002);
    // In one of 40 (25 of 1,001): 80,160 rows, more than 50 × the cap → the trigram index.
    expect(walkFor(25, 1001, 50)).toBeUndefined();
    expect(walkFor(0, 1001, 50)).toBeUndefined();
  });

  it('count the same in every step, and remember a count the newest adverts could not answer', async () => {
    const rows = t.database.arrayRows;
    const filters = { category: 'phone' as const, words: ['iphone'] };
    const now = clock.now();
    // The newest `cap` adverts are every phone: the sample is the count.
    expect(await countVisibleCapped(rows, filters, now, 1001)).toBe(2);
    // The sample (the newest phone) holds the word: it is counted among the newest ten, up to the cap.
    expect(await countVisibleCapped(rows, filters, now, 1)).toBe(1);
    // Too rare in the sample to reach the cap among ten times as many: the trigram index, remembered.
    const rare = new RareSearches();
    const galaxy = { category: 'phone' as const, words: ['galaxy'] };
    const key = `count ${JSON.stringify(galaxy)}`;
    expect(await countVisibleCapped(rows, galaxy, now, 2, { rare, recentRowsPerCounted: 1 })).toBe(1);
    expect(rare.has(key, now)).toBe(true);
    expect(await countVisibleCapped(rows, galaxy, now, 2, { rare, recentRowsPerCounted: 1 })).toBe(1);
    expect(await countVisibleCapped(rows, filters, now, 2, { rare, recentRowsPerCounted: 1 })).toBe(2);
  });

  it(`answer more than ${SEARCH_COUNT_CAP} as ${SEARCH_COUNT_CAP + 1}`, async () => {
    const db = t.database.db;
    const template = await createAdvert(db, {
      userId: sellerId,
      category: 'accessory',
      name: 'Capword case',
      accessoryType: 'CASE',
      publishedAt: new Date(NOW.getTime() - HOUR),
    });
    const copies = (n: number) => copyAccessory(db, template.id, n);
    await copies(SEARCH_COUNT_CAP - 1);
    expect((await searched('capword')).accessory).toBe(SEARCH_COUNT_CAP);
    await copies(1);
    expect((await searched('capword')).accessory).toBe(SEARCH_COUNT_CAP + 1);
    await copies(500);
    expect(await searched('capword')).toEqual({ phone: 0, tablet: 0, sim: 0, accessory: SEARCH_COUNT_CAP + 1 });
    // However they are asked for: among the newest adverts, or through the trigram index.
    const capword = { category: 'accessory' as const, words: ['capword'] };
    const rare = new RareSearches();
    expect(await countVisibleCapped(t.database.arrayRows, capword, clock.now(), 7)).toBe(7);
    rare.remember(`count ${JSON.stringify(capword)}`, clock.now());
    expect(await countVisibleCapped(t.database.arrayRows, capword, clock.now(), 7, { rare })).toBe(7);
    expect(await countVisibleCapped(t.database.arrayRows, capword, clock.now(), 2000, { rare })).toBe(1501);
  });

  it('refuse a missing, empty or too long search and a bad district, saying which', async () => {
    for (const [query, said] of [
      ['', /searchQuery is required/],
      ['searchQuery=', /searchQuery must not be empty/],
      ['searchQuery=%20%20', /searchQuery must not be empty/],
      [`searchQuery=${'a'.repeat(101)}`, /searchQuery is at most 100 characters/],
      ['searchQuery=iphone&districtId=baku', /districtId/],
      ['searchQuery=iphone&districtId=0', /districtId/],
    ] as const) {
      const { status, body } = await callApi(t.app, 'GET', `/search/counts?${query}`);
      expect(status, query).toBe(400);
      expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
      expect(body.message, query).toMatch(said);
    }
  });

  it('follow a change to the shown adverts at once, whatever was counted before', async () => {
    const before = await searched('nokiaword');
    expect(before.phone).toBe(0);
    await createAdvert(t.database.db, { userId: sellerId, comment: 'nokiaword' });
    expect((await searched('nokiaword')).phone).toBe(1);
  });
});
