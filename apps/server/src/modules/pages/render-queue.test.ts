import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdvert, createUser, TestClock } from '../../testing/factories.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { WEB_DIST_DIR } from '../../testing/web-build.js';

const clock = new TestClock(new Date('2026-06-15T08:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR, PAGE_RENDERS_MAX_WAITING: '1' }, { clock });
  const seller = await createUser(t.database.db);
  await createAdvert(t.database.db, { category: 'tablet', userId: seller.id });
});
afterAll(() => t.close());

describe('pages asked for while others wait to be rendered', () => {
  it('are refused at once with a 503 page of their own, and the waiting ones are rendered', async () => {
    // Ten pages no cache keeps (a query string each), from ten addresses, all at once.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({ url: `/en/tablets?sortByType=PRICE_ASC&n=${i}`, remoteAddress: `10.40.0.${i + 1}` }),
      ),
    );
    const refused = answers.filter((res) => res.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(answers.filter((res) => res.statusCode !== 503).map((res) => res.statusCode)).toEqual(
      Array(answers.length - refused.length).fill(200),
    );
    for (const res of refused) {
      expect(res.headers['retry-after']).toBe('1');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<html lang="en">');
      expect(res.body).toContain('The server is busy');
    }
    // Once drained, pages are rendered again.
    expect((await t.app.inject({ url: '/en/tablets?sortByType=PRICE_ASC&n=again' })).statusCode).toBe(200);
  });
});
