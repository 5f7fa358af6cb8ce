import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adverts, moderationEvents } from '../../db/schema.js';
import { createAdvert, createUser, TestClock, tokenFor } from '../../testing/factories.js';
import { callApi, createTestApp, type TestApp } from '../../testing/test-app.js';

// Issue 37, part 7: the owner marks an advert sold, which ends it; its page says sold for 30 days, then
// 410; the seller's page counts their sales and the adverts removed after reports, and a business shows
// its name, address and opening hours.
const NOW = new Date('2026-06-15T12:00:00Z');
const DAY = 86_400_000;
const clock = new TestClock(NOW);
let t: TestApp;
let seller: Awaited<ReturnType<typeof createUser>>;
let sellerToken: string;
let otherToken: string;

async function listedIds(): Promise<number[]> {
  const res = await callApi(t.app, 'GET', '/phone?limit=50');
  return res.body.phones.map((p: { id: number }) => p.id);
}

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  seller = await createUser(t.database.db, { firstName: 'Kamran', lastName: 'Quliyev' });
  sellerToken = await tokenFor(t.config.JWT_SECRET, seller, NOW);
  otherToken = await tokenFor(t.config.JWT_SECRET, await createUser(t.database.db), NOW);
});
afterAll(() => t.close());

describe('marking an advert sold', () => {
  it('ends it: it leaves the lists, its page says sold without the number, and it cannot be renewed', async () => {
    const advert = await createAdvert(t.database.db, { userId: seller.id, publishedAt: NOW });
    expect(await listedIds()).toContain(advert.id);
    expect((await callApi(t.app, 'PUT', `/phone/sold/${advert.id}`, otherToken)).status).toBe(403);
    expect((await callApi(t.app, 'PUT', `/phone/sold/${advert.id}`)).status).toBe(401);

    const marked = await callApi(t.app, 'PUT', `/phone/sold/${advert.id}`, sellerToken);
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ id: advert.id, soldAt: NOW.toISOString(), state: 'EXPIRED' });
    expect(marked.body.viewer).toMatchObject({ isOwner: true, canRenew: false, canMarkSold: false });
    expect(await listedIds()).not.toContain(advert.id);

    const page = await callApi(t.app, 'GET', `/phone/${advert.id}`);
    expect(page.status).toBe(200);
    expect(page.body.soldAt).toBe(NOW.toISOString());
    const reveal = await callApi(t.app, 'POST', `/phone/${advert.id}/contact`);
    expect(reveal.status).toBe(410);
    expect(reveal.body.code).toBe('ADVERT_SOLD');
    expect((await callApi(t.app, 'PUT', `/phone/renew/${advert.id}`, sellerToken)).body.code).toBe(
      'ADVERT_NOT_EXPIRED',
    );
    const again = await callApi(t.app, 'PUT', `/phone/sold/${advert.id}`, sellerToken);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ADVERT_NOT_SHOWN');

    // The liked page says why it is gone.
    const batch = await callApi(t.app, 'GET', `/adverts/batch?ids=${advert.id}`);
    expect(batch.body.adverts).toEqual([{ id: advert.id, available: false, reason: 'SOLD' }]);

    // Thirty days on, it is gone as an expired advert is.
    clock.advance(30 * DAY);
    const later = await callApi(t.app, 'GET', `/phone/${advert.id}`);
    expect(later.status).toBe(410);
    expect((await callApi(t.app, 'GET', `/adverts/batch?ids=${advert.id}`)).body.adverts[0].reason).toBe('EXPIRED');
    clock.advance(-30 * DAY);
  });

  it('is refused for an advert not shown now: pending or expired', async () => {
    const pending = await createAdvert(t.database.db, { userId: seller.id, state: 'PENDING' });
    expect((await callApi(t.app, 'PUT', `/phone/sold/${pending.id}`, sellerToken)).body.code).toBe('ADVERT_NOT_SHOWN');
    const expired = await createAdvert(t.database.db, {
      userId: seller.id,
      publishedAt: new Date(NOW.getTime() - 40 * DAY),
    });
    expect((await callApi(t.app, 'PUT', `/phone/sold/${expired.id}`, sellerToken)).body.code).toBe('ADVERT_NOT_SHOWN');
  });
});

describe("the seller's record", () => {
  it('counts their sales and the adverts removed after reports', async () => {
    const person = await createUser(t.database.db, { firstName: 'Nigar', lastName: 'Əliyeva' });
    const token = await tokenFor(t.config.JWT_SECRET, person, NOW);
    const moderator = await createUser(t.database.db, { role: 'MODERATOR' });
    const [one, two, three] = await Promise.all(
      [1, 2, 3].map(() => createAdvert(t.database.db, { userId: person.id, publishedAt: NOW })),
    );
    await callApi(t.app, 'PUT', `/phone/sold/${one?.id}`, token);
    await callApi(t.app, 'PUT', `/phone/sold/${two?.id}`, token);
    await t.database.db
      .insert(moderationEvents)
      .values({ advertId: three?.id ?? 0, moderatorId: moderator.id, action: 'REMOVE', reason: 'Scam', at: NOW });
    const page = await callApi(t.app, 'GET', `/sellers/${person.id}`);
    expect(page.body).toMatchObject({ liveAdvertCount: 1, soldCount: 2, removedAfterReports: 1, business: null });
  });

  it('shows a business its name, address and hours; an empty field clears one, a long one is refused', async () => {
    const shop = await createUser(t.database.db, { firstName: 'Elvin', lastName: 'Məmmədov' });
    const token = await tokenFor(t.config.JWT_SECRET, shop, NOW);
    await createAdvert(t.database.db, { userId: shop.id, publishedAt: NOW });
    const saved = await callApi(t.app, 'PUT', '/auth', token, {
      accountType: 'BUSINESS',
      businessName: '  Elvin Mobile  ',
      businessAddress: 'Nizami küç. 10, Bakı',
      businessHours: 'B.e.–Şənbə 10:00–20:00',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      accountType: 'BUSINESS',
      businessName: 'Elvin Mobile',
      businessAddress: 'Nizami küç. 10, Bakı',
    });
    expect((await callApi(t.app, 'GET', `/sellers/${shop.id}`)).body.business).toEqual({
      name: 'Elvin Mobile',
      address: 'Nizami küç. 10, Bakı',
      hours: 'B.e.–Şənbə 10:00–20:00',
    });
    // The type alone keeps the details; an empty field clears it.
    await callApi(t.app, 'PUT', '/auth', token, { accountType: 'BUSINESS', businessHours: '' });
    expect((await callApi(t.app, 'GET', `/sellers/${shop.id}`)).body.business).toEqual({
      name: 'Elvin Mobile',
      address: 'Nizami küç. 10, Bakı',
      hours: null,
    });
    const long = await callApi(t.app, 'PUT', '/auth', token, { accountType: 'BUSINESS', businessName: 'x'.repeat(81) });
    expect(long.status).toBe(400);
    expect(long.body.issues).toEqual([expect.objectContaining({ path: 'businessName', code: 'TOO_LONG' })]);
    // A person who sells as an individual shows none of it.
    await callApi(t.app, 'PUT', '/auth', token, { accountType: 'INDIVIDUAL' });
    expect((await callApi(t.app, 'GET', `/sellers/${shop.id}`)).body.business).toBeNull();
  });
});

describe('the columns a sale writes', () => {
  it('sets the end and the sale to the same moment', async () => {
    const advert = await createAdvert(t.database.db, { userId: seller.id, publishedAt: NOW });
    await callApi(t.app, 'PUT', `/phone/sold/${advert.id}`, sellerToken);
    const [row] = await t.database.db.select().from(adverts).where(eq(adverts.id, advert.id));
    expect(row?.soldAt).toEqual(NOW);
    expect(row?.expiresAt).toEqual(NOW);
  });
});
