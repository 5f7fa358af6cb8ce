import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdvert, createUser, REF, TestClock } from '../../testing/factories.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const NOW = new Date('2026-06-15T12:00:00Z');
const DAY = 86_400_000;
let t: TestApp;
const clock = new TestClock(NOW);
const visibleIds: { id: number; price: number; publishedAt: Date }[] = [];
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  const db = t.database.db;
  const seller = await createUser(db);
  // 23 visible phones with repeated prices and shared timestamps, so ties are exercised.
  for (let i = 0; i < 23; i++) {
    const publishedAt = new Date(NOW.getTime() - Math.floor(i / 2) * 3_600_000);
    const advert = await createAdvert(db, {
      userId: seller.id,
      price: 100 + (i % 5) * 50,
      publishedAt,
      brandId: i % 3 === 0 ? REF.samsung : REF.apple,
      modelId: i % 3 === 0 ? REF.galaxyFirstModel : REF.iphone,
      districtId: i % 4 === 0 ? REF.ganja : REF.baku,
      condition: i % 2 === 0 ? 'new' : 'used',
      comment: i === 5 ? 'Batareya 95%, qutusu var' : '',
      imageKeys: i === 0 ? ['k0', 'k1'] : [],
      sellerOptions: i === 0 ? ['negotiable', 'barter'] : [],
    });
    visibleIds.push({ id: advert.id, price: advert.price, publishedAt });
  }
  ids.pending = (await createAdvert(db, { userId: seller.id, state: 'PENDING' })).id;
  ids.rejected = (await createAdvert(db, { userId: seller.id, state: 'REJECTED' })).id;
  ids.deleted = (await createAdvert(db, { userId: seller.id, deletedAt: NOW })).id;
  ids.expired = (await createAdvert(db, { userId: seller.id, publishedAt: new Date(NOW.getTime() - 31 * DAY) })).id;
  ids.tablet = (await createAdvert(db, { userId: seller.id, category: 'tablet' })).id;
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/zeng${url}` });
  return { status: res.statusCode, body: res.json() };
};

async function allPages(path: string, key: string, limit: number) {
  const seen: { id: number; price: number; dateCreated: string }[] = [];
  let page: string | null = null;
  let requests = 0;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const { status, body } = await get(`${path}${sep}limit=${limit}${page ? `&page=${page}` : ''}`);
    expect(status).toBe(200);
    seen.push(...body[key]);
    page = body.nextCursor;
    requests += 1;
  } while (page && requests < 50);
  return seen;
}

describe('phone listing', () => {
  it('lists only approved, unexpired, undeleted adverts of the category, newest first by default', async () => {
    const { body } = await get('/phone?limit=50');
    const listed = body.phones.map((p: { id: number }) => p.id);
    expect(new Set(listed)).toEqual(new Set(visibleIds.map((v) => v.id)));
    for (const hidden of [ids.pending, ids.rejected, ids.deleted, ids.expired, ids.tablet]) {
      expect(listed).not.toContain(hidden);
    }
    expect(body.nextCursor).toBeNull();
  });

  it('answers the fields of the contract list items', async () => {
    const { body } = await get('/phone?limit=50&sortByType=DATE_ASC');
    expect(body.phones.find((p: { id: number }) => p.id === visibleIds[0]?.id)).toEqual({
      category: 'phone',
      id: visibleIds[0]?.id,
      imageUrls: ['/uploads/k0-thumb.webp', '/uploads/k1-thumb.webp'],
      price: 100,
      brand: { name: 'Samsung' },
      model: { name: expect.any(String) },
      ram: { capacity: '8GB' },
      mainMemory: { capacity: '128GB' },
      condition: 'new',
      // A sealed device's battery is as made.
      grade: 'new_sealed',
      batteryHealth: 100,
      district: { name: 'Gəncə' },
      dateCreated: NOW.toISOString(),
      // In SELLER_OPTIONS' order, whatever order they were saved in.
      sellerOptions: ['barter', 'negotiable'],
      goodPrice: false,
    });
    expect(body.phones.find((p: { id: number }) => p.id === visibleIds[1]?.id).sellerOptions).toEqual([]);
    const first = await get('/phone?limit=1');
    expect(typeof first.body.nextCursor).toBe('string');
  });

  it("says on a category's first page how many adverts it holds, so a screen can say how many remain", async () => {
    const first = await get('/phone?limit=10');
    expect(first.body.totalCount).toBe(23);
    expect((await get('/phone?limit=10&sortByType=PRICE_ASC')).body.totalCount).toBe(23);
    // Later pages need no count: the first one's stays true for the list the cursor walks.
    expect((await get(`/phone?limit=10&page=${first.body.nextCursor}`)).body).not.toHaveProperty('totalCount');
    // Nor a narrowed list: there are countless of them, and a count nobody asked for before costs up
    // to forty of their pages (a search's own counts are GET /search/counts').
    for (const narrowed of [`brandIds=${REF.samsung}`, 'priceMax=500', 'searchQuery=iphone']) {
      const { body } = await get(`/phone?limit=10&${narrowed}`);
      expect(body.phones.length, narrowed).toBeGreaterThan(0);
      expect(body, narrowed).not.toHaveProperty('totalCount');
    }
  });

  const orders = {
    DATE_DESC: (a: Row, b: Row) => b.publishedAt.getTime() - a.publishedAt.getTime() || b.id - a.id,
    DATE_ASC: (a: Row, b: Row) => a.publishedAt.getTime() - b.publishedAt.getTime() || a.id - b.id,
    PRICE_ASC: (a: Row, b: Row) => a.price - b.price || a.id - b.id,
    PRICE_DESC: (a: Row, b: Row) => b.price - a.price || b.id - a.id,
  };
  type Row = (typeof visibleIds)[number];

  it.each(Object.keys(orders) as (keyof typeof orders)[])(
    'sorted by %s, pages of 4 follow each other with no duplicate and no gap',
    async (sort) => {
      const listed = await allPages(`/phone?sortByType=${sort}`, 'phones', 4);
      const expected = [...visibleIds].sort(orders[sort]).map((v) => v.id);
      expect(listed.map((p) => p.id)).toEqual(expected);
    },
  );

  it('filters by brand, model, district and condition', async () => {
    const samsung = (await get(`/phone?limit=50&brandIds=${REF.samsung}`)).body.phones;
    expect(samsung).toHaveLength(8);
    expect(samsung.every((p: { brand: { name: string } }) => p.brand.name === 'Samsung')).toBe(true);
    const both = (await get(`/phone?limit=50&brandIds=${REF.samsung},${REF.apple}`)).body.phones;
    expect(both).toHaveLength(23);
    expect((await get(`/phone?limit=50&modelIds=${REF.iphone}`)).body.phones).toHaveLength(15);
    const ganja = (await get(`/phone?limit=50&districtId=${REF.ganja}`)).body.phones;
    expect(ganja).toHaveLength(6);
    expect((await get('/phone?limit=50&condition=new')).body.phones).toHaveLength(12);
    expect((await get('/phone?limit=50&color=Black&storageId=5&ramId=26')).body.phones).toHaveLength(23);
    expect((await get('/phone?limit=50&color=White')).body.phones).toHaveLength(0);
    expect((await get('/phone?limit=50&storageId=6')).body.phones).toHaveLength(0);
  });

  it('searches brand, model and comment, forgiving Azerbaijani letters typed without marks', async () => {
    expect((await get('/phone?limit=50&searchQuery=galaxy')).body.phones).toHaveLength(8);
    expect((await get('/phone?limit=50&searchQuery=APPLE%20iphone')).body.phones).toHaveLength(15);
    expect((await get('/phone?limit=50&searchQuery=qutusu')).body.phones).toHaveLength(1);
    expect((await get('/phone?limit=50&searchQuery=nokia')).body.phones).toHaveLength(0);
    expect((await get('/phone?limit=50&searchQuery=100%25')).body.phones).toHaveLength(0);
  });

  it.each([
    ['sortByType=CHEAPEST', /sortByType/],
    ['limit=51', /limit must be at most 50/],
    ['limit=0', /limit/],
    ['districtId=baku', /districtId/],
    ['brandIds=1,x', /brandIds/],
    ['page=not-a-cursor', /page/],
  ])('refuses %s with a 400 that says what is wrong', async (query, message) => {
    const { status, body } = await get(`/phone?${query}`);
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toMatch(message);
  });

  it('refuses a forged cursor and one from another sort order', async () => {
    const forged = Buffer.from(JSON.stringify(['DATE_DESC', 'yesterday', -1])).toString('base64url');
    expect((await get(`/phone?page=${forged}`)).status).toBe(400);
    const huge = Buffer.from(JSON.stringify(['PRICE_ASC', 100, 2_147_483_648])).toString('base64url');
    expect((await get(`/phone?page=${huge}&sortByType=PRICE_ASC`)).status).toBe(400);
    const { body } = await get('/phone?limit=2&sortByType=PRICE_ASC');
    const other = await get(`/phone?page=${body.nextCursor}&sortByType=DATE_DESC`);
    expect(other.status).toBe(400);
    expect(other.body.message).toMatch(/another sort order/);
  });
});
