import { PAGE_STATE_ELEMENT_ID } from '@zeng/contract/page-rendering';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adverts } from '../../db/schema.js';
import { eventually } from '../../testing/eventually.js';
import { createAdvert, createUser, TestClock, tokenFor } from '../../testing/factories.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { WEB_DIST_DIR } from '../../testing/web-build.js';
import { ACCESS_COOKIE } from '../auth/session-cookies.js';

/**
 * Cheap recrawls (issue 36): a crawler or a browser that holds a page sends its validator, and is told
 * in a few bytes that nothing changed.
 */
// Noon in Baku (UTC+4).
const clock = new TestClock(new Date('2026-06-15T08:00:00Z'));
const DAY = 86_400_000;
/** Past the time a kept page is answered as it was (routes.ts): the next read renders it again. */
const PAST_KEPT_TIME = 31_000;
let t: TestApp;
let seller: Awaited<ReturnType<typeof createUser>>;
let advertPath: string;
let advertId: number;

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR }, { clock });
  seller = await createUser(t.database.db);
  await createAdvert(t.database.db, { category: 'tablet', userId: seller.id, price: 640 });
  advertId = (await createAdvert(t.database.db, { userId: seller.id, price: 1250 })).id;
  advertPath = `/phone-preview/phone/${advertId}`;
});
afterAll(() => t.close());

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const renderedAt = (html: string): number =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">([^<]*)</script>`).exec(html)?.[1] ??
      'null',
  )?.now;

describe('a page read again', () => {
  it('names its validator, and answers 304 with no body to a client that holds it, 200 to any other', async () => {
    // A plain listing and an advert page are kept in memory; a sorted listing is made for each visit.
    for (const url of ['/tablets', advertPath, '/en/tablets?sortByType=PRICE_DESC']) {
      const first = await page(url);
      expect(first.statusCode, url).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^W\/"[\w-]+"$/);

      for (const held of [etag, `W/"older", ${etag}`, etag.slice(2)]) {
        const same = await page(url, { 'if-none-match': held, 'accept-encoding': 'br' });
        expect(same.statusCode, `${url} holding ${held}`).toBe(304);
        expect(same.rawPayload.length, url).toBe(0);
        expect(same.headers.etag, url).toBe(etag);
        // What a cache needs to keep its copy as the 200 said: never shared across cookies or codings.
        expect(same.headers.vary, url).toBe('Cookie, Accept-Encoding');
        expect(same.headers['cache-control'], url).toBe('no-cache');
      }

      const other = await page(url, { 'if-none-match': 'W/"another"' });
      expect(other.statusCode, url).toBe(200);
      expect(other.headers.etag, url).toBe(etag);
      expect(other.body.length, url).toBeGreaterThan(1000);
    }
  });

  it('keeps its validator while it reads the same, rendered again or not', async () => {
    for (const url of ['/tablets', advertPath]) {
      const first = await page(url);
      clock.advance(PAST_KEPT_TIME);
      // Rendered again (in the background, the kept page answered meanwhile): the moment it was
      // rendered at is another, what a person reads is not.
      const rendered = await eventually(async () => {
        const res = await page(url);
        expect(renderedAt(res.body)).toBeGreaterThan(renderedAt(first.body));
        return res;
      });
      expect(rendered.headers.etag, url).toBe(first.headers.etag);
      expect((await page(url, { 'if-none-match': String(first.headers.etag) })).statusCode, url).toBe(304);
    }
  });

  it('gets another validator when what it shows changes: an advert, its language, the day', async () => {
    const listing = String((await page('/tablets')).headers.etag);
    const advert = String((await page(advertPath)).headers.etag);
    expect((await page('/en/tablets')).headers.etag).not.toBe(listing);
    expect((await page(`/ru${advertPath}`)).headers.etag).not.toBe(advert);

    await createAdvert(t.database.db, { category: 'tablet', userId: seller.id, price: 710 });
    await t.database.db.update(adverts).set({ price: 1300 }).where(eq(adverts.id, advertId));
    // The database announces the changes before the writes return (ADR 0011): the kept pages are made again.
    for (const [url, held, shown] of [
      ['/tablets', listing, '710 AZN'],
      [advertPath, advert, '1 300 AZN'],
    ] as const) {
      const changed = await page(url, { 'if-none-match': held });
      expect(changed.statusCode, url).toBe(200);
      expect(changed.body, url).toContain(shown);
      expect(changed.headers.etag, url).not.toBe(held);
    }

    // The next day in Baku: the app reads its dates from another day.
    const today = String((await page('/tablets')).headers.etag);
    clock.advance(DAY);
    expect((await page('/tablets', { 'if-none-match': today })).statusCode).toBe(200);
  });

  it('names none, and is always sent, when it is an error or a signed-in person’s own page', async () => {
    const missing = await page('/en/no-such-page', { 'if-none-match': '*' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();

    const visitors = await page('/en/addAdvert');
    expect(visitors.headers.etag).toMatch(/^W\//);
    const cookie = `${ACCESS_COOKIE}=${await tokenFor(t.config.JWT_SECRET, seller, clock.now())}`;
    const own = await page('/en/addAdvert', { cookie, 'if-none-match': String(visitors.headers.etag) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers.etag).toBeUndefined();
  });
});
