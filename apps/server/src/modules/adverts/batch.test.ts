import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdvert, createUser, REF, TestClock } from '../../testing/factories.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const NOW = new Date('2026-06-15T12:00:00Z');
const DAY = 86_400_000;
let t: TestApp;
let seller: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp({}, { clock: new TestClock(NOW) });
  seller = await createUser(t.database.db);
});
afterAll(() => t.close());

const batch = async (ids: string, language?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/zeng/adverts/batch?ids=${ids}`,
    headers: language ? { 'accept-language': language } : {},
  });
  return { status: res.statusCode, body: res.json() };
};

describe('adverts by id (GET /adverts/batch)', () => {
  it('answers each live advert as its listing card, in the order asked, whatever its category', async () => {
    const db = t.database.db;
    const phone = await createAdvert(db, {
      userId: seller.id,
      publishedAt: NOW,
      price: 1200,
      imageKeys: ['ph'],
      sellerOptions: ['barter'],
    });
    const sim = await createAdvert(db, {
      category: 'sim',
      userId: seller.id,
      publishedAt: NOW,
      simNumber: '994501234567',
      districtId: REF.ganja,
    });
    const accessory = await createAdvert(db, { category: 'accessory', userId: seller.id, publishedAt: NOW });

    const { status, body } = await batch(`${sim.id},${phone.id},${accessory.id}`);
    expect(status).toBe(200);
    expect(body.adverts.map((e: { id: number }) => e.id)).toEqual([sim.id, phone.id, accessory.id]);
    expect(body.adverts[1]).toEqual({
      id: phone.id,
      available: true,
      productCategory: 'phone',
      advert: {
        category: 'phone',
        id: phone.id,
        imageUrls: ['/uploads/ph-thumb.webp'],
        price: 1200,
        brand: { name: 'Apple' },
        model: { name: 'iPhone' },
        ram: { capacity: '8GB' },
        mainMemory: { capacity: '128GB' },
        condition: 'used',
        grade: 'good',
        batteryHealth: null,
        district: { name: 'Bakı' },
        dateCreated: NOW.toISOString(),
        sellerOptions: ['barter'],
        goodPrice: false,
      },
    });
    expect(body.adverts[0]).toMatchObject({
      available: true,
      productCategory: 'sim',
      advert: {
        number: '994501234567',
        simProvider: { name: 'Azercell' },
        district: { name: 'Gəncə' },
        sellerOptions: [],
      },
    });
    expect(body.adverts[2]).toMatchObject({
      available: true,
      productCategory: 'accessory',
      advert: { name: 'AirPods Pro 2', type: 'HEADPHONES' },
    });
  });

  it('marks deleted, expired, pending, rejected and unknown adverts as unavailable, never as live', async () => {
    const db = t.database.db;
    const live = await createAdvert(db, { userId: seller.id, publishedAt: NOW });
    const deleted = await createAdvert(db, { userId: seller.id, publishedAt: NOW, deletedAt: NOW });
    const expired = await createAdvert(db, { userId: seller.id, publishedAt: new Date(NOW.getTime() - 31 * DAY) });
    const pending = await createAdvert(db, { userId: seller.id, state: 'PENDING' });
    const rejected = await createAdvert(db, { userId: seller.id, state: 'REJECTED', rejectionReason: 'Blurry' });

    const { status, body } = await batch(
      [live.id, deleted.id, expired.id, pending.id, rejected.id, 99_999_999].join(','),
    );
    expect(status).toBe(200);
    expect(body.adverts).toEqual([
      expect.objectContaining({ id: live.id, available: true }),
      { id: deleted.id, available: false, reason: 'DELETED' },
      { id: expired.id, available: false, reason: 'EXPIRED' },
      { id: pending.id, available: false, reason: 'NOT_FOUND' },
      { id: rejected.id, available: false, reason: 'NOT_FOUND' },
      { id: 99_999_999, available: false, reason: 'NOT_FOUND' },
    ]);
  });

  it('answers a repeated id once', async () => {
    const advert = await createAdvert(t.database.db, { userId: seller.id, publishedAt: NOW });
    const { body } = await batch(`${advert.id},${advert.id}`);
    expect(body.adverts).toHaveLength(1);
  });

  it('names cities in the language of the request, as the listings do', async () => {
    const advert = await createAdvert(t.database.db, { userId: seller.id, publishedAt: NOW, districtId: REF.baku });
    const city = async (language?: string) =>
      (await batch(String(advert.id), language)).body.adverts[0].advert.district.name;
    expect(await city()).toBe('Bakı');
    expect(await city('en')).toBe('Baku');
    expect(await city('ru-RU,ru;q=0.9')).toBe('Баку');
  });

  it('takes up to 100 ids and refuses more', async () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(',');
    const hundred = await batch(ids(100));
    expect(hundred.status).toBe(200);
    expect(hundred.body.adverts).toHaveLength(100);
    const more = await batch(ids(101));
    expect(more.status).toBe(400);
    expect(more.body).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('refuses ids that are not positive whole numbers, and a call without ids', async () => {
    for (const ids of ['abc', '1,x', '0', '-4', '2.5']) {
      const res = await batch(ids);
      expect(res.status, ids).toBe(400);
      expect(res.body.code, ids).toBe('VALIDATION_FAILED');
    }
    const none = await t.app.inject({ method: 'GET', url: '/api/v1/zeng/adverts/batch' });
    expect(none.statusCode).toBe(400);
    expect((await batch('')).status).toBe(400);
  });
});
