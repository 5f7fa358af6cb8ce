import { LIST_KEYS, type ProductCategory, SEARCH_COUNT_CAP } from '@zeng/contract/constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyAccessory, createAdvert, createUser, REF, TestClock } from '../../testing/factories.js';
import { callApi, createTestApp, type TestApp } from '../../testing/test-app.js';

/**
 * How many adverts a list's filters hold (GET /{category}/count, issue 33): "Show 12 adverts" on the
 * filter screen and the desktop's filter bar. The count is what the list's pages hold with the same
 * query, page after page, for every kind of filter and the search box; capped as a search's counts;
 * kept 30 s per filter set and forgotten when an advert of the category changes.
 */
const NOW = new Date('2026-06-15T12:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const clock = new TestClock(NOW);
let t: TestApp;
let sellerId: number;

beforeAll(async () => {
  // The cache on both databases: what is counted, and what is kept.
  t = await createTestApp({ FIRST_PAGE_CACHE: 'true', SEARCHES_PER_ADDRESS_PER_MINUTE: '100000' }, { clock });
  const db = t.database.db;
  sellerId = (await createUser(db)).id;
  const at = (i: number) => new Date(NOW.getTime() - (i + 1) * HOUR);
  for (let i = 0; i < 23; i++) {
    await createAdvert(db, {
      userId: sellerId,
      publishedAt: at(i),
      price: [90, 300, 500, 750, 1500][i % 5],
      brandId: i % 3 === 0 ? REF.samsung : REF.apple,
      modelId: i % 3 === 0 ? REF.galaxyFirstModel : REF.iphone,
      districtId: i % 4 === 0 ? REF.ganja : REF.baku,
      condition: i % 2 === 0 ? 'new' : 'used',
      color: i % 5 === 0 ? 'White' : 'Black',
      comment: i % 6 === 0 ? 'qutusu var' : '',
      sellerOptions: i % 4 === 1 ? ['barter', 'delivery'] : i % 4 === 2 ? ['barter'] : [],
    });
  }
  for (let i = 0; i < 7; i++) {
    await createAdvert(db, {
      userId: sellerId,
      category: 'sim',
      publishedAt: at(i),
      simProviderId: i % 2 === 0 ? REF.azercell : REF.bakcell,
      simNumber: `99455777${String(i).padStart(4, '0')}`,
      districtId: i % 3 === 0 ? REF.ganja : REF.baku,
    });
  }
  for (let i = 0; i < 5; i++) {
    await createAdvert(db, {
      userId: sellerId,
      category: 'accessory',
      publishedAt: at(i),
      name: i % 2 === 0 ? 'iPhone 15 qabı' : 'Anker kabel',
      accessoryType: i % 2 === 0 ? 'CASE' : 'CABLE',
    });
  }
  // Never counted: expired, deleted, waiting for review, rejected.
  await createAdvert(db, { userId: sellerId, publishedAt: new Date(NOW.getTime() - 40 * 24 * HOUR) });
  await createAdvert(db, { userId: sellerId, deletedAt: NOW });
  await createAdvert(db, { userId: sellerId, state: 'PENDING' });
  await createAdvert(db, { userId: sellerId, state: 'REJECTED' });
});
afterAll(() => t.close());

async function countOf(category: ProductCategory, query: string): Promise<number> {
  const { status, body } = await callApi(t.app, 'GET', `/${category}/count${query ? `?${query}` : ''}`);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(Object.keys(body)).toEqual(['count']);
  return body.count;
}

/** Every advert the list shows with this query, page after page, as a person scrolling it would see them. */
async function listed(category: ProductCategory, query: string, sort = 'DATE_DESC'): Promise<number[]> {
  const ids: number[] = [];
  let page: string | null = null;
  do {
    const cursor: string = page ? `&page=${encodeURIComponent(page)}` : '';
    const { status, body } = await callApi(t.app, 'GET', `/${category}?limit=4&sortByType=${sort}&${query}${cursor}`);
    expect(status, JSON.stringify(body)).toBe(200);
    ids.push(...body[LIST_KEYS[category]].map((a: { id: number }) => a.id));
    page = body.nextCursor;
  } while (page);
  return ids;
}

describe("a list's count (GET /{category}/count)", () => {
  const cases: Array<[ProductCategory, string]> = [
    ['phone', ''],
    ['phone', `brandIds=${REF.samsung}`],
    ['phone', `brandIds=${REF.apple}&modelIds=${REF.iphone}&districtId=${REF.baku}`],
    ['phone', `brandIds=${REF.apple},${REF.samsung}&condition=new`],
    ['phone', 'color=White'],
    ['phone', 'priceMin=300&priceMax=750'],
    ['phone', 'priceMax=300&condition=used'],
    ['phone', 'sellerOptions=barter'],
    ['phone', 'sellerOptions=delivery,barter'],
    ['phone', `storageId=${REF.storage128}&ramId=${REF.ram8}&simType=DUAL%20SIM`],
    ['phone', 'searchQuery=qutusu'],
    ['phone', `searchQuery=ayfon&districtId=${REF.ganja}`],
    ['phone', 'priceMin=5000'],
    ['sim', `providerId=${REF.bakcell}`],
    ['sim', `providerId=${REF.azercell}&districtId=${REF.ganja}`],
    ['sim', 'simPrefix=055'],
    ['sim', 'searchQuery=0557770003'],
    ['accessory', 'type=CASE'],
    ['accessory', 'searchQuery=chexol'],
    ['tablet', ''],
  ];

  it.each(cases)('is what the list of %s holds, page after page, with "%s"', async (category, query) => {
    const ids = await listed(category, query);
    expect(new Set(ids).size).toBe(ids.length);
    // Each filter finds some, but not all, of its category (the one above every price finds none).
    if (query === 'priceMin=5000') expect(ids).toEqual([]);
    else if (query !== '') expect(ids.length).toBeGreaterThan(0);
    expect(await countOf(category, query)).toBe(ids.length);
  });

  it('counts what the filters find, not the sort: every order of the list holds as many', async () => {
    const query = `brandIds=${REF.apple}&priceMin=300`;
    const counted = await countOf('phone', query);
    expect(counted).toBeGreaterThan(0);
    for (const sort of ['DATE_ASC', 'PRICE_ASC', 'PRICE_DESC'])
      expect((await listed('phone', query, sort)).length).toBe(counted);
    // A list's order means nothing to its count.
    expect(await countOf('phone', `${query}&sortByType=PRICE_ASC`)).toBe(counted);
  });

  it('ignores a filter of another category, as the list does', async () => {
    expect(await countOf('sim', 'color=White')).toBe((await listed('sim', '')).length);
    expect(await countOf('accessory', `brandIds=${REF.samsung}`)).toBe((await listed('accessory', '')).length);
  });

  it('refuses what the list refuses, naming the parameter', async () => {
    for (const [query, said] of [
      ['priceMin=900&priceMax=100', /priceMin must not be above priceMax/],
      ['districtId=baku', /districtId/],
      ['color=Plaid', /color must be one of the listed colours/],
      ['sellerOptions=free', /sellerOptions takes/],
      [`searchQuery=${'a'.repeat(101)}`, /searchQuery is at most 100 characters/],
    ] as const) {
      const { status, body } = await callApi(t.app, 'GET', `/phone/count?${query}`);
      expect(status, query).toBe(400);
      expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
      expect(body.message, query).toMatch(said);
    }
    expect((await callApi(t.app, 'GET', '/gadget/count')).status).toBe(404);
  });

  it('keeps a filter set counted for 30 s, and follows a change to the category at once', async () => {
    const query = `brandIds=${REF.samsung}&condition=used`;
    const before = await countOf('phone', query);
    // A row changed with nothing announced: the kept count is answered until its 30 s are over.
    await t.database.db.execute(sql`ALTER TABLE adverts DISABLE TRIGGER USER`);
    try {
      await createAdvert(t.database.db, {
        userId: sellerId,
        publishedAt: new Date(NOW.getTime() - MINUTE),
        brandId: REF.samsung,
        modelId: REF.galaxyFirstModel,
        condition: 'used',
      });
    } finally {
      await t.database.db.execute(sql`ALTER TABLE adverts ENABLE TRIGGER USER`);
    }
    expect(await countOf('phone', query)).toBe(before);
    // Another filter set is counted on its own.
    expect(await countOf('phone', `brandIds=${REF.samsung}`)).toBe(
      (await listed('phone', `brandIds=${REF.samsung}`)).length,
    );
    clock.advance(31_000);
    expect(await countOf('phone', query)).toBe(before + 1);
    // An announced change (an advert of the category added) is counted at once.
    await createAdvert(t.database.db, {
      userId: sellerId,
      publishedAt: new Date(clock.now().getTime() - MINUTE),
      brandId: REF.samsung,
      modelId: REF.galaxyFirstModel,
      condition: 'used',
    });
    await expect.poll(() => countOf('phone', query), { timeout: 3000 }).toBe(before + 2);
  });

  it(`answers more than ${SEARCH_COUNT_CAP} as ${SEARCH_COUNT_CAP + 1}`, async () => {
    const db = t.database.db;
    const template = await createAdvert(db, {
      userId: sellerId,
      category: 'accessory',
      name: 'Tripod',
      accessoryType: 'TRIPOD',
      publishedAt: new Date(clock.now().getTime() - HOUR),
    });
    const copies = (n: number) => copyAccessory(db, template.id, n);
    await copies(SEARCH_COUNT_CAP - 1);
    await expect.poll(() => countOf('accessory', 'type=TRIPOD'), { timeout: 3000 }).toBe(SEARCH_COUNT_CAP);
    await copies(300);
    await expect.poll(() => countOf('accessory', 'type=TRIPOD'), { timeout: 3000 }).toBe(SEARCH_COUNT_CAP + 1);
    await expect
      .poll(() => countOf('accessory', 'type=TRIPOD&searchQuery=tripod'), { timeout: 3000 })
      .toBe(SEARCH_COUNT_CAP + 1);
  });
});
