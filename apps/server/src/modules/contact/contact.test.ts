import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertDailyStats, advertVisits } from '../../db/schema.js';
import { createAdvert, createUser, TestClock, tokenFor } from '../../testing/factories.js';
import { callApi, createTestApp, type TestApp, type VisitorOrigin, visitorCall } from '../../testing/test-app.js';
import { WEB_DIST_DIR } from '../../testing/web-build.js';

// Issue 37: the seller's number is revealed on a tap, counted once per visitor and day, limited per address.
const NOW = new Date('2026-06-15T12:00:00Z');
const DAY = 86_400_000;
const clock = new TestClock(NOW);
const REVEALS_PER_HOUR = 4;
let t: TestApp;
let seller: Awaited<ReturnType<typeof createUser>>;
let sellerToken: string;

/** A request from its own address and browser, as a visitor's. */
const post = (path: string, from: VisitorOrigin = {}) => visitorCall(t.app, 'POST', path, from);

const reveal = post;

async function revealsOf(advertId: number) {
  return t.database.db.select().from(advertDailyStats).where(eq(advertDailyStats.advertId, advertId));
}

beforeAll(async () => {
  t = await createTestApp({ CONTACT_REVEALS_PER_ADDRESS_PER_HOUR: String(REVEALS_PER_HOUR), WEB_DIST_DIR }, { clock });
  seller = await createUser(t.database.db, { firstName: 'Rəşad', lastName: 'Hüseynov' });
  sellerToken = await tokenFor(t.config.JWT_SECRET, seller, NOW);
});
afterAll(() => t.close());

describe("the seller's number", () => {
  it('is in no answer or page about the advert, only in the reveal, with how the seller would be reached', async () => {
    const advert = await createAdvert(t.database.db, { userId: seller.id, publishedAt: NOW, imageKeys: ['c1'] });
    const national = seller.phoneNumber.slice(3);
    const publicReads = [
      `/api/v1/zeng/phone/${advert.id}`,
      '/api/v1/zeng/phone?limit=50',
      `/api/v1/zeng/adverts/batch?ids=${advert.id}`,
      `/api/v1/zeng/sellers/${seller.id}`,
      `/api/v1/zeng/sellers/${seller.id}/adverts`,
      `/phone-preview/phone/${advert.id}`,
      `/en/phone-preview/phone/${advert.id}`,
      `/seller/${seller.id}`,
    ];
    for (const url of publicReads) {
      const res = await t.app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expect({ url, holds: res.body.includes(national) }).toEqual({ url, holds: false });
    }
    const revealed = await reveal(`/phone/${advert.id}/contact`, { ip: '203.0.113.1' });
    expect(revealed.statusCode).toBe(200);
    expect(revealed.json()).toEqual({ phoneNumber: seller.phoneNumber, contactBy: 'calls' });
  });

  it('counts once per visitor and day; the seller looking at their own never counts', async () => {
    const advert = await createAdvert(t.database.db, { userId: seller.id, publishedAt: NOW });
    const path = `/phone/${advert.id}/contact`;
    await reveal(path, { ip: '198.51.100.1' });
    // The same visitor again, in another tab: the same count.
    await reveal(path, { ip: '198.51.100.1' });
    // Another browser on that network is another visitor; so is a signed-in buyer.
    await reveal(path, { ip: '198.51.100.1', agent: 'Mozilla/5.0 (iPhone) Safari/17' });
    const buyer = await createUser(t.database.db);
    await reveal(path, { ip: '198.51.100.2', token: await tokenFor(t.config.JWT_SECRET, buyer, NOW) });
    expect((await reveal(path, { ip: '198.51.100.3', token: sellerToken })).statusCode).toBe(200);
    expect(await revealsOf(advert.id)).toEqual([{ advertId: advert.id, day: '2026-06-15', views: 0, reveals: 3 }]);
    // The next day in Baku, the first visitor counts again, on that day.
    clock.advance(DAY);
    await reveal(path, { ip: '198.51.100.1' });
    clock.advance(-DAY);
    expect((await revealsOf(advert.id)).map((r) => [r.day, r.reveals])).toEqual([
      ['2026-06-15', 3],
      ['2026-06-16', 1],
    ]);
  });

  it('is refused as the advert is: unknown 404, removed 410, pending 404 to others but not its seller', async () => {
    const removed = await createAdvert(t.database.db, { userId: seller.id, publishedAt: NOW, deletedAt: NOW });
    const pending = await createAdvert(t.database.db, { userId: seller.id, state: 'PENDING' });
    expect((await reveal('/phone/2000000000/contact', { ip: '192.0.2.1' })).statusCode).toBe(404);
    expect((await reveal(`/phone/${removed.id}/contact`, { ip: '192.0.2.1' })).statusCode).toBe(410);
    expect((await reveal(`/phone/${pending.id}/contact`, { ip: '192.0.2.1' })).statusCode).toBe(404);
    expect((await reveal(`/phone/${pending.id}/contact`, { ip: '192.0.2.2', token: sellerToken })).statusCode).toBe(
      200,
    );
    // Nothing was counted for adverts nobody may see.
    expect(await revealsOf(pending.id)).toEqual([]);
    expect((await reveal(`/tablet/${removed.id}/contact`, { ip: '192.0.2.1' })).statusCode).toBe(404);
  });

  it('answers how the seller chose to be reached', async () => {
    const both = await createAdvert(t.database.db, { userId: seller.id, publishedAt: NOW });
    await t.database.db.execute(`UPDATE adverts SET contact_by = 'both' WHERE id = ${both.id}`);
    expect((await reveal(`/phone/${both.id}/contact`, { ip: '192.0.2.9' })).json()).toMatchObject({
      contactBy: 'both',
    });
    expect((await callApi(t.app, 'GET', `/phone/${both.id}`)).body.contactBy).toBe('both');
  });

  it('slows an address revealing more numbers than a person would, with Retry-After, and no other address', async () => {
    const advert = await createAdvert(t.database.db, { userId: seller.id, publishedAt: NOW });
    const path = `/phone/${advert.id}/contact`;
    for (let i = 0; i < REVEALS_PER_HOUR; i++) {
      expect((await reveal(path, { ip: '2001:db8:1:2::10' })).statusCode).toBe(200);
    }
    // Another host of the same /64 is the same network.
    const refused = await reveal(path, { ip: '2001:db8:1:2::99' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', params: { retryAfterSeconds: expect.any(Number) } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).not.toContain(seller.phoneNumber);
    expect((await reveal(path, { ip: '2001:db8:9:9::1' })).statusCode).toBe(200);
  });
});

describe("an advert's views", () => {
  it('count each visitor once a day, show on its page, and its seller reads them with the reveals by day', async () => {
    const advert = await createAdvert(t.database.db, { userId: seller.id, publishedAt: NOW });
    const view = (ip: string, token?: string) => post(`/phone/${advert.id}/view`, { ip, token });
    expect((await view('10.0.0.1')).json()).toEqual({ views: 1 });
    expect((await view('10.0.0.1')).json()).toEqual({ views: 1 });
    expect((await view('10.0.0.2')).json()).toEqual({ views: 2 });
    // Its seller opening it counts for nothing.
    expect((await view('10.0.0.3', sellerToken)).json()).toEqual({ views: 2 });
    await reveal(`/phone/${advert.id}/contact`, { ip: '10.0.0.2' });
    expect((await callApi(t.app, 'GET', `/phone/${advert.id}`)).body.views).toBe(2);
    const page = await t.app.inject({ method: 'GET', url: `/en/phone-preview/phone/${advert.id}` });
    expect(page.body).toContain('2 views');

    const stats = await callApi(t.app, 'GET', `/phone/${advert.id}/stats`, sellerToken);
    expect(stats.status).toBe(200);
    expect(stats.body.totalViews).toBe(2);
    expect(stats.body.totalReveals).toBe(1);
    expect(stats.body.days).toHaveLength(30);
    expect(stats.body.days.at(-1)).toEqual({ day: '2026-06-15', views: 2, reveals: 1 });
    expect(stats.body.days[0]).toEqual({ day: '2026-05-17', views: 0, reveals: 0 });
  });

  it('are their seller’s to read, and an administrator’s: no one else’s', async () => {
    const advert = await createAdvert(t.database.db, { userId: seller.id, publishedAt: NOW });
    const other = await tokenFor(t.config.JWT_SECRET, await createUser(t.database.db), NOW);
    const admin = await tokenFor(t.config.JWT_SECRET, await createUser(t.database.db, { role: 'ADMIN' }), NOW);
    expect((await callApi(t.app, 'GET', `/phone/${advert.id}/stats`)).status).toBe(401);
    expect((await callApi(t.app, 'GET', `/phone/${advert.id}/stats`, other)).body.code).toBe('NOT_ADVERT_OWNER');
    expect((await callApi(t.app, 'GET', `/phone/${advert.id}/stats`, admin)).status).toBe(200);
  });

  it('of a day before yesterday are not kept per visitor, only counted', async () => {
    const advert = await createAdvert(t.database.db, { userId: seller.id, publishedAt: NOW });
    await post(`/phone/${advert.id}/view`, { ip: '10.9.0.1' });
    clock.advance(2 * DAY);
    await post(`/phone/${advert.id}/view`, { ip: '10.9.0.1' });
    const kept = await t.database.db.select().from(advertVisits).where(eq(advertVisits.advertId, advert.id));
    clock.advance(-2 * DAY);
    expect(kept.map((v) => v.day)).toEqual(['2026-06-17']);
    expect((await revealsOf(advert.id)).map((d) => [d.day, d.views])).toEqual([
      ['2026-06-15', 1],
      ['2026-06-17', 1],
    ]);
  });
});
