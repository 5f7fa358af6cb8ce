import { MAX_LIKED } from '@zeng/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdvert, createUser, nextPhone, TestClock, tokenFor, validSubmission } from '../../testing/factories.js';
import { callApi, createTestApp, type TestApp } from '../../testing/test-app.js';

// Issue 38, part 2: a signed-in person's liked adverts follow the account (liked on one device, the same
// list on another, a device's own list merged at sign-in), and a liked advert whose approved price
// goes down becomes a notification.
const NOW = new Date('2026-06-15T12:00:00Z');
const clock = new TestClock(NOW);
let t: TestApp;
let buyer: { id: number; token: string };
let seller: { id: number; token: string };
let moderatorToken: string;

const person = async (role: 'USER' | 'MODERATOR' = 'USER') => {
  const user = await createUser(t.database.db, { role });
  return { id: user.id, token: await tokenFor(t.config.JWT_SECRET, user, NOW) };
};
const likedIds = async (token: string) =>
  (await callApi(t.app, 'GET', '/auth/liked', token)).body.liked.map((entry: { id: number }) => entry.id);

/** A shown SIM advert of the seller's, at `price`. */
const simAdvert = (price: number, sellerId = seller.id) => {
  const simNumber = nextPhone();
  return createAdvert(t.database.db, { category: 'sim', userId: sellerId, simNumber, price, publishedAt: NOW });
};

/** The seller edits the price (the advert waits for review again) and a moderator approves the edit. */
async function changePrice(advert: { id: number; simNumber: string | null }, price: number) {
  const body = { ...validSubmission('sim', { imageUrls: [], id: advert.id, simNumber: advert.simNumber }), price };
  const edited = await callApi(t.app, 'POST', '/sim', seller.token, body);
  expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  const approved = await callApi(t.app, 'PUT', `/sim/approve/${advert.id}`, moderatorToken, {
    // The edit was sent now: the version the moderator saw.
    submittedAt: clock.now().toISOString(),
  });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  buyer = await person();
  seller = await person();
  moderatorToken = (await person('MODERATOR')).token;
});
afterAll(() => t.close());

describe('liked adverts kept with the account', () => {
  it('likes and unlikes one by one, once each, and lists them newest first', async () => {
    const [first, second] = [await simAdvert(50), await simAdvert(60)];
    expect((await callApi(t.app, 'PUT', `/auth/liked/${first.id}`, buyer.token)).status).toBe(200);
    clock.advance(1000);
    expect((await callApi(t.app, 'PUT', `/auth/liked/${second.id}`, buyer.token)).status).toBe(200);
    // Liking again changes nothing, its date included.
    clock.advance(1000);
    expect((await callApi(t.app, 'PUT', `/auth/liked/${first.id}`, buyer.token)).status).toBe(200);
    const list = await callApi(t.app, 'GET', '/auth/liked', buyer.token);
    expect(list.body.liked).toEqual([
      { id: second.id, likedAt: new Date(NOW.getTime() + 1000).toISOString() },
      { id: first.id, likedAt: NOW.toISOString() },
    ]);
    expect((await callApi(t.app, 'DELETE', `/auth/liked/${second.id}`, buyer.token)).status).toBe(200);
    expect((await callApi(t.app, 'DELETE', `/auth/liked/${second.id}`, buyer.token)).status).toBe(200);
    expect(await likedIds(buyer.token)).toEqual([first.id]);
    // Another person's list is their own.
    expect(await likedIds((await person()).token)).toEqual([]);
  });

  it('refuses a visitor, one’s own advert, and an advert not shown', async () => {
    const own = await simAdvert(70, buyer.id);
    const pending = await createAdvert(t.database.db, { category: 'sim', userId: seller.id, state: 'PENDING' });
    expect((await callApi(t.app, 'PUT', `/auth/liked/${own.id}`)).status).toBe(401);
    const mine = await callApi(t.app, 'PUT', `/auth/liked/${own.id}`, buyer.token);
    expect([mine.status, mine.body.code]).toEqual([403, 'OWN_ADVERT']);
    const hidden = await callApi(t.app, 'PUT', `/auth/liked/${pending.id}`, buyer.token);
    expect([hidden.status, hidden.body.code]).toEqual([404, 'NOT_FOUND']);
    expect((await callApi(t.app, 'PUT', '/auth/liked/99999999', buyer.token)).status).toBe(404);
    expect((await callApi(t.app, 'PUT', '/auth/liked/abc', buyer.token)).status).toBe(400);
  });

  it('merges a device’s list at sign-in: shown adverts join in the device’s order, the rest are left out', async () => {
    const someone = await person();
    const kept = await simAdvert(80);
    await callApi(t.app, 'PUT', `/auth/liked/${kept.id}`, someone.token);
    clock.advance(1000);
    const [a, b] = [await simAdvert(81), await simAdvert(82)];
    const own = await simAdvert(83, someone.id);
    const ended = await createAdvert(t.database.db, {
      category: 'sim',
      userId: seller.id,
      publishedAt: new Date(NOW.getTime() - 40 * 86_400_000),
      expiresAt: new Date(NOW.getTime() - 86_400_000),
    });
    const merged = await callApi(t.app, 'POST', '/auth/liked/merge', someone.token, {
      ids: [b.id, a.id, kept.id, own.id, ended.id, 99999999, b.id],
    });
    expect(merged.status).toBe(200);
    expect(merged.body.liked.map((entry: { id: number }) => entry.id)).toEqual([b.id, a.id, kept.id]);
    // Sent again (a second device, the same list), nothing changes.
    const again = await callApi(t.app, 'POST', '/auth/liked/merge', someone.token, { ids: [a.id] });
    expect(again.body).toEqual(merged.body);
    const tooMany = await callApi(t.app, 'POST', '/auth/liked/merge', someone.token, {
      ids: Array.from({ length: MAX_LIKED + 1 }, (_, i) => i + 1),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(`at most ${MAX_LIKED} ids`);
  });
});

describe('a liked advert’s price going down', () => {
  it('is a notification for those who liked it dearer, once the edit is approved', async () => {
    const watcher = await person();
    const bystander = await person();
    const advert = await simAdvert(500);
    await callApi(t.app, 'PUT', `/auth/liked/${advert.id}`, watcher.token);
    const unread = async (token: string) => (await callApi(t.app, 'GET', '/auth/notifications/unread', token)).body;
    expect(await unread(watcher.token)).toEqual({ unread: 0 });

    clock.advance(60_000);
    await changePrice(advert, 420);
    expect(await unread(watcher.token)).toEqual({ unread: 1 });
    expect(await unread(bystander.token)).toEqual({ unread: 0 });
    const page = await callApi(t.app, 'GET', '/auth/notifications', watcher.token);
    expect(page.body.nextCursor).toBeNull();
    expect(page.body.notifications).toEqual([
      {
        id: expect.any(Number),
        kind: 'PRICE_DROP',
        createdAt: clock.now().toISOString(),
        read: false,
        oldPrice: 500,
        newPrice: 420,
        savedSearch: null,
        advert: expect.objectContaining({ id: advert.id, available: true, productCategory: 'sim' }),
      },
    ]);
    expect(page.body.notifications[0].advert.advert.price).toBe(420);

    // Dearer again, then down to 450: told from the price last seen (480), not the first.
    clock.advance(60_000);
    await changePrice(advert, 480);
    expect(await unread(watcher.token)).toEqual({ unread: 1 });
    clock.advance(60_000);
    await changePrice(advert, 450);
    const latest = (await callApi(t.app, 'GET', '/auth/notifications', watcher.token)).body.notifications;
    expect(latest.map((n: { oldPrice: number; newPrice: number }) => [n.oldPrice, n.newPrice])).toEqual([
      [480, 450],
      [500, 420],
    ]);

    // Read up to the newest: the bell is quiet.
    const read = await callApi(t.app, 'PUT', '/auth/notifications/read', watcher.token, { upTo: latest[0].id });
    expect(read.status).toBe(200);
    expect(await unread(watcher.token)).toEqual({ unread: 0 });
    const after = (await callApi(t.app, 'GET', '/auth/notifications', watcher.token)).body.notifications;
    expect(after.map((n: { read: boolean }) => n.read)).toEqual([true, true]);
  });

  it('pages by key, 20 at a time, and refuses another cursor', async () => {
    const watcher = await person();
    const advert = await simAdvert(1000);
    await callApi(t.app, 'PUT', `/auth/liked/${advert.id}`, watcher.token);
    for (let price = 990; price > 990 - 22 * 10; price -= 10) {
      clock.advance(1000);
      await changePrice(advert, price);
    }
    const first = await callApi(t.app, 'GET', '/auth/notifications', watcher.token);
    expect(first.body.notifications).toHaveLength(20);
    const second = await callApi(t.app, 'GET', `/auth/notifications?page=${first.body.nextCursor}`, watcher.token);
    expect(second.body.notifications).toHaveLength(2);
    expect(second.body.nextCursor).toBeNull();
    const all = [...first.body.notifications, ...second.body.notifications].map((n: { id: number }) => n.id);
    expect(new Set(all).size).toBe(22);
    expect((await callApi(t.app, 'GET', '/auth/notifications?page=xyz', watcher.token)).status).toBe(400);
    expect((await callApi(t.app, 'GET', '/auth/notifications')).status).toBe(401);
  });
});
