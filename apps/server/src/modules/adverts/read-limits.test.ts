import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryRateLimitStore } from '../../infra/rate-limit/memory.js';
import type { RateLimitStore } from '../../infra/rate-limit/store.js';
import { createAdvert, createUser, TestClock } from '../../testing/factories.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { WEB_DIST_DIR } from '../../testing/web-build.js';
import { isUncachedList, ReadLimits } from './read-limits.js';

const NOW = new Date('2026-06-15T08:00:00Z');
const clock = new TestClock(NOW);
const SEARCHES = 3;
const ADVERT_READS = 2;
let t: TestApp;
let phone: { id: number };

beforeAll(async () => {
  t = await createTestApp(
    {
      WEB_DIST_DIR,
      SEARCHES_PER_ADDRESS_PER_MINUTE: String(SEARCHES),
      ADVERT_READS_PER_ADDRESS_PER_MINUTE: String(ADVERT_READS),
    },
    { clock },
  );
  const seller = await createUser(t.database.db);
  for (let i = 0; i < 3; i++) {
    await createAdvert(t.database.db, { userId: seller.id, publishedAt: new Date(NOW.getTime() - (i + 1) * 60_000) });
  }
  phone = await createAdvert(t.database.db, { userId: seller.id, comment: 'qutusu var' });
});
afterAll(() => t.close());

let addressSeq = 0;
/** A client address no other test uses. */
const freshAddress = () => `10.20.${Math.floor(++addressSeq / 250)}.${(addressSeq % 250) + 1}`;

const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, remoteAddress, headers });
const api = (url: string, remoteAddress: string) => get(`/api/v1/zeng${url}`, remoteAddress);

function expectLimited(res: Awaited<ReturnType<typeof get>>) {
  expect(res.statusCode, res.body).toBe(429);
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(60);
  return seconds;
}

function expectLimitedJson(res: Awaited<ReturnType<typeof get>>) {
  const seconds = expectLimited(res);
  expect(res.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', params: { retryAfterSeconds: seconds } });
}

describe('searches and later pages, per address and minute', () => {
  it('the next one past the allowance answers 429 with Retry-After; another address still gets its answer', async () => {
    const a = freshAddress();
    const firstPage = await api('/phone?limit=2', a);
    const cursor = firstPage.json().nextCursor as string;
    expect(cursor).toBeTruthy();
    // The cached first pages are never counted.
    for (let i = 0; i < 10; i++) expect((await api('/phone?limit=2', a)).statusCode).toBe(200);
    expect((await api('/phone?searchQuery=iphone', a)).statusCode).toBe(200);
    expect((await api(`/phone?limit=2&page=${encodeURIComponent(cursor)}`, a)).statusCode).toBe(200);
    expect((await api('/sim/today?page=x', a)).statusCode).toBe(400);
    // The allowance is spent (a refused query counts too): searches and later pages alike are refused.
    expectLimitedJson(await api('/phone?searchQuery=iphone', a));
    expectLimitedJson(await api(`/phone?limit=2&page=${encodeURIComponent(cursor)}`, a));
    expect((await api('/phone?limit=2', a)).statusCode).toBe(200);

    const b = freshAddress();
    const other = await api('/phone?searchQuery=iphone', b);
    expect(other.statusCode).toBe(200);
    expect(other.json().phones.length).toBeGreaterThan(0);

    clock.advance(60_000);
    expect((await api('/phone?searchQuery=iphone', a)).statusCode).toBe(200);
  });

  it("counts a search's counts per category among the searches, and never the suggestions while typing", async () => {
    const a = freshAddress();
    for (let i = 0; i < SEARCHES; i++) {
      expect((await api('/search/counts?searchQuery=iphone', a)).statusCode).toBe(200);
    }
    // Answered from memory: as many as a person types.
    for (let i = 0; i < 10; i++) expect((await api('/search/suggestions?q=ip', a)).statusCode).toBe(200);
    expectLimitedJson(await api('/search/counts?searchQuery=iphone', a));
    expectLimitedJson(await api('/phone?searchQuery=iphone', a));
  });

  it('counts a list\'s count ("Show 12 adverts") among the searches, answered from memory or not', async () => {
    const a = freshAddress();
    for (let i = 0; i < SEARCHES; i++) expect((await api('/phone/count?condition=used', a)).statusCode).toBe(200);
    expectLimitedJson(await api('/phone/count?condition=used', a));
    expectLimitedJson(await api('/tablet/count?priceMax=900', a));
    expectLimitedJson(await api('/phone?searchQuery=iphone', a));
    expect((await api('/phone/count?condition=used', freshAddress())).statusCode).toBe(200);
  });

  it('an IPv6 client counts per /64', async () => {
    for (let i = 0; i < SEARCHES; i++) {
      expect((await api('/tablet?searchQuery=ipad', `2001:db8:7:${i}::1`)).statusCode).toBe(200);
      expect((await api('/tablet?searchQuery=ipad', `2001:db8:9:1::${i + 1}`)).statusCode).toBe(200);
    }
    expectLimitedJson(await api('/tablet?searchQuery=ipad', '2001:db8:9:1:ffff::1'));
    expect((await api('/tablet?searchQuery=ipad', '2001:db8:7:9::1')).statusCode).toBe(200);
  });

  it('a page asked for with a query string counts as one, and is refused as a page', async () => {
    const a = freshAddress();
    for (let i = 0; i < SEARCHES; i++)
      expect((await get(`/tablets?sortByType=PRICE_ASC&n=${i}`, a)).statusCode).toBe(200);
    const refused = await get('/en/tablets?sortByType=PRICE_ASC', a);
    expectLimited(refused);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.body).toContain('<html lang="en">');
    expect(refused.body).toMatch(/Try again in \d+ seconds/);
    // The plain page is kept for everybody: never counted.
    expect((await get('/tablets', a)).statusCode).toBe(200);
  });
});

describe('adverts opened, per address and minute', () => {
  it('the API’s advert call and the advert’s page count together; past them 429, JSON or a page', async () => {
    const a = freshAddress();
    expect((await api(`/phone/${phone.id}`, a)).statusCode).toBe(200);
    const page = await get(`/phone-preview/phone/${phone.id}`, a);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('qutusu var');

    expectLimitedJson(await api(`/phone/${phone.id}`, a));
    const refused = await get(`/ru/phone-preview/phone/${phone.id}`, a);
    expectLimited(refused);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.body).toContain('<html lang="ru">');
    expect(refused.body).toContain('Слишком много запросов');
    expect(refused.body).not.toContain('qutusu var');

    const b = freshAddress();
    expect((await api(`/phone/${phone.id}`, b)).statusCode).toBe(200);
    expect((await get(`/phone-preview/phone/${phone.id}`, b)).statusCode).toBe(200);
  });
});

/** A log that says nothing: these tests read the answers, not the warnings. */
const quiet = { warn: () => {} };

describe('the limits themselves', () => {
  it('let reads through when the store cannot count', async () => {
    const broken: RateLimitStore = {
      hit: () => Promise.reject(new Error('Redis is away')),
      peek: () => Promise.reject(new Error('Redis is away')),
      undo: () => Promise.resolve(),
      close: () => Promise.resolve(),
    };
    const warnings: string[] = [];
    const limits = new ReadLimits(
      broken,
      {
        searchesPerMinute: 1,
        advertReadsPerMinute: 1,
        pageRendersPerMinute: 300,
        sitemapBuildsPerMinute: 30,
        revealsPerHour: 30,
      },
      {
        warn: (...args: unknown[]) => warnings.push(String(args[1])),
      },
    );
    for (let i = 0; i < 3; i++) await expect(limits.charge('search', '10.1.1.1')).resolves.toBeUndefined();
    expect(warnings).toHaveLength(1);
  });

  it('count each kind apart', async () => {
    const limits = new ReadLimits(
      new MemoryRateLimitStore(new TestClock(NOW)),
      {
        searchesPerMinute: 1,
        advertReadsPerMinute: 1,
        pageRendersPerMinute: 300,
        sitemapBuildsPerMinute: 30,
        revealsPerHour: 30,
      },
      quiet,
    );
    await limits.charge('search', '10.1.1.1');
    await limits.charge('advert', '10.1.1.1');
    await expect(limits.charge('advert', '10.1.1.1')).rejects.toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
  });

  it('answer a client that keeps asking past its refusals a second later', async () => {
    const limits = new ReadLimits(
      new MemoryRateLimitStore(new TestClock(NOW)),
      {
        searchesPerMinute: 1,
        advertReadsPerMinute: 1,
        pageRendersPerMinute: 300,
        sitemapBuildsPerMinute: 30,
        revealsPerHour: 30,
      },
      quiet,
    );
    await limits.charge('search', '10.1.1.2');
    // Ten refusals at once, as a person who missed the first would get them.
    const prompt = performance.now();
    for (let i = 0; i < 10; i++)
      await expect(limits.charge('search', '10.1.1.2')).rejects.toMatchObject({ statusCode: 429 });
    expect(performance.now() - prompt).toBeLessThan(500);
    const slow = performance.now();
    await expect(limits.charge('search', '10.1.1.2')).rejects.toMatchObject({ statusCode: 429 });
    expect(performance.now() - slow).toBeGreaterThanOrEqual(950);
  });

  it('know the lists no cache answers', () => {
    expect(isUncachedList({})).toBe(false);
    expect(isUncachedList({ searchQuery: '  ', page: '' })).toBe(false);
    expect(isUncachedList({ searchQuery: 'qara' })).toBe(true);
    expect(isUncachedList({ searchQuery: ['a', 'b'] })).toBe(true);
    expect(isUncachedList({ page: 'abc' })).toBe(true);
  });
});
