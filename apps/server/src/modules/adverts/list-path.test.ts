import { listQuerySchema } from '@zeng/contract/adverts';
import { LANGUAGES, LIST_KEYS, PRODUCT_CATEGORIES, type ProductCategory } from '@zeng/contract/constants';
import { filterValuesFor } from '@zeng/contract/filters';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdvert, createUser, REF, TestClock } from '../../testing/factories.js';
import { previousListAnswer } from '../../testing/previous-list-path.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { CatalogService } from '../catalog/service.js';
import { SearchService } from '../search/service.js';
import { listSchemas } from './listing-answers.js';
import { parseSearch } from './service.js';

/**
 * Issue 20 rewrote the public lists' path (rows read as arrays, mapped and serialised by compiled
 * code): every list and search answer must be what the path before it answered, byte for byte, on the
 * same data at the same moment, and each must still be its contract's shape.
 */
const NOW = new Date('2026-06-15T12:00:00.000Z');
const HOUR = 3_600_000;
const clock = new TestClock(NOW);
let t: TestApp;
let catalog: CatalogService;
let searchService: SearchService;

/**
 * The search box as the lists read it since issue 21 (ADR 0018: "çexol" is looked for as "чехол"), for
 * the previous path, which took the words as typed: the two paths are compared on the same words.
 */
function asRead(category: ProductCategory, typed: string | undefined): string | undefined {
  const { words } = parseSearch(category, typed);
  return words ? searchService.searchWords(words).join(' ') : typed;
}

const COMMENTS = [
  '',
  'Qara rəng, batareya 95%',
  "it's new, 50% endirim",
  'qara_rəng a\\b',
  'Чёрный, как новый',
  'İdeal',
];

beforeAll(async () => {
  // Hundreds of uncached pages from one address: the read limits (ADR 0014) are not what is compared.
  t = await createTestApp({ SEARCHES_PER_ADDRESS_PER_MINUTE: '1000000' }, { clock });
  const db = t.database.db;
  catalog = await CatalogService.load(db);
  // No counts, as the app's: it counted when it started, before these adverts.
  searchService = new SearchService(catalog);
  const seller = await createUser(db);
  const at = (i: number) => new Date(NOW.getTime() - Math.floor(i / 3) * HOUR - (i % 3 === 2 ? 7 : 0));
  for (let i = 0; i < 26; i++) {
    await createAdvert(db, {
      userId: seller.id,
      price: [100, 250.5, 999.99, 250.5, 1200][i % 5],
      publishedAt: at(i),
      brandId: i % 3 === 0 ? REF.samsung : REF.apple,
      modelId: i % 3 === 0 ? REF.galaxyFirstModel : REF.iphone,
      districtId: i % 4 === 0 ? REF.ganja : REF.baku,
      condition: i % 2 === 0 ? 'new' : 'used',
      ...(i % 2 === 1 && { grade: (['like_new', 'good', 'fair', 'for_parts'] as const)[(i >> 1) % 4] }),
      batteryHealth: i % 7 === 3 ? null : 70 + i,
      imeiRegistered: i % 3 === 0 ? null : i % 3 === 1,
      color: i % 5 === 0 ? 'White' : 'Black',
      comment: COMMENTS[i % COMMENTS.length],
      imageKeys: Array.from({ length: i % 4 }, (_, k) => `phone${i}_${k}`),
      sellerOptions: (['barter', 'credit', 'delivery', 'negotiable'] as const).filter((_, k) => (i + k) % 3 === 0),
    });
  }
  for (let i = 0; i < 8; i++) {
    await createAdvert(db, {
      userId: seller.id,
      category: 'tablet',
      price: 300 + i * 10,
      publishedAt: at(i),
      imageKeys: i % 2 ? [`tab${i}`] : [],
      comment: COMMENTS[i % COMMENTS.length],
    });
  }
  for (let i = 0; i < 14; i++) {
    await createAdvert(db, {
      userId: seller.id,
      category: 'sim',
      price: 20 + (i % 4) * 15,
      publishedAt: at(i),
      simNumber: `99450${String(7770000 + i * 1111).padStart(7, '0')}`,
      simProviderId: i % 2 ? REF.azercell : REF.bakcell,
      sellerOptions: i % 2 ? ['delivery'] : [],
    });
  }
  for (let i = 0; i < 10; i++) {
    await createAdvert(db, {
      userId: seller.id,
      category: 'accessory',
      price: 15 + i,
      publishedAt: at(i),
      name: i % 2 ? `Qara çexol "${i}" <b>&</b>` : 'AirPods Pro 2',
      accessoryType: i % 3 ? 'CASE' : 'HEADPHONES',
      condition: i % 2 ? 'new' : 'used',
      imageKeys: [`acc${i}`],
    });
  }
  // Not shown: the lists must leave them out on both paths.
  await createAdvert(db, { userId: seller.id, state: 'PENDING', comment: 'qara' });
  await createAdvert(db, { userId: seller.id, deletedAt: NOW, comment: 'qara' });
  await createAdvert(db, { userId: seller.id, publishedAt: new Date(NOW.getTime() - 31 * 24 * HOUR), comment: 'qara' });
});
afterAll(() => t.close());

const SEARCHES: Record<ProductCategory, string[]> = {
  phone: ['qara', 'QARA iphone', 'Bakı', '50%', 'qara_rəng', "it's", 'a\\b', 'черный', 'nothing-like-this', 'ideal'],
  tablet: ['qara', 'ipad', 'Gəncə'],
  sim: ['7777', '050***77**', '+994 50 777', '0507771111', '55', 'azercell', '(050) 77'],
  accessory: ['çexol', 'qara', '"3"', '<b>', 'airpods pro'],
};
const FILTERS: Record<ProductCategory, string[]> = {
  phone: [
    '',
    `brandIds=${REF.apple}`,
    `brandIds=${REF.apple},${REF.samsung}&districtId=${REF.baku}`,
    `modelIds=${REF.iphone}&condition=new`,
    'color=White',
    'priceMin=200&priceMax=1000',
    'sellerOptions=negotiable,barter',
    'grade=good',
    'batteryMin=85&registration=registered',
  ],
  tablet: ['', `brandIds=${REF.tabletApple}`],
  sim: ['', `providerId=${REF.azercell}`, 'simPrefix=050&sellerOptions=delivery&priceMax=50'],
  accessory: ['', 'type=CASE', 'condition=new'],
};
const SORTS = ['DATE_DESC', 'DATE_ASC', 'PRICE_ASC', 'PRICE_DESC'];

/**
 * Every page of one query, each compared with the previous path's answer for the same query; a first page
 * also says how many adverts the query finds (the "Show more · n left" of a listing), which the pages then hold.
 */
async function compareEveryPage(category: ProductCategory, query: string, lang: (typeof LANGUAGES)[number]) {
  let page: string | null = null;
  let pages = 0;
  let firstCount: number | undefined;
  let listed = 0;
  do {
    const search = new URLSearchParams(query);
    if (page) search.set('page', page);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/zeng/${category}?${search}`,
      headers: { 'accept-language': lang },
    });
    expect(res.statusCode, `${category}?${search}`).toBe(200);
    const q = listQuerySchema.parse(Object.fromEntries(search));
    const read = { ...q, searchQuery: asRead(category, q.searchQuery) };
    const previous = await previousListAnswer(t.database.db, catalog, category, read, lang, clock.now());
    const { totalCount, ...rest } = JSON.parse(res.body);
    expect(JSON.stringify(rest), `${category}?${search} in ${lang}`).toBe(previous);
    // A count on the first page of a category's whole list only (contract: listTotal).
    const whole = !q.searchQuery && Object.keys(filterValuesFor(category, q)).length === 0;
    const counted = page === null && whole;
    expect(totalCount === undefined, `${category}?${search}: a count on a whole list's first page only`).toBe(!counted);
    if (page === null) firstCount = totalCount;
    const answer = listSchemas[category].parse(JSON.parse(res.body));
    listed += Object.values(answer).find(Array.isArray)?.length ?? 0;
    page = answer.nextCursor;
    pages += 1;
  } while (page && pages < 40);
  if (!page && firstCount !== undefined)
    expect(firstCount, `${category}?${query}: the first page's count`).toBe(listed);
  return pages;
}

describe('the list path answers as the previous one did', () => {
  it.each(PRODUCT_CATEGORIES)('%s: every filter, sort and page, in every language', async (category) => {
    let pages = 0;
    for (const filter of FILTERS[category]) {
      for (const sort of SORTS) {
        for (const lang of LANGUAGES) {
          pages += await compareEveryPage(category, [filter, `sortByType=${sort}`, 'limit=4'].join('&'), lang);
        }
      }
    }
    // The data spans several pages per query: the cursors were followed, not just the first page read.
    expect(pages).toBeGreaterThan(FILTERS[category].length * SORTS.length * LANGUAGES.length);
  });

  it.each(PRODUCT_CATEGORIES)('%s: every search, first pages and later ones', async (category) => {
    let found = 0;
    for (const words of SEARCHES[category]) {
      for (const sort of ['DATE_DESC', 'PRICE_ASC']) {
        await compareEveryPage(category, `searchQuery=${encodeURIComponent(words)}&sortByType=${sort}&limit=3`, 'az');
      }
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/zeng/${category}?searchQuery=${encodeURIComponent(words)}`,
      });
      found += res.json()[LIST_KEYS[category]].length;
    }
    // Searches that find something, not only empty answers compared.
    expect(found).toBeGreaterThan(SEARCHES[category].length);
  });
});
