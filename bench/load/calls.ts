import type { ProductCategory, SortType } from '@zeng/contract/constants';
import { API_PREFIX } from '@zeng/contract/routes';
import type { ListFilters } from '../../apps/server/src/modules/adverts/listing-sql.js';
import { parseSearch } from '../../apps/server/src/modules/adverts/service.js';
import { BUDGETS } from './budgets.js';

/**
 * What a call is, for its budget: a listing (p99 ≤ 15 ms), a search (≤ 30 ms), a page's HTML (home's
 * ≤ 15 ms and ≥ 0.8 × the cached JSON first page; an advert's ≤ 20 ms), or neither. `record`: measured
 * for the record, no budget (a search's counts when no answer is ever kept: ADR 0018).
 */
export type CallKind = 'listing' | 'search' | 'detail' | 'lookup' | 'page' | 'floor' | 'record';

export interface Call {
  /** Stable name in latest.json. */
  id: string;
  label: string;
  /** Path and query on the server. */
  path: string;
  kind: CallKind;
  /**
   * The listing statement the API sends for it, which its ceiling row sends straight to PostgreSQL,
   * and the share of that ceiling's throughput the API must reach.
   */
  ceiling?: Ceiling;
  /** Asked as a browser asks, accepting a compressed answer (every browser and crawler does). */
  compressed?: boolean;
}

export interface Ceiling {
  filters: ListFilters;
  sort: SortType;
  /** The cursor of the page, when it is not the first. */
  page?: string;
  /** The API's requests per second over the ceiling's, at least (bench/load/budgets.ts). */
  atLeast: number;
}

/** What a browser sends with every request: the answer may come compressed. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';

const api = (path: string) => `${API_PREFIX}${path}`;

/** GET a path of the server's API; anything but 200 with a JSON body that holds data is an error. */
export async function getData<T>(origin: string, path: string): Promise<T> {
  const response = await fetch(`${origin}${path}`, { headers: { 'accept-language': 'en' } });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  const body = JSON.parse(text) as unknown;
  if (!holdsData(body)) throw new Error(`GET ${path} answered 200 without data: ${text.slice(0, 300)}`);
  return body as T;
}

/** GET a page of the server; anything but 200 HTML with the app's markup in it is an error. */
export async function getPage(origin: string, path: string): Promise<void> {
  const response = await fetch(`${origin}${path}`);
  const text = await response.text();
  if (response.status !== 200 || !response.headers.get('content-type')?.startsWith('text/html')) {
    throw new Error(`GET ${path} answered ${response.status} ${response.headers.get('content-type')}`);
  }
  if (!/<div id="root"><div/.test(text)) throw new Error(`GET ${path} answered a page without the app's markup`);
}

/** A non-empty list, an object with one (a page), an advert (id), a search's or a list's counts, or a health answer. */
function holdsData(body: unknown): boolean {
  if (Array.isArray(body)) return body.length > 0;
  if (typeof body !== 'object' || body === null) return false;
  const values = Object.values(body);
  if ('id' in body || ('status' in body && body.status === 'ok')) return true;
  // A search's counts hold data even when they are all 0 (a new search may find nothing).
  if ('counts' in body && typeof body.counts === 'object' && body.counts !== null)
    return Object.values(body.counts).every((n) => typeof n === 'number');
  // So does a list's count (GET /{category}/count).
  if ('count' in body) return typeof body.count === 'number';
  return values.some((v) => Array.isArray(v) && v.length > 0);
}

type Page = { nextCursor: string | null } & Record<string, unknown>;

/** The cursor of page `page` of a list, got as a person gets it: following nextCursor from page 1. */
export async function cursorOfPage(origin: string, listPath: string, page: number): Promise<string> {
  let cursor: string | null = null;
  for (let n = 1; n < page; n++) {
    const separator = listPath.includes('?') ? '&' : '?';
    const answer: Page = await getData<Page>(
      origin,
      cursor ? `${listPath}${separator}page=${encodeURIComponent(cursor)}` : listPath,
    );
    if (!answer.nextCursor) throw new Error(`${listPath} has fewer than ${page} pages`);
    cursor = answer.nextCursor;
  }
  if (!cursor) throw new Error('page 1 has no cursor');
  return cursor;
}

/** The ids the calls need, read from the lookups as a client reads them. */
export async function lookupIds(origin: string) {
  const [brands, districts] = await Promise.all([
    getData<Array<{ id: number; name: string }>>(origin, api('/brand/phone')),
    getData<Array<{ id: number; name: string }>>(origin, api('/district')),
  ]);
  const apple = brands.find((b) => b.name === 'Apple');
  const baku = districts.find((d) => d.name === 'Baku');
  if (!apple || !baku) throw new Error('no Apple brand or Baku district in the lookups');
  const phones = await getData<{ phones: Array<{ id: number }> }>(origin, api('/phone'));
  const detailId = phones.phones[0]?.id;
  if (detailId === undefined) throw new Error('no phone to open');
  return { appleId: apple.id, bakuId: baku.id, detailId };
}

export const PHONES = api('/phone');
/** The price range of the benchmark's ranged phone lists, as an address writes it. */
export const PRICE_RANGE = 'priceMin=500&priceMax=1500';

/** A first page served from the first-page cache: 1.5 × its statement straight to PostgreSQL. */
const cachedFirst = (
  category: ProductCategory,
  sort: SortType = 'DATE_DESC',
  filters: Partial<ListFilters> = {},
): Ceiling => ({
  filters: { category, ...filters },
  sort,
  atLeast: BUDGETS.cachedToCeiling,
});
/** A search, as the service reads the box (service.ts, parseSearch): half its statement straight to PostgreSQL. */
const searched = (category: ProductCategory, query: string): Ceiling => ({
  filters: { category, ...parseSearch(category, query) },
  sort: 'DATE_DESC',
  atLeast: BUDGETS.searchToCeiling,
});

/** Every call shape of the PostgreSQL run (issue 10, item 1). */
export function postgresCalls(ctx: {
  appleId: number;
  bakuId: number;
  detailId: number;
  page2: string;
  page1000: string;
  /** Page 2 of phones at 500–1500 AZN, newest first (PRICE_RANGE). */
  rangePage2: string;
  commonWord: string;
  rareWord: string;
}): Call[] {
  const q = encodeURIComponent;
  return [
    { id: 'phone-first', label: 'phones, first page', path: PHONES, kind: 'listing', ceiling: cachedFirst('phone') },
    // Pages as a visitor's browser opens them (compressed): rendered by React on the server (ADR 0012),
    // beside the JSON first page home's is compared with, asked for the same way by the app in the same
    // browser. Measured one after the other, so the ratio does not carry minutes of the machine's drift.
    {
      id: 'phone-first-browser',
      label: 'phones, first page, as a browser asks (compressed)',
      path: PHONES,
      kind: 'listing',
      compressed: true,
    },
    { id: 'home-html', label: "home page's HTML (compressed)", path: '/', kind: 'page', compressed: true },
    {
      id: 'landing-html',
      label: "a landing page's HTML (compressed)",
      path: '/phones/apple',
      kind: 'page',
      compressed: true,
    },
    {
      id: 'advert-html',
      label: "an advert page's HTML (compressed)",
      path: `/phone-preview/phone/${ctx.detailId}`,
      kind: 'page',
      compressed: true,
    },
    {
      id: 'tablet-first',
      label: 'tablets, first page',
      path: api('/tablet'),
      kind: 'listing',
      ceiling: cachedFirst('tablet'),
    },
    {
      id: 'sim-first',
      label: 'SIM numbers, first page',
      path: api('/sim'),
      kind: 'listing',
      ceiling: cachedFirst('sim'),
    },
    {
      id: 'accessory-first',
      label: 'accessories, first page',
      path: api('/accessory'),
      kind: 'listing',
      ceiling: cachedFirst('accessory'),
    },
    {
      id: 'phone-page-2',
      label: 'phones, page 2 (uncached, as page 1 costs)',
      path: `${PHONES}?page=${q(ctx.page2)}`,
      kind: 'listing',
      ceiling: {
        filters: { category: 'phone' },
        sort: 'DATE_DESC',
        page: ctx.page2,
        atLeast: BUDGETS.uncachedToCeiling,
      },
    },
    {
      // Issue 38 (ADR 0038): a numbered page has VIP places of its own; the seed's phones hold 12 VIPs
      // and 40 Premium adverts, so every phone list measured here places them.
      id: 'phone-page-3-numbered',
      label: 'phones, page 3 by its number (its two VIP places; kept as a first page is)',
      path: `${PHONES}?pageNumber=3`,
      kind: 'listing',
    },
    {
      id: 'phone-page-1000',
      label: 'phones, page 1,000',
      path: `${PHONES}?page=${q(ctx.page1000)}`,
      kind: 'listing',
      ceiling: {
        filters: { category: 'phone' },
        sort: 'DATE_DESC',
        page: ctx.page1000,
        atLeast: BUDGETS.uncachedToCeiling,
      },
    },
    {
      id: 'phone-brand-city',
      label: 'phones, Apple in Baku',
      path: `${PHONES}?brandIds=${ctx.appleId}&districtId=${ctx.bakuId}`,
      kind: 'listing',
      ceiling: cachedFirst('phone', 'DATE_DESC', { brandIds: [ctx.appleId], districtId: ctx.bakuId }),
    },
    // Issue 21: the price range and the seller's options (docs/decisions/0017). A range by date takes two
    // steps: four phones in ten are found among the newest; a narrow range holding a handful of the
    // dearest phones (the seed's dearest is 4,950 AZN, so 5,000–5,100 would answer nothing, which the
    // benchmark refuses) comes up short there and is gathered from the price index.
    {
      id: 'phone-price-range',
      label: 'phones, 500–1500 AZN, newest first',
      path: `${PHONES}?${PRICE_RANGE}`,
      kind: 'listing',
      ceiling: cachedFirst('phone', 'DATE_DESC', { priceMin: 500, priceMax: 1500 }),
    },
    {
      id: 'phone-price-range-page-2',
      label: 'phones, 500–1500 AZN, newest first, page 2 (uncached)',
      path: `${PHONES}?${PRICE_RANGE}&page=${q(ctx.rangePage2)}`,
      kind: 'listing',
      ceiling: {
        filters: { category: 'phone', priceMin: 500, priceMax: 1500 },
        sort: 'DATE_DESC',
        page: ctx.rangePage2,
        atLeast: BUDGETS.uncachedToCeiling,
      },
    },
    {
      id: 'phone-cheap-brand-city',
      label: 'phones under 1,500 AZN, Apple in Baku',
      path: `${PHONES}?priceMax=1500&brandIds=${ctx.appleId}&districtId=${ctx.bakuId}`,
      kind: 'listing',
      ceiling: cachedFirst('phone', 'DATE_DESC', { priceMax: 1500, brandIds: [ctx.appleId], districtId: ctx.bakuId }),
    },
    {
      id: 'phone-price-narrow',
      label: 'phones, 4,000–4,100 AZN, newest first (narrow)',
      path: `${PHONES}?priceMin=4000&priceMax=4100`,
      kind: 'listing',
      ceiling: cachedFirst('phone', 'DATE_DESC', { priceMin: 4000, priceMax: 4100 }),
    },
    // Issue 37: a device's condition as data. A grade holds a fifth to a half of the phones; battery
    // health of 90 % and more about a third (the sealed ones, at 100, among them); a rare grade and a
    // high battery with a brand narrow it to a few in a hundred, walked from the newest.
    {
      id: 'phone-grade',
      label: 'phones, grade "like new"',
      path: `${PHONES}?grade=like_new`,
      kind: 'listing',
      ceiling: cachedFirst('phone', 'DATE_DESC', { grade: 'like_new' }),
    },
    {
      id: 'phone-battery',
      label: 'phones, battery 90 % and more, cheapest first',
      path: `${PHONES}?batteryMin=90&sortByType=PRICE_ASC`,
      kind: 'listing',
      ceiling: cachedFirst('phone', 'PRICE_ASC', { batteryMin: '90' }),
    },
    {
      id: 'phone-parts-battery-brand',
      label: 'phones, Apple for parts, battery 80 % and more, registered',
      path: `${PHONES}?brandIds=${ctx.appleId}&grade=for_parts&batteryMin=80&registration=registered`,
      kind: 'listing',
      ceiling: cachedFirst('phone', 'DATE_DESC', {
        brandIds: [ctx.appleId],
        grade: 'for_parts',
        batteryMin: '80',
        registration: ['registered'],
      }),
    },
    {
      id: 'sim-delivery',
      label: 'SIM numbers with delivery',
      path: api('/sim?sellerOptions=delivery'),
      kind: 'listing',
      ceiling: cachedFirst('sim', 'DATE_DESC', { sellerOptions: ['delivery'] }),
    },
    {
      id: 'sim-prefix',
      label: 'SIM numbers, prefix 055, cheapest first',
      path: api('/sim?simPrefix=055&sortByType=PRICE_ASC'),
      kind: 'listing',
      ceiling: cachedFirst('sim', 'PRICE_ASC', { simPrefix: '055' }),
    },
    // Issue 38: a SIM number's patterns (migration 0020), a few in a hundred numbers each, by price.
    {
      id: 'sim-pattern',
      label: 'SIM numbers, pairs (33 44), cheapest first',
      path: api('/sim?simPattern=aabb&sortByType=PRICE_ASC'),
      kind: 'listing',
      ceiling: cachedFirst('sim', 'PRICE_ASC', { simPattern: 'aabb' }),
    },
    {
      id: 'accessory-negotiable-price',
      label: 'accessories, price negotiable, cheapest first',
      path: api('/accessory?sellerOptions=negotiable&sortByType=PRICE_ASC'),
      kind: 'listing',
      ceiling: cachedFirst('accessory', 'PRICE_ASC', { sellerOptions: ['negotiable'] }),
    },
    ...(['DATE_DESC', 'DATE_ASC', 'PRICE_ASC', 'PRICE_DESC'] as const).map(
      (sort): Call => ({
        id: `phone-sort-${sort.toLowerCase().replace('_', '-')}`,
        label: `phones, sorted ${sort}`,
        path: `${PHONES}?sortByType=${sort}`,
        kind: 'listing',
        ceiling: cachedFirst('phone', sort),
      }),
    ),
    {
      id: 'search-common',
      label: `phones, search "${ctx.commonWord}" (common)`,
      path: `${PHONES}?searchQuery=${q(ctx.commonWord)}`,
      kind: 'search',
      ceiling: searched('phone', ctx.commonWord),
    },
    {
      id: 'search-rare',
      label: `phones, search "${ctx.rareWord}" (rare)`,
      path: `${PHONES}?searchQuery=${q(ctx.rareWord)}`,
      kind: 'search',
      ceiling: searched('phone', ctx.rareWord),
    },
    {
      id: 'sim-digits',
      label: 'SIM numbers, search 7777',
      path: api(`/sim?searchQuery=7777`),
      kind: 'search',
      ceiling: searched('sim', '7777'),
    },
    {
      id: 'sim-mask',
      label: 'SIM numbers, mask 050***77**',
      path: api(`/sim?searchQuery=${q('050***77**')}`),
      kind: 'search',
      ceiling: searched('sim', '050***77**'),
    },
    // One search for everything (issue 21, ADR 0018): a transliterated search, read as "iphone" before
    // anything else sees it (its ceiling is the statement of "iphone"); suggestions while typing, from
    // memory; a search's counts per category, kept 30 s (a common word, a rare one), and a new search
    // every request, none of them kept ({n}: 1, 2, 3… per request, measure.ts).
    {
      id: 'search-translit',
      label: 'phones, search "ayfon" (read as "iphone")',
      path: `${PHONES}?searchQuery=ayfon`,
      kind: 'search',
      ceiling: searched('phone', 'iphone'),
    },
    // Storage and RAM a search names are read apart from its words and looked for in their columns
    // (issue 33, ADR 0018): the words' statement with one more condition (its p99 budget, no ceiling row).
    {
      id: 'search-capacity',
      label: 'phones, search "iphone 15 pro 256" (storage read apart)',
      path: `${PHONES}?searchQuery=${q('iphone 15 pro 256')}`,
      kind: 'search',
    },
    {
      id: 'suggest-latin',
      label: 'suggestions for "sams"',
      path: api('/search/suggestions?q=sams'),
      kind: 'search',
    },
    {
      id: 'suggest-cyrillic',
      label: 'suggestions for "айф"',
      path: api(`/search/suggestions?q=${q('айф')}`),
      kind: 'search',
    },
    {
      id: 'counts-common',
      label: `search counts, "${ctx.commonWord}" (common)`,
      path: api(`/search/counts?searchQuery=${q(ctx.commonWord)}`),
      kind: 'search',
    },
    {
      id: 'counts-rare',
      label: `search counts, "${ctx.rareWord}" (rare)`,
      path: api(`/search/counts?searchQuery=${q(ctx.rareWord)}`),
      kind: 'search',
    },
    {
      // "qara 1001", "qara 1002"…: a colour and a number, a search no answer is kept for. Four
      // categories' statements each time (some four searches' worth of PostgreSQL), every request
      // a first one: no budget, it shows what the 30 s answers save.
      id: 'counts-uncached',
      label: `search counts, "${ctx.commonWord} 100{n}", a new search each time (none kept)`,
      path: api(`/search/counts?searchQuery=${q(ctx.commonWord)}%20100{n}`),
      kind: 'record',
    },
    {
      // A list searched anew each time ("qara" up to 510, 520… AZN: never empty, never kept). No
      // budget: what a search nobody asked before costs. Its first page counts nothing (issue 22): with
      // a count for "Show more · n left" this row answered 404 a second, without it 4,587.
      id: 'search-uncached',
      label: `phones, search "${ctx.commonWord}" up to 5{n}0 AZN, a new search each time (none kept)`,
      path: `${PHONES}?searchQuery=${q(ctx.commonWord)}&priceMax=5{n}0`,
      kind: 'record',
    },
    {
      // Likewise a first page of filters nobody chose before (Apple up to 510, 520… AZN), which the
      // first-page cache keeps but cannot have kept: with a count, 105 a second; without, 4,405.
      id: 'filters-uncached',
      label: 'phones, Apple up to 5{n}0 AZN, new filters each time (a first page not kept yet)',
      path: `${PHONES}?brandIds=${ctx.appleId}&priceMax=5{n}0`,
      kind: 'record',
    },
    // Issue 33: "Show 12 adverts" where a person chooses filters, its own call (the first pages count
    // nothing: above). Kept 30 s per filter set as a search's counts are, and counted among an address's
    // searches (ADR 0014). For the record: the same filters asked again (kept), and new filters every
    // request (Apple up to 510, 520… AZN), which is what one client could make the server count.
    {
      id: 'count-filters',
      label: 'count of phones, Apple in Baku under 1,500 AZN (kept 30 s)',
      path: `${PHONES}/count?brandIds=${ctx.appleId}&districtId=${ctx.bakuId}&priceMax=1500`,
      kind: 'record',
    },
    {
      id: 'count-filters-uncached',
      label: 'count of phones, Apple up to 5{n}0 AZN, new filters each time (none kept)',
      path: `${PHONES}/count?brandIds=${ctx.appleId}&priceMax=5{n}0`,
      kind: 'record',
    },
    { id: 'phone-today', label: "today's phones with totalCount", path: `${PHONES}/today`, kind: 'listing' },
    { id: 'phone-detail', label: 'one phone advert', path: `${PHONES}/${ctx.detailId}`, kind: 'detail' },
    { id: 'lookup-districts', label: 'lookup: districts', path: api('/district'), kind: 'lookup' },
    { id: 'floor', label: 'floor: /healthz of the same server', path: '/healthz', kind: 'floor' },
  ];
}

/** The embedded run: the demo listing as `npm start` serves it (issue 10, item 6). */
export function embeddedCalls(ctx: { appleId: number }): Call[] {
  return [
    { id: 'embedded-phone-first', label: 'phones, first page', path: PHONES, kind: 'listing' },
    {
      id: 'embedded-phone-apple-price',
      label: 'phones, Apple, cheapest first',
      path: `${PHONES}?brandIds=${ctx.appleId}&sortByType=PRICE_ASC`,
      kind: 'listing',
    },
    { id: 'embedded-search', label: 'phones, search "qara"', path: `${PHONES}?searchQuery=qara`, kind: 'search' },
    { id: 'embedded-today', label: "today's phones with totalCount", path: `${PHONES}/today`, kind: 'listing' },
    { id: 'embedded-floor', label: 'floor: /healthz of the same server', path: '/healthz', kind: 'floor' },
  ];
}
