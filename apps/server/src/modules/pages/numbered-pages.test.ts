import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdvert, createUser, TestClock } from '../../testing/factories.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { WEB_DIST_DIR } from '../../testing/web-build.js';

// Noon in Baku (UTC+4) on 15 June 2026.
const NOW = new Date('2026-06-15T08:00:00Z');
const clock = new TestClock(NOW);
const ORIGIN = 'http://localhost:8080';
/** Tablets, newest first: 25 of them are three numbered pages of ten. */
const TABLETS = 25;
let t: TestApp;
/** Their ids, newest first, as the list shows them. */
let newestFirst: number[];
/** Who sells them all. */
let sellerId: number;

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR }, { clock });
  const seller = await createUser(t.database.db);
  sellerId = seller.id;
  const ids: number[] = [];
  for (let i = 0; i < TABLETS; i++) {
    const advert = await createAdvert(t.database.db, {
      category: 'tablet',
      userId: seller.id,
      price: 400 + i,
      publishedAt: new Date(NOW.getTime() - (TABLETS - i) * 60_000),
    });
    ids.push(advert.id);
  }
  newestFirst = ids.reverse();
});
afterAll(() => t.close());

const page = (url: string) => t.app.inject({ url });
const linkHref = (html: string, rel: string) => new RegExp(`<link rel="${rel}" href="([^"]*)" />`).exec(html)?.[1];
/** The adverts a page's cards link to, in order. */
const cardIds = (html: string) =>
  [...html.matchAll(/href="(?:\/en|\/ru)?\/phone-preview\/tablet\/(\d+)"/g)].map((m) => Number(m[1]));
const uniqueIds = (html: string) => [...new Set(cardIds(html))];

describe('a list pages by links', () => {
  it('draws each numbered page at its own address, canonical to itself, linked to the ones before and after', async () => {
    const first = await page('/en/tablets');
    const second = await page('/en/tablets?page=2');
    const third = await page('/en/tablets?page=3');
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([200, 200, 200]);
    expect(uniqueIds(first.body)).toEqual(newestFirst.slice(0, 10));
    expect(uniqueIds(second.body)).toEqual(newestFirst.slice(10, 20));
    expect(uniqueIds(third.body)).toEqual(newestFirst.slice(20));

    expect(second.body).not.toContain('name="robots"');
    expect(linkHref(second.body, 'canonical')).toBe(`${ORIGIN}/en/tablets?page=2`);
    expect(second.body).toContain(`<link rel="alternate" hreflang="ru" href="${ORIGIN}/ru/tablets?page=2" />`);
    expect(linkHref(second.body, 'prev')).toBe(`${ORIGIN}/en/tablets`);
    expect(linkHref(second.body, 'next')).toBe(`${ORIGIN}/en/tablets?page=3`);
    expect(linkHref(first.body, 'prev')).toBeUndefined();
    expect(linkHref(first.body, 'next')).toBe(`${ORIGIN}/en/tablets?page=2`);
    expect(linkHref(third.body, 'next')).toBeUndefined();
  });

  it('ends each page with "Show more", a link to the next, and links to every numbered page', async () => {
    const first = await page('/ru/tablets');
    expect(first.body).toMatch(/<a[^>]* href="\/ru\/tablets\?page=2"[^>]*>Показать ещё · осталось 15 объявлений<\/a>/);
    expect(first.body).toMatch(
      /<nav[^>]*aria-label="Страницы"[^>]*>.*<a[^>]* href="\/ru\/tablets\?page=3"[^>]*>3<\/a>/,
    );
    const third = await page('/tablets?page=3');
    expect(third.body).not.toMatch(/>Daha çox göstər/);
    expect(third.body).toContain('href="/tablets"');
  });

  it('answers 404 past the last page, and 301 to the plain address for a page that numbers none', async () => {
    expect((await page('/tablets?page=4')).statusCode).toBe(404);
    for (const broken of ['?page=1', '?page=0', '?page=x', '?page=101', '?page=2&page=3']) {
      const res = await page(`/en/tablets${broken}`);
      expect(res.statusCode, broken).toBe(301);
      expect(res.headers.location, broken).toBe('/en/tablets');
    }
    const filtered = await page('/tablets?sortByType=PRICE_ASC&page=1');
    expect(filtered.headers.location).toBe('/tablets?sortByType=PRICE_ASC');
  });

  it('pages a filtered list too, which stays a version of the plain one for search engines', async () => {
    const res = await page('/en/tablets?sortByType=PRICE_ASC&page=2');
    expect(res.statusCode).toBe(200);
    expect(uniqueIds(res.body)).toEqual([...newestFirst].reverse().slice(10, 20));
    expect(res.body).toContain('<meta name="robots" content="noindex, follow" />');
    expect(linkHref(res.body, 'canonical')).toBe(`${ORIGIN}/en/tablets`);
  });

  it('pages today’s adverts as well', async () => {
    const second = await page('/todayTablets?page=2');
    expect(second.statusCode).toBe(200);
    expect(uniqueIds(second.body)).toEqual(newestFirst.slice(10, 20));
    expect(linkHref(second.body, 'canonical')).toBe(`${ORIGIN}/todayTablets?page=2`);
    expect((await page('/todayTablets?page=4')).statusCode).toBe(404);
  });

  it("pages a seller's adverts, linked from one page to the next", async () => {
    const second = await page(`/en/seller/${sellerId}?page=2`);
    expect(second.statusCode).toBe(200);
    expect(uniqueIds(second.body)).toEqual(newestFirst.slice(10, 20));
    expect(second.body).not.toContain('name="robots"');
    expect(linkHref(second.body, 'canonical')).toBe(`${ORIGIN}/en/seller/${sellerId}?page=2`);
    expect(linkHref(second.body, 'prev')).toBe(`${ORIGIN}/en/seller/${sellerId}`);
    expect(linkHref(second.body, 'next')).toBe(`${ORIGIN}/en/seller/${sellerId}?page=3`);
    const first = await page(`/ru/seller/${sellerId}`);
    expect(uniqueIds(first.body)).toEqual(newestFirst.slice(0, 10));
    expect(first.body).toMatch(
      new RegExp(`<a[^>]* href="/ru/seller/${sellerId}\\?page=2"[^>]*>Показать ещё · осталось 15 объявлений</a>`),
    );
    expect(first.body).toContain(`href="/ru/seller/${sellerId}?page=3"`);
    expect(uniqueIds((await page(`/seller/${sellerId}?page=3`)).body)).toEqual(newestFirst.slice(20));
    expect((await page(`/seller/${sellerId}?page=4`)).statusCode).toBe(404);
    expect((await page(`/en/seller/${sellerId}?page=1`)).headers.location).toBe(`/en/seller/${sellerId}`);
  });
});

describe('where a visitor came from makes no page of its own', () => {
  it('answers a campaign’s or an ad click’s address with the page itself, canonical to the clean address', async () => {
    for (const tracked of ['?utm_source=facebook&utm_medium=cpc', '?gclid=abc', '?fbclid=x1']) {
      const res = await page(`/en/tablets${tracked}`);
      expect(res.statusCode, tracked).toBe(200);
      expect(res.body, tracked).not.toContain('name="robots"');
      expect(linkHref(res.body, 'canonical'), tracked).toBe(`${ORIGIN}/en/tablets`);
      expect(uniqueIds(res.body), tracked).toEqual(newestFirst.slice(0, 10));
    }
    const numbered = await page('/en/tablets?page=2&utm_source=x');
    expect(linkHref(numbered.body, 'canonical')).toBe(`${ORIGIN}/en/tablets?page=2`);
  });
});

describe('the API numbers pages as the addresses do', () => {
  it('answers pageNumber with the page after the ones before it, and its cursor goes on from there', async () => {
    const numbered = await t.app.inject({ url: '/api/v1/zeng/tablet?pageNumber=2&limit=10' });
    expect(numbered.statusCode).toBe(200);
    const body = numbered.json<{ tablets: { id: number }[]; nextCursor: string }>();
    expect(body.tablets.map((a) => a.id)).toEqual(newestFirst.slice(10, 20));
    const after = await t.app.inject({ url: `/api/v1/zeng/tablet?page=${body.nextCursor}&limit=10` });
    expect(after.json<{ tablets: { id: number }[] }>().tablets.map((a) => a.id)).toEqual(newestFirst.slice(20));
  });

  it('refuses a page number with a cursor or a search, saying why', async () => {
    const both = await t.app.inject({ url: '/api/v1/zeng/tablet?pageNumber=2&page=abc' });
    expect(both.statusCode).toBe(400);
    expect(both.json<{ message: string }>().message).toContain('pageNumber starts a list: send it without page');
    const searched = await t.app.inject({ url: '/api/v1/zeng/tablet?pageNumber=2&searchQuery=ipad' });
    expect(searched.statusCode).toBe(400);
    expect(searched.json<{ message: string }>().message).toContain('pageNumber does not page a search');
    const deep = await t.app.inject({ url: '/api/v1/zeng/tablet?pageNumber=101' });
    expect(deep.statusCode).toBe(400);
  });
});
