import { VIP_PLACES } from '@zeng/contract/promotion-kinds';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adverts, promotions } from '../../db/schema.js';
import { createAdvert, createUser, REF, TestClock, tokenFor } from '../../testing/factories.js';
import { callApi, createTestApp, type TestApp } from '../../testing/test-app.js';
import { clearEnded } from './promotions-repository.js';

// Issue 38, part 3 (docs/decisions/0038): a seller asks for a VIP place, a Premium mark or a repost; an
// administrator grants it with a period or refuses it; the lists place promoted adverts without
// showing any advert twice or skipping one, and their first pages stay cached.
const NOW = new Date('2026-06-15T12:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const clock = new TestClock(NOW);
let t: TestApp;
let sellerToken: string;
let sellerId: number;
let otherToken: string;
let moderatorToken: string;
let adminToken: string;

interface Card {
  id: number;
  promoted?: 'VIP' | 'PREMIUM';
}

const ask = (id: number, kind: string, token = sellerToken) =>
  callApi(t.app, 'POST', `/auth/adverts/${id}/promotions`, token, { kind });
const grant = (id: number, body: object = { days: 7 }, token = adminToken) =>
  callApi(t.app, 'PUT', `/moderation/promotions/${id}/grant`, token, body);

/** Asks for `kind` as the seller and grants it as the administrator. */
async function promote(advertId: number, kind: 'VIP' | 'PREMIUM' | 'REPOST', days = 7) {
  const asked = await ask(advertId, kind);
  expect(asked.status).toBe(200);
  const granted = await grant(asked.body.id, kind === 'REPOST' ? {} : { days });
  expect(granted.status).toBe(200);
  return granted.body;
}

/** Every page of a list from its first by "Show more" (the cursor), each page's cards. */
async function walk(path: string): Promise<Card[][]> {
  const pages: Card[][] = [];
  let cursor: string | null = null;
  do {
    const res = await callApi(t.app, 'GET', `${path}${cursor ? `&page=${cursor}` : ''}`);
    expect(res.status).toBe(200);
    pages.push(res.body.phones);
    cursor = res.body.nextCursor;
  } while (cursor && pages.length < 50);
  return pages;
}

/** Lists of a price band of their own (each test has one), so they hold only that test's adverts. */
const band = (price: number, more = '') => `/phone?priceMin=${price}&priceMax=${price + 99}${more}`;

/** A seller's phones published an hour apart, newest last, priced from `seed.price` up by one. */
async function phones(count: number, from: Date, seed: { brandId?: number; modelId?: number; price?: number } = {}) {
  const made: number[] = [];
  for (let i = 0; i < count; i++) {
    const advert = await createAdvert(t.database.db, {
      userId: sellerId,
      publishedAt: new Date(from.getTime() + i * HOUR),
      price: (seed.price ?? 100) + i,
      ...seed,
    });
    made.push(advert.id);
  }
  return made;
}

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  const seller = await createUser(t.database.db, { firstName: 'Nigar', lastName: 'Əliyeva' });
  sellerId = seller.id;
  sellerToken = await tokenFor(t.config.JWT_SECRET, seller, NOW);
  otherToken = await tokenFor(t.config.JWT_SECRET, await createUser(t.database.db), NOW);
  moderatorToken = await tokenFor(t.config.JWT_SECRET, await createUser(t.database.db, { role: 'MODERATOR' }), NOW);
  adminToken = await tokenFor(t.config.JWT_SECRET, await createUser(t.database.db, { role: 'ADMIN' }), NOW);
});
afterAll(() => t.close());

describe('asking for paid placement', () => {
  it("takes the seller's request for a shown advert, once while it waits, and tells them what became of it", async () => {
    const [id = 0] = await phones(1, new Date(NOW.getTime() - DAY));
    const asked = await ask(id, 'VIP');
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ advertId: id, kind: 'VIP', status: 'REQUESTED', startsAt: null });
    const again = await ask(id, 'VIP');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('PROMOTION_REQUESTED');
    // Another kind is another request.
    expect((await ask(id, 'REPOST')).status).toBe(200);

    expect((await ask(id, 'VIP', otherToken)).body.code).toBe('NOT_ADVERT_OWNER');
    const unknown = await ask(id, 'GOLD');
    expect(unknown.status).toBe(400);
    expect(unknown.body.issues).toEqual([expect.objectContaining({ path: 'kind', code: 'INVALID_CHOICE' })]);
    const pending = await createAdvert(t.database.db, { userId: sellerId, state: 'PENDING' });
    const notShown = await ask(pending.id, 'PREMIUM');
    expect(notShown.status).toBe(409);
    expect(notShown.body.code).toBe('ADVERT_NOT_SHOWN');
    expect((await ask(999_999, 'VIP')).status).toBe(404);

    const mine = await callApi(t.app, 'GET', `/auth/adverts/${id}/promotions`, sellerToken);
    expect(mine.body.promotions.map((p: { kind: string; status: string }) => [p.kind, p.status])).toEqual([
      ['REPOST', 'REQUESTED'],
      ['VIP', 'REQUESTED'],
    ]);
    expect((await callApi(t.app, 'GET', `/auth/adverts/${id}/promotions`, otherToken)).status).toBe(403);
    expect((await callApi(t.app, 'GET', `/auth/adverts/${id}/promotions`, adminToken)).status).toBe(200);
  });
});

describe("the administrator's decisions", () => {
  it('lists open requests oldest first for administrators only; grants with a period, extends, refuses, once', async () => {
    const [id = 0] = await phones(1, new Date(NOW.getTime() - 2 * DAY), { price: 300 });
    const asked = await ask(id, 'PREMIUM');
    expect((await callApi(t.app, 'GET', '/moderation/promotions', moderatorToken)).body.code).toBe('FORBIDDEN');
    const queue = (await callApi(t.app, 'GET', '/moderation/promotions', adminToken)).body;
    const entry = queue.promotions.find((p: { id: number }) => p.id === asked.body.id);
    expect(entry).toMatchObject({ kind: 'PREMIUM', sellerName: 'Nigar Əliyeva', card: { id, price: 300 } });
    expect(queue.total).toBe(queue.promotions.length);
    const times = queue.promotions.map((p: { requestedAt: string }) => p.requestedAt);
    expect(times).toEqual([...times].sort());

    expect((await grant(asked.body.id, {}, adminToken)).body.issues).toEqual([
      expect.objectContaining({ path: 'days', code: 'REQUIRED' }),
    ]);
    expect((await grant(asked.body.id, { days: 5 })).body.issues).toEqual([
      expect.objectContaining({ path: 'days', code: 'INVALID_CHOICE' }),
    ]);
    expect((await grant(asked.body.id, { days: 7 }, moderatorToken)).body.code).toBe('FORBIDDEN');
    const granted = await grant(asked.body.id, { days: 7 });
    expect(granted.body).toMatchObject({
      status: 'GRANTED',
      startsAt: NOW.toISOString(),
      endsAt: new Date(NOW.getTime() + 7 * DAY).toISOString(),
    });
    expect((await grant(asked.body.id, { days: 7 })).body.code).toBe('PROMOTION_DECIDED');
    // A second Premium runs on from the end of the first.
    const more = await ask(id, 'PREMIUM');
    expect((await grant(more.body.id, { days: 3 })).body.endsAt).toBe(new Date(NOW.getTime() + 10 * DAY).toISOString());
    const [row] = await t.database.db.select().from(adverts).where(eq(adverts.id, id));
    expect(row?.premiumUntil?.toISOString()).toBe(new Date(NOW.getTime() + 10 * DAY).toISOString());

    const refused = await ask(id, 'VIP');
    const answer = await callApi(t.app, 'PUT', `/moderation/promotions/${refused.body.id}/refuse`, adminToken);
    expect(answer.body).toMatchObject({ status: 'REFUSED', endsAt: null });
    const [after] = await t.database.db.select().from(adverts).where(eq(adverts.id, id));
    expect(after?.vipUntil).toBeNull();
    const [record] = await t.database.db.select().from(promotions).where(eq(promotions.id, refused.body.id));
    expect(record?.decidedBy).not.toBeNull();
  });

  it('refuses a grant for an advert that left the listings meanwhile, and records nothing', async () => {
    const [id = 0] = await phones(1, new Date(NOW.getTime() - DAY));
    const asked = await ask(id, 'VIP');
    await t.database.db.update(adverts).set({ deletedAt: NOW }).where(eq(adverts.id, id));
    const answer = await grant(asked.body.id);
    expect(answer.body.code).toBe('ADVERT_NOT_SHOWN');
    const [record] = await t.database.db.select().from(promotions).where(eq(promotions.id, asked.body.id));
    expect(record?.status).toBe('REQUESTED');
    // A removed advert's request leaves the administrator's tab: there is nothing left to place.
    const queue = (await callApi(t.app, 'GET', '/moderation/promotions', adminToken)).body;
    expect(queue.promotions.map((p: { id: number }) => p.id)).not.toContain(asked.body.id);
  });
});

describe('VIP places', () => {
  it('lead every page, rotate, and leave the list exact: nothing twice, nothing skipped', async () => {
    // 23 phones of one model; 5 of them VIP.
    const ids = await phones(23, new Date(NOW.getTime() - 30 * HOUR), { price: 1000 });
    const vips = [ids[2], ids[7], ids[8], ids[15], ids[22]].map(Number);
    const path = band(1000, '&limit=5&sortByType=DATE_DESC');
    const before = await walk(path);
    expect(before.flat().map((c) => c.id)).toEqual([...ids].reverse());
    for (const id of vips) await promote(id, 'VIP');

    const pages = await walk(path);
    const organic = pages.flatMap((page) => page.filter((c) => !c.promoted).map((c) => c.id));
    expect(organic).toEqual(ids.filter((id) => !vips.includes(id)).reverse());
    // Each page's VIPs lead it; "Show more" adds pages below the first on one screen, so a VIP there is
    // one the pages above did not show: every VIP once, in the places of the first pages.
    const placed = pages.map((page) => page.filter((c) => c.promoted === 'VIP').map((c) => c.id));
    pages.forEach((page, i) => {
      expect(page.slice(0, placed[i]?.length).every((c) => c.promoted === 'VIP')).toBe(true);
    });
    // 18 others, five a page: four pages.
    expect(placed.map((ids) => ids.length)).toEqual([VIP_PLACES, VIP_PLACES, 1, 0]);
    expect(placed.flat().sort()).toEqual([...vips].sort());
    const firstTwo = placed.slice(0, 2);

    // A numbered page (an address of its own) is the page "Show more" reached, with its own places.
    const second = await callApi(t.app, 'GET', `${path}&pageNumber=2`);
    expect(second.body.phones.map((c: Card) => c.id)).toEqual(pages[1]?.map((c) => c.id));
    const fourth = await callApi(t.app, 'GET', `${path}&pageNumber=4`);
    expect(fourth.body.phones.filter((c: Card) => c.promoted)).toHaveLength(VIP_PLACES);
    expect(fourth.body.phones.filter((c: Card) => !c.promoted).map((c: Card) => c.id)).toEqual(
      pages[3]?.map((c) => c.id),
    );
    // The next hour, other VIPs lead page one.
    clock.advance(HOUR);
    const later = await callApi(t.app, 'GET', path);
    const laterPlaces = later.body.phones.filter((c: Card) => c.promoted).map((c: Card) => c.id);
    expect(laterPlaces).not.toEqual(firstTwo[0]);
    clock.current = NOW;
  });

  it("show only in lists they belong to, and on a cached first page from the grant's commit", async () => {
    const [older = 0, newer = 0] = await phones(2, new Date(NOW.getTime() - 5 * HOUR), { price: 2000 });
    const path = band(2000);
    expect((await callApi(t.app, 'GET', path)).body.phones.map((c: Card) => c.id)).toEqual([newer, older]);
    await promote(older, 'VIP');
    await expect
      .poll(async () => (await callApi(t.app, 'GET', path)).body.phones)
      .toEqual([expect.objectContaining({ id: older, promoted: 'VIP' }), expect.objectContaining({ id: newer })]);
    // Another brand's list does not show it; nor does a search it does not meet.
    const samsung = await callApi(t.app, 'GET', band(2000, `&brandIds=${REF.samsung}`));
    expect(samsung.body.phones).toEqual([]);
    const search = await callApi(t.app, 'GET', band(2000, '&searchQuery=galaxy'));
    expect(search.body.phones).toEqual([]);
    const found = await callApi(t.app, 'GET', band(2000, '&searchQuery=iphone'));
    expect(found.body.phones.map((c: Card) => [c.id, c.promoted])).toEqual([
      [older, 'VIP'],
      [newer, undefined],
    ]);
  });

  it('end on time: the advert goes back to its place, and its columns are cleared', async () => {
    const [other = 0, vip = 0] = await phones(2, new Date(NOW.getTime() - 3 * HOUR), { price: 3000 });
    await promote(vip, 'VIP', 1);
    const path = band(3000, '&sortByType=PRICE_DESC');
    expect((await callApi(t.app, 'GET', path)).body.phones.map((c: Card) => [c.id, c.promoted])).toEqual([
      [vip, 'VIP'],
      [other, undefined],
    ]);
    clock.advance(DAY + 1);
    await expect
      .poll(async () => (await callApi(t.app, 'GET', path)).body.phones.map((c: Card) => [c.id, c.promoted]))
      .toEqual([
        [vip, undefined],
        [other, undefined],
      ]);
    expect(await clearEnded(t.database.db, clock.now())).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db.select().from(adverts).where(eq(adverts.id, vip));
    expect(row?.vipUntil).toBeNull();
    clock.current = NOW;
  });
});

describe('Premium adverts', () => {
  it('come first among their day newest first, page after page; other sorts keep them in place, marked', async () => {
    // Three days of four phones (Asia/Baku days: 08:00 UTC is noon there), a Premium one on the middle day.
    const days = [3, 2, 1].map((d) => new Date(Date.UTC(2026, 5, 15 - d, 6)));
    const byDay: number[][] = [];
    for (const [i, day] of days.entries()) byDay.push(await phones(4, day, { price: 4000 + 10 * i }));
    const premium = byDay[1]?.[0] ?? 0;
    await promote(premium, 'PREMIUM');
    const newest = (ids: number[] = []) => [...ids].reverse();
    const expected = [
      ...newest(byDay[2]),
      premium,
      ...newest(byDay[1]).filter((id) => id !== premium),
      ...newest(byDay[0]),
    ];
    // Four a page: the Premium advert ends the first page, so the next starts after it.
    const pages = await walk(band(4000, '&limit=4'));
    expect(pages.flat().map((c) => c.id)).toEqual(expected);
    expect(pages.flat().find((c) => c.id === premium)?.promoted).toBe('PREMIUM');
    for (const limit of [1, 2, 3, 5]) {
      expect((await walk(band(4000, `&limit=${limit}`))).flat().map((c) => c.id)).toEqual(expected);
    }
    const byPrice = await walk(band(4000, '&sortByType=PRICE_ASC&limit=50'));
    const cheapest = byPrice.flat();
    expect(cheapest.map((c) => c.id)).toEqual([...byDay.flat()].sort((a, b) => a - b));
    expect(cheapest.filter((c) => c.promoted).map((c) => c.id)).toEqual([premium]);
  });
});

describe('a repost', () => {
  it('moves the advert to the top of newest once', async () => {
    const ids = await phones(3, new Date(NOW.getTime() - 10 * DAY), { price: 5000 });
    const oldest = ids[0] ?? 0;
    const granted = await promote(oldest, 'REPOST');
    expect(granted).toMatchObject({ status: 'GRANTED', startsAt: NOW.toISOString(), endsAt: null });
    const page = await callApi(t.app, 'GET', band(5000));
    expect(page.body.phones.map((c: Card) => c.id)).toEqual([oldest, ids[2], ids[1]]);
    // Marked by nothing: it is simply newest.
    expect(page.body.phones[0].promoted).toBeUndefined();
    const [row] = await t.database.db
      .select({ publishedAt: adverts.publishedAt })
      .from(adverts)
      .where(inArray(adverts.id, [oldest]));
    expect(row?.publishedAt.toISOString()).toBe(NOW.toISOString());
  });
});
