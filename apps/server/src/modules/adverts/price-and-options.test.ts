import { SELLER_OPTIONS, type SellerOption, SORT_TYPES, type SortType } from '@zeng/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adverts } from '../../db/schema.js';
import { createAdvert, createUser, REF, TestClock } from '../../testing/factories.js';
import { everyPage, expectSamePagesWhereverTheFirstStepStops, inListOrder } from '../../testing/list-pages.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { listVisible } from './listing-repository.js';
import type { ListFilters } from './listing-sql.js';
import { RareSearches } from './rare-searches.js';
import { optionColumns } from './seller-options.js';

/**
 * Issue 21: the price range (priceMin, priceMax: whole manat, both ends included) and the seller's
 * options (all of those asked for) narrow every list, in every sort, page after page. A price range on
 * a list by date takes two steps (listing-sql.ts, listingQuery; ADR 0017): wherever the first step's
 * window ends, every page must be exactly the shown adverts that match, in the sort's order, after the
 * cursor, as worked out here from all rows in JavaScript.
 */
const NOW = new Date('2026-06-15T12:00:00.000Z');
const HOUR = 3_600_000;
const PHONES = 120;

/** Phone i's options: negotiable every 2nd, barter every 3rd, credit every 4th, delivery every 5th. */
const optionsOf = (i: number): SellerOption[] =>
  SELLER_OPTIONS.filter((_, k) => i % (k === 0 ? 3 : k === 1 ? 4 : k === 2 ? 5 : 2) === 0);

interface Row {
  id: number;
  published: string;
  price: number;
  district: number;
  options: SellerOption[];
  text: string;
  shown: boolean;
}

let t: TestApp;
let all: Row[] = [];

beforeAll(async () => {
  // The first pages from memory on both databases: the cache's keys must tell these lists apart.
  t = await createTestApp(
    { FIRST_PAGE_CACHE: 'true', SEARCHES_PER_ADDRESS_PER_MINUTE: '1000000' },
    { clock: new TestClock(NOW) },
  );
  const { db } = t.database;
  const seller = await createUser(db);
  // Phone i is i/2 hours old (two share each moment); prices from 100 to 1,250 AZN in steps of 50, many
  // shared; every 13th has expired, every 17th is in Gəncə; "qara" in every third.
  const inserted = await db
    .insert(adverts)
    .values(
      Array.from({ length: PHONES }, (_, i) => {
        const at = new Date(NOW.getTime() - Math.floor(i / 2) * HOUR);
        return {
          category: 'phone' as const,
          userId: seller.id,
          state: 'APPROVED' as const,
          price: 100 + ((i * 7) % 24) * 50,
          districtId: i % 17 === 0 ? REF.ganja : REF.baku,
          condition: 'used' as const,
          grade: 'good' as const,
          brandId: REF.apple,
          modelId: REF.iphone,
          color: 'Black' as const,
          storageId: REF.storage128,
          ramId: REF.ram8,
          simType: 'DUAL SIM' as const,
          searchText: i % 3 === 0 ? 'qara iphone' : 'ag iphone',
          createdAt: at,
          publishedAt: at,
          expiresAt: i % 13 === 12 ? new Date(NOW.getTime() - 60_000) : new Date(at.getTime() + 30 * 24 * HOUR),
          ...optionColumns(optionsOf(i)),
        };
      }),
    )
    .returning();
  all = inserted.map((r) => ({
    id: r.id,
    published: r.publishedAt.toISOString(),
    price: Number(r.price),
    district: r.districtId,
    options: SELLER_OPTIONS.filter((option) => r[option]),
    text: r.searchText,
    shown: r.expiresAt !== null && r.expiresAt > NOW,
  }));
  // Not shown, though they match: waiting for review, removed.
  await createAdvert(db, { userId: seller.id, state: 'PENDING', price: 500, sellerOptions: [...SELLER_OPTIONS] });
  await createAdvert(db, { userId: seller.id, deletedAt: NOW, price: 500, sellerOptions: [...SELLER_OPTIONS] });
  // Other categories: their own options, never in the phones' lists.
  for (let i = 0; i < 6; i++) {
    const sim = { category: 'sim' as const, userId: seller.id, price: 20 + i * 10 };
    await createAdvert(db, {
      ...sim,
      publishedAt: new Date(NOW.getTime() - i * HOUR),
      sellerOptions: i % 2 ? ['delivery'] : [],
    });
    await createAdvert(db, {
      category: 'accessory',
      userId: seller.id,
      price: 15 + ((i * 5) % 6) * 5,
      publishedAt: new Date(NOW.getTime() - i * HOUR),
      sellerOptions: i < 4 ? ['negotiable'] : ['delivery'],
    });
  }
}, 120_000);
afterAll(() => t.close());

type Filters = Pick<ListFilters, 'priceMin' | 'priceMax' | 'sellerOptions' | 'districtId' | 'words'>;

/** What a list must answer, every page followed: the shown phones that match, in the sort's order. */
const expected = (f: Filters, sort: SortType) =>
  inListOrder(
    all.filter(
      (r) =>
        r.shown &&
        (f.priceMin === undefined || r.price >= f.priceMin) &&
        (f.priceMax === undefined || r.price <= f.priceMax) &&
        (f.sellerOptions ?? []).every((option) => r.options.includes(option)) &&
        (f.districtId === undefined || r.district === f.districtId) &&
        (f.words ?? []).every((word) => r.text.includes(word)),
    ),
    sort,
  );

/** Every page of a list, each asked after the last row of the one before, as the service does. */
const followed = (f: Filters, sort: SortType, pageSize: number, recentRowsPerRow?: number, rare?: RareSearches) =>
  everyPage(
    t.database.arrayRows,
    { category: 'phone', ...f },
    sort,
    pageSize,
    NOW,
    { recentRowsPerRow, ...(rare && { rare }) },
    PHONES,
  );

const LISTS: Record<string, Filters> = {
  'from 300 to 700 AZN': { priceMin: 300, priceMax: 700 },
  'exactly 500 AZN': { priceMin: 500, priceMax: 500 },
  'from 1,000 AZN': { priceMin: 1000 },
  'up to 250 AZN': { priceMax: 250 },
  'a range nothing is in': { priceMin: 5000, priceMax: 5100 },
  negotiable: { sellerOptions: ['negotiable'] },
  'barter and credit': { sellerOptions: ['barter', 'credit'] },
  'every option': { sellerOptions: [...SELLER_OPTIONS] },
  'negotiable, up to 600 AZN, in Baku': { sellerOptions: ['negotiable'], priceMax: 600, districtId: REF.baku },
  '"qara" from 400 to 900 AZN with delivery': {
    words: ['qara'],
    priceMin: 400,
    priceMax: 900,
    sellerOptions: ['delivery'],
  },
};

describe('a list narrowed by price and options answers the same pages wherever its first step stops', () => {
  for (const [name, filters] of Object.entries(LISTS))
    it(name, () =>
      expectSamePagesWhereverTheFirstStepStops(
        (sort) => expected(filters, sort),
        (sort, pageSize, recentRowsPerRow) => followed(filters, sort, pageSize, recentRowsPerRow),
        [1, 3, undefined],
      ),
    );

  it('has adverts to find in each of them but the empty range, and leaves some out of each', () => {
    const shown = all.filter((r) => r.shown).length;
    for (const [name, filters] of Object.entries(LISTS)) {
      const found = expected(filters, 'DATE_DESC').length;
      expect(found > 0, name).toBe(name !== 'a range nothing is in');
      expect(found, name).toBeLessThan(shown);
    }
  });
});

describe('a price range on a list by date remembered as rare', () => {
  it('starts with gathering the range on a later call, and answers the same', async () => {
    let sent = 0;
    const rows: typeof t.database.arrayRows = (statement, values) => {
      sent += 1;
      return t.database.arrayRows(statement, values);
    };
    const rare = new RareSearches();
    const narrow: ListFilters = { category: 'phone', priceMin: 1200, priceMax: 1250 };
    const truth = expected(narrow, 'DATE_DESC').slice(0, 3);
    const first = await listVisible(rows, narrow, 'DATE_DESC', null, 3, NOW, { rare, recentRowsPerRow: 1 });
    expect({ sent, ids: first.map((r) => r.id) }).toEqual({ sent: 2, ids: truth });
    sent = 0;
    const again = await listVisible(rows, narrow, 'DATE_DESC', null, 3, NOW, { rare, recentRowsPerRow: 1 });
    expect({ sent, ids: again.map((r) => r.id) }).toEqual({ sent: 1, ids: truth });
    // A list by price walks the range in the price index: one statement, nothing to remember.
    sent = 0;
    await listVisible(rows, narrow, 'PRICE_ASC', null, 3, NOW, { rare, recentRowsPerRow: 1 });
    expect(sent).toBe(1);
  });
});

// ---------- the API ----------

const API = '/api/v1/zeng';
const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `${API}${url}` });
  return { status: res.statusCode, body: res.json() };
};

/** Every page of a listing through the API, following nextCursor: the ids in the order answered. */
async function pagesOf(path: string, key: string) {
  const ids: number[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages <= PHONES; pages++) {
    const separator = path.includes('?') ? '&' : '?';
    const { status, body } = await get(cursor ? `${path}${separator}page=${encodeURIComponent(cursor)}` : path);
    expect(status, path).toBe(200);
    ids.push(...body[key].map((item: { id: number }) => item.id));
    cursor = body.nextCursor;
    if (!cursor) return ids;
  }
  throw new Error('the pages never ended');
}

describe('the listing API', () => {
  it('answers exactly the matching adverts across pages, in every sort, each with its options', async () => {
    const queries: Array<[string, Filters]> = [
      ['priceMin=300&priceMax=700', { priceMin: 300, priceMax: 700 }],
      ['sellerOptions=credit,barter', { sellerOptions: ['barter', 'credit'] }],
      [
        `priceMax=600&sellerOptions=negotiable&districtId=${REF.baku}`,
        { priceMax: 600, sellerOptions: ['negotiable'], districtId: REF.baku },
      ],
    ];
    for (const [query, filters] of queries)
      for (const sort of SORT_TYPES) {
        expect(await pagesOf(`/phone?${query}&sortByType=${sort}&limit=7`, 'phones'), `${query} ${sort}`).toEqual(
          expected(filters, sort),
        );
      }
    const { body } = await get('/phone?sellerOptions=delivery,credit&limit=50');
    expect(body.phones.length).toBeGreaterThan(0);
    for (const phone of body.phones)
      expect(phone.sellerOptions).toEqual(expect.arrayContaining(['credit', 'delivery']));
  });

  it('narrows SIM numbers and accessories too', async () => {
    const sims = (await get('/sim?sellerOptions=delivery')).body.sims;
    expect(sims.map((s: { price: number }) => s.price)).toEqual([30, 50, 70]);
    const cheap = (await get('/accessory?sellerOptions=negotiable&sortByType=PRICE_ASC&priceMax=35')).body.accessories;
    expect(cheap.map((a: { price: number; sellerOptions: string[] }) => [a.price, a.sellerOptions])).toEqual([
      [15, ['negotiable']],
      [30, ['negotiable']],
      [35, ['negotiable']],
    ]);
  });

  it('keeps each first page apart in memory: another range or other options are another list', async () => {
    const prices = async (query: string) =>
      (await get(`/phone?${query}`)).body.phones.map((p: { price: number }) => p.price) as number[];
    expect(Math.max(...(await prices('priceMax=200')))).toBeLessThanOrEqual(200);
    expect(Math.min(...(await prices('priceMin=1000')))).toBeGreaterThanOrEqual(1000);
    expect(await prices('priceMin=1000')).not.toEqual(await prices('priceMax=200'));
    const options = async (query: string) =>
      (await get(`/phone?${query}`)).body.phones.map((p: { sellerOptions: string[] }) => p.sellerOptions) as string[][];
    expect((await options('sellerOptions=credit')).every((o) => o.includes('credit'))).toBe(true);
    expect((await options('sellerOptions=barter')).every((o) => o.includes('barter'))).toBe(true);
    // However the address writes them, the same options are the same list.
    expect((await get('/phone?sellerOptions=credit,barter')).body).toEqual(
      (await get('/phone?sellerOptions=barter&sellerOptions=credit')).body,
    );
  });

  it('refuses a price that is not whole manat within the bounds, a range the wrong way round and an unknown option', async () => {
    const refusals: Array<[string, string]> = [
      ['priceMin=cheap', 'priceMin must be a number'],
      ['priceMax=99.5', 'priceMax must be a whole number'],
      ['priceMin=0', 'priceMin must be at least 1'],
      ['priceMax=10000001', 'priceMax must be at most 10000000'],
      ['priceMin=1500&priceMax=500', 'priceMin must not be above priceMax'],
      ['sellerOptions=barter,swap', 'sellerOptions takes barter, credit, delivery, negotiable, not "swap"'],
    ];
    for (const [query, message] of refusals) {
      const { status, body } = await get(`/phone?${query}`);
      expect(status, query).toBe(400);
      expect(body.code, query).toBe('VALIDATION_FAILED');
      expect(body.message, query).toContain(message);
    }
  });
});
