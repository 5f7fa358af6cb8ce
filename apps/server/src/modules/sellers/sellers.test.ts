import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { createAdvert, createUser, TestClock, tokenFor } from '../../testing/factories.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { encodeCursor } from '../adverts/cursor.js';

const NOW = new Date('2026-06-15T12:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SEARCHES = 40;
const ADVERT_READS = 40;
const clock = new TestClock(NOW);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(
    {
      SEARCHES_PER_ADDRESS_PER_MINUTE: String(SEARCHES),
      ADVERT_READS_PER_ADDRESS_PER_MINUTE: String(ADVERT_READS),
    },
    { clock },
  );
});
afterAll(() => t.close());

let addressSeq = 0;
/** A client address no other call uses: the per-address read limits stay out of the way but where tested. */
const freshAddress = () => `10.35.${Math.floor(++addressSeq / 250)}.${(addressSeq % 250) + 1}`;

async function call(
  method: 'GET' | 'PUT',
  url: string,
  { token, payload, address = freshAddress() }: { token?: string; payload?: object; address?: string } = {},
) {
  const res = await t.app.inject({
    method,
    url: `/api/v1/zeng${url}`,
    remoteAddress: address,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload && { payload }),
  });
  return { status: res.statusCode, body: res.json() };
}

const ago = (ms: number) => new Date(NOW.getTime() - ms);
type Card = { id: number; category: string };
const idsOf = (body: { adverts: Card[] }) => body.adverts.map((card) => card.id);

/** Every page of a seller's adverts, each asked with the cursor of the one before. */
async function everyPage(sellerId: number, limit: number, between?: (page: number) => Promise<void>) {
  const ids: number[] = [];
  let cursor: string | null = null;
  for (let page = 1; page <= 50; page++) {
    const query: string = `?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = await call('GET', `/sellers/${sellerId}/adverts${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.adverts.length).toBeLessThanOrEqual(limit);
    ids.push(...idsOf(res.body));
    cursor = res.body.nextCursor;
    if (cursor === null) return ids;
    await between?.(page);
  }
  throw new Error('the pages never ended');
}

describe("a seller's page", () => {
  it('names the seller as the advert page does, with account type, member since and live adverts counted', async () => {
    const db = t.database.db;
    const seller = await createUser(db, {
      firstName: 'Elvin',
      lastName: 'Məmmədov',
      accountType: 'BUSINESS',
      createdAt: new Date('2025-02-03T04:05:06.789Z'),
    });
    await createAdvert(db, { userId: seller.id, publishedAt: ago(HOUR) });
    await createAdvert(db, { userId: seller.id, category: 'sim', publishedAt: ago(2 * HOUR) });
    // Not live: none of these counts.
    await createAdvert(db, { userId: seller.id, state: 'PENDING', publishedAt: ago(HOUR) });
    await createAdvert(db, { userId: seller.id, state: 'REJECTED', publishedAt: ago(HOUR) });
    await createAdvert(db, { userId: seller.id, publishedAt: ago(40 * DAY) });
    await createAdvert(db, { userId: seller.id, publishedAt: ago(HOUR), deletedAt: NOW });

    const res = await call('GET', `/sellers/${seller.id}`);
    expect(res).toEqual({
      status: 200,
      body: {
        id: seller.id,
        firstName: 'Elvin',
        lastName: 'Məmmədov',
        accountType: 'BUSINESS',
        memberSince: '2025-02-03T04:05:06.789Z',
        liveAdvertCount: 2,
        soldCount: 0,
        removedAfterReports: 0,
        // A business that gave no name, address or hours.
        business: { name: null, address: null, hours: null },
      },
    });
    // Nothing a buyer calls about: that is on each advert.
    expect(JSON.stringify(res.body)).not.toContain(seller.phoneNumber);
  });

  it('answers 404 NOT_FOUND for an id no account has, and for a person none of whose adverts was ever shown', async () => {
    const unknown = await call('GET', '/sellers/999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'NOT_FOUND', message: 'There is no seller with id 999999.' });
    expect((await call('GET', '/sellers/999999/adverts')).status).toBe(404);

    // A buyer, and someone whose only advert still waits for review: their names were never public.
    const buyer = await createUser(t.database.db);
    const waiting = await createUser(t.database.db);
    await createAdvert(t.database.db, { userId: waiting.id, state: 'PENDING', publishedAt: NOW });
    for (const person of [buyer, waiting]) {
      expect((await call('GET', `/sellers/${person.id}`)).status).toBe(404);
      expect((await call('GET', `/sellers/${person.id}/adverts`)).status).toBe(404);
    }
  });

  it('stays for a seller whose adverts have all expired or been removed, with none listed', async () => {
    const seller = await createUser(t.database.db);
    await createAdvert(t.database.db, { userId: seller.id, publishedAt: ago(31 * DAY) });
    await createAdvert(t.database.db, { userId: seller.id, publishedAt: ago(DAY), deletedAt: NOW });
    expect((await call('GET', `/sellers/${seller.id}`)).body).toMatchObject({ id: seller.id, liveAdvertCount: 0 });
    expect((await call('GET', `/sellers/${seller.id}/adverts`)).body).toEqual({ adverts: [], nextCursor: null });
  });

  it('refuses an id that is not a positive whole number with 400 naming it', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      for (const url of [`/sellers/${id}`, `/sellers/${id}/adverts`]) {
        const res = await call('GET', url);
        expect(res.status, url).toBe(400);
        expect(res.body.code, url).toBe('VALIDATION_FAILED');
        expect(res.body.message, url).toMatch(/id/);
      }
    }
  });
});

describe("a seller's adverts", () => {
  it('lists only the live ones, of every category, each as its listing card with its category, newest first', async () => {
    const db = t.database.db;
    const seller = await createUser(db);
    const other = await createUser(db);
    const phone = await createAdvert(db, { userId: seller.id, publishedAt: ago(3 * HOUR), imageKeys: ['p1'] });
    const sim = await createAdvert(db, { userId: seller.id, category: 'sim', publishedAt: ago(HOUR) });
    const tablet = await createAdvert(db, { userId: seller.id, category: 'tablet', publishedAt: ago(2 * HOUR) });
    const accessory = await createAdvert(db, { userId: seller.id, category: 'accessory', publishedAt: ago(4 * HOUR) });
    // Renewed after its 30 days: shown again.
    const renewed = await createAdvert(db, {
      userId: seller.id,
      publishedAt: ago(40 * DAY),
      expiresAt: new Date(NOW.getTime() + DAY),
    });
    const hidden = [
      await createAdvert(db, { userId: seller.id, state: 'PENDING', publishedAt: ago(HOUR) }),
      await createAdvert(db, { userId: seller.id, state: 'REJECTED', publishedAt: ago(HOUR) }),
      await createAdvert(db, { userId: seller.id, publishedAt: ago(31 * DAY) }),
      await createAdvert(db, { userId: seller.id, publishedAt: ago(HOUR), deletedAt: NOW }),
      await createAdvert(db, { userId: other.id, publishedAt: ago(HOUR) }),
    ];

    const { status, body } = await call('GET', `/sellers/${seller.id}/adverts`);
    expect(status).toBe(200);
    expect(idsOf(body)).toEqual([sim.id, tablet.id, phone.id, accessory.id, renewed.id]);
    expect(body.nextCursor).toBeNull();
    for (const advert of hidden) expect(idsOf(body)).not.toContain(advert.id);
    expect(body.adverts.map((card: Card) => card.category)).toEqual(['sim', 'tablet', 'phone', 'accessory', 'phone']);
    // Each card is what its category's listing shows (the liked page's batch answers those cards), and no more.
    const batch = await call('GET', `/adverts/batch?ids=${sim.id},${phone.id}`);
    expect(batch.body.adverts.map((entry: { advert: Card }) => entry.advert)).toEqual([
      body.adverts[0],
      body.adverts[2],
    ]);
    expect(body.adverts[2]).toMatchObject({ category: 'phone', imageUrls: ['/uploads/p1-thumb.webp'] });
    expect(body.adverts[0]).not.toHaveProperty('phoneNumber');
    // The page's count says the same.
    expect((await call('GET', `/sellers/${seller.id}`)).body.liveAdvertCount).toBe(5);
  });

  it('pages by cursor so that following every page answers each live advert exactly once, in order', async () => {
    const db = t.database.db;
    const seller = await createUser(db);
    const made: { id: number; published: number }[] = [];
    // Three pairs published in the same millisecond: the id breaks the tie, as in the lists.
    for (const hours of [1, 2, 2, 3, 4, 4, 5, 6, 6]) {
      const category = (['phone', 'sim', 'accessory'] as const)[made.length % 3];
      const advert = await createAdvert(db, { userId: seller.id, category, publishedAt: ago(hours * HOUR) });
      made.push({ id: advert.id, published: ago(hours * HOUR).getTime() });
    }
    const expected = [...made].sort((a, b) => b.published - a.published || b.id - a.id).map((a) => a.id);
    for (const limit of [1, 2, 4, 9, 50]) expect(await everyPage(seller.id, limit), `limit ${limit}`).toEqual(expected);

    // An advert approved meanwhile goes on top: the pages still being read neither repeat nor skip one.
    const followed = await everyPage(seller.id, 2, async (page) => {
      if (page === 1) await createAdvert(db, { userId: seller.id, publishedAt: NOW });
    });
    expect(followed).toEqual(expected);
  });

  it('answers a numbered page as the one reached by following the cursors, and nothing past the last', async () => {
    const db = t.database.db;
    const seller = await createUser(db);
    // Two pairs in the same millisecond: a numbered page breaks the tie by id, as the cursors do.
    for (const hours of [1, 2, 2, 3, 4, 4, 5])
      await createAdvert(db, { userId: seller.id, publishedAt: ago(hours * HOUR) });
    const followed = await everyPage(seller.id, 2);
    for (const n of [1, 2, 3, 4]) {
      const res = await call('GET', `/sellers/${seller.id}/adverts?limit=2&pageNumber=${n}`);
      expect(res.status).toBe(200);
      expect(idsOf(res.body), `page ${n}`).toEqual(followed.slice((n - 1) * 2, n * 2));
      expect(res.body.nextCursor === null, `page ${n}`).toBe(n === 4);
    }
    // Following page 2's cursor reads on from page 3.
    const second = await call('GET', `/sellers/${seller.id}/adverts?limit=2&pageNumber=2`);
    const third = await call('GET', `/sellers/${seller.id}/adverts?limit=2&cursor=${second.body.nextCursor}`);
    expect(idsOf(third.body)).toEqual(followed.slice(4, 6));
    expect((await call('GET', `/sellers/${seller.id}/adverts?limit=2&pageNumber=5`)).body).toEqual({
      adverts: [],
      nextCursor: null,
    });
    // Past the last page of an unknown seller is still no seller.
    expect((await call('GET', '/sellers/999999/adverts?pageNumber=2')).status).toBe(404);
    for (const [query, message] of [
      ['pageNumber=0', 'pageNumber must be at least 1'],
      ['pageNumber=101', 'pageNumber must be at most 100'],
      [`pageNumber=2&cursor=${second.body.nextCursor}`, 'pageNumber starts a list: send it without cursor'],
    ]) {
      const res = await call('GET', `/sellers/${seller.id}/adverts?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toContain(message);
    }
  });

  it('takes limit from 1 to 50, 10 by default', async () => {
    const seller = await createUser(t.database.db);
    for (let i = 0; i < 12; i++) await createAdvert(t.database.db, { userId: seller.id, publishedAt: ago(i * HOUR) });
    const first = await call('GET', `/sellers/${seller.id}/adverts`);
    expect(first.body.adverts).toHaveLength(10);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    for (const [limit, message] of [
      ['0', 'limit must be at least 1'],
      ['51', 'limit must be at most 50'],
      ['x', 'limit must be a number'],
    ]) {
      const res = await call('GET', `/sellers/${seller.id}/adverts?limit=${limit}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    }
  });

  it('refuses a cursor this server did not give out with 400 saying to start again', async () => {
    const seller = await createUser(t.database.db);
    await createAdvert(t.database.db, { userId: seller.id, publishedAt: ago(HOUR) });
    const priceOrder = encodeCursor({ sort: 'PRICE_ASC', key: 500, id: 1 });
    const forged = Buffer.from('["DATE_DESC","yesterday",1]').toString('base64url');
    for (const cursor of ['garbage', priceOrder, forged, 'x'.repeat(201)]) {
      const res = await call('GET', `/sellers/${seller.id}/adverts?cursor=${encodeURIComponent(cursor)}`);
      expect(res.status, cursor).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.message, cursor).toMatch(/cursor/);
    }
  });

  it('counts every page among the uncached reads of an address, and the seller among its advert reads', async () => {
    const seller = await createUser(t.database.db);
    await createAdvert(t.database.db, { userId: seller.id, publishedAt: ago(HOUR) });
    const address = freshAddress();
    for (let i = 0; i < SEARCHES; i++) {
      expect((await call('GET', `/sellers/${seller.id}/adverts`, { address })).status).toBe(200);
    }
    const refused = await call('GET', `/sellers/${seller.id}/adverts`, { address });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED', params: { retryAfterSeconds: expect.any(Number) } });

    for (let i = 0; i < ADVERT_READS; i++) {
      expect((await call('GET', `/sellers/${seller.id}`, { address })).status).toBe(200);
    }
    expect((await call('GET', `/sellers/${seller.id}`, { address })).status).toBe(429);
    // Another address is answered meanwhile.
    expect((await call('GET', `/sellers/${seller.id}/adverts`)).status).toBe(200);
  });
});

describe('the account type', () => {
  it('is set by the signed-in person, answered as GET /auth, and shown on their seller page', async () => {
    const db = t.database.db;
    const person = await createUser(db, { firstName: 'Nigar', lastName: 'Əliyeva' });
    await createAdvert(db, { userId: person.id, publishedAt: ago(HOUR) });
    const token = await tokenFor(t.config.JWT_SECRET, person, NOW);
    expect((await call('GET', '/auth', { token })).body.accountType).toBe('INDIVIDUAL');

    const changed = await call('PUT', '/auth', { token, payload: { accountType: 'BUSINESS' } });
    expect(changed).toEqual({
      status: 200,
      body: {
        firstName: 'Nigar',
        lastName: 'Əliyeva',
        phoneNumber: person.phoneNumber,
        userGroup: 'USER',
        accountType: 'BUSINESS',
        businessName: null,
        businessAddress: null,
        businessHours: null,
      },
    });
    expect((await call('GET', '/auth', { token })).body).toEqual(changed.body);
    expect((await call('GET', `/sellers/${person.id}`)).body.accountType).toBe('BUSINESS');

    const back = await call('PUT', '/auth', { token, payload: { accountType: 'INDIVIDUAL' } });
    expect(back.body.accountType).toBe('INDIVIDUAL');
    expect((await call('GET', `/sellers/${person.id}`)).body.accountType).toBe('INDIVIDUAL');
  });

  it('refuses anything but INDIVIDUAL or BUSINESS with 400 naming the choices, and changes nothing', async () => {
    const person = await createUser(t.database.db, { accountType: 'BUSINESS' });
    const token = await tokenFor(t.config.JWT_SECRET, person, NOW);
    for (const payload of [{ accountType: 'business' }, { accountType: 'SHOP' }, {}, { accountType: null }]) {
      const res = await call('PUT', '/auth', { token, payload });
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.message).toContain('accountType must be one of INDIVIDUAL, BUSINESS');
    }
    expect((await call('GET', '/auth', { token })).body.accountType).toBe('BUSINESS');
  });

  it('is changed by no visitor, and by no blocked account', async () => {
    expect((await call('PUT', '/auth', { payload: { accountType: 'BUSINESS' } })).status).toBe(401);
    const blocked = await createUser(t.database.db);
    const token = await tokenFor(t.config.JWT_SECRET, blocked, NOW);
    await t.database.db.update(users).set({ blockedAt: NOW }).where(eq(users.id, blocked.id));
    const res = await call('PUT', '/auth', { token, payload: { accountType: 'BUSINESS' } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('ACCOUNT_BLOCKED');
  });
});

describe("an advert's seller", () => {
  it('is named with the id that opens their page', async () => {
    const seller = await createUser(t.database.db, { firstName: 'Rauf', lastName: 'Həsənov' });
    const advert = await createAdvert(t.database.db, { userId: seller.id, category: 'tablet', publishedAt: ago(HOUR) });
    const detail = await call('GET', `/tablet/${advert.id}`);
    expect(detail.body.user).toEqual({
      id: seller.id,
      firstName: 'Rauf',
      lastName: 'Həsənov',
    });
    // The number is revealed on a tap only (issue 37).
    expect(JSON.stringify(detail.body)).not.toContain(seller.phoneNumber);
    const page = await call('GET', `/sellers/${detail.body.user.id}`);
    expect(page.body).toMatchObject({ firstName: 'Rauf', lastName: 'Həsənov' });
  });
});
