import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdvert, createUser, TestClock } from '../../testing/factories.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { WEB_DIST_DIR } from '../../testing/web-build.js';

// Issue 34: one client, without an account, must not be able to shut the others out of the pages.
const clock = new TestClock(new Date('2026-06-15T08:00:00Z'));
const FLOODER = '127.0.0.2';
const VISITOR = '127.0.0.3';
let t: TestApp;
let advertPath: string;

beforeAll(async () => {
  t = await createTestApp(
    {
      WEB_DIST_DIR,
      // On PostgreSQL too: these pages are kept whatever the database (test-app.ts says why it is off there).
      FIRST_PAGE_CACHE: 'true',
      PAGE_RENDERS_MAX_WAITING: '4',
      PAGE_RENDERS_PER_ADDRESS_AT_ONCE: '2',
      PAGE_RENDERS_PER_ADDRESS_PER_MINUTE: '30',
    },
    { clock },
  );
  const seller = await createUser(t.database.db);
  const advert = await createAdvert(t.database.db, { userId: seller.id });
  advertPath = `/phone-preview/phone/${advert.id}`;
});
afterAll(() => t.close());

const page = (url: string, remoteAddress: string) => t.app.inject({ url, remoteAddress });

/** `connections` clients of one address asking for `urls` in turn, `each` times each, all at once. */
async function flood(urls: (i: number) => string, remoteAddress: string, connections: number, each: number) {
  const statuses: number[] = [];
  await Promise.all(
    Array.from({ length: connections }, async (_, c) => {
      for (let i = 0; i < each; i++) statuses.push((await page(urls(c * each + i), remoteAddress)).statusCode);
    }),
  );
  return statuses;
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('renders shared fairly among clients', () => {
  it("forty connections asking for About us leave another visitor's home, sign-in and advert pages answered", async () => {
    const flooding = flood(() => '/aboutUs', FLOODER, 40, 5);
    const visitor: number[] = [];
    for (const url of ['/', '/login', advertPath, '/en/login', '/', advertPath]) {
      visitor.push((await page(url, VISITOR)).statusCode);
    }
    const flooded = await flooding;
    expect(visitor).toEqual([200, 200, 200, 200, 200, 200]);
    // About us is the same for everybody: made once and kept, so the flood renders nothing more.
    expect(count(flooded, 200)).toBe(flooded.length);
  });

  it("lines up one address's pages no cache has, so another's are rendered, and counts them per minute", async () => {
    const flooding = flood((i) => `/en/no-such-page-${i}`, FLOODER, 40, 2);
    const visitor = await page('/en/tablets?sortByType=PRICE_ASC', VISITOR);
    const flooded = await flooding;
    expect(visitor.statusCode).toBe(200);
    // Two at a time in the renders' queue and four more in its own line: the rest refused, to it alone.
    expect(count(flooded, 503)).toBe(0);
    expect(count(flooded, 429)).toBeGreaterThan(0);
    const refused = await page('/en/no-such-page-again', FLOODER);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.body).toContain('Too many requests');
    // Past its minute's renders, a kept page is still answered to it, and others' renders go on.
    expect((await page('/', FLOODER)).statusCode).toBe(200);
    expect((await page('/en/no-such-page-either', VISITOR)).statusCode).toBe(404);
    clock.advance(61_000);
    expect((await page('/en/no-such-page-again', FLOODER)).statusCode).toBe(404);
  });

  it('answers a kept page past its time while the renders queue is full, and renders it again after', async () => {
    const fresh = await page(advertPath, VISITOR);
    expect(fresh.statusCode).toBe(200);
    clock.advance(31_000);
    // Pages no cache keeps, from many addresses at once, fill the renders' queue.
    const filling = Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        page(`/en/tablets?sortByType=PRICE_DESC&n=${i}`, `10.34.0.${i + 1}`).then((res) => res.statusCode),
      ),
    );
    const stale = await page(advertPath, VISITOR);
    const filled = await filling;
    expect(count(filled, 503)).toBeGreaterThan(0);
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(fresh.body);
    // Rendered again meanwhile, at the new moment the page carries, and kept.
    let again = stale;
    for (let tries = 0; tries < 50 && again.body === fresh.body; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await page(advertPath, VISITOR);
    }
    expect(again.statusCode).toBe(200);
    expect(again.body).not.toBe(fresh.body);
    expect((await page(advertPath, VISITOR)).body).toBe(again.body);
  });
});
