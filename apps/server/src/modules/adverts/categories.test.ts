import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdvert, createUser, REF, TestClock } from '../../testing/factories.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const NOW = new Date('2026-06-15T12:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { clock: new TestClock(NOW) });
  const db = t.database.db;
  const seller = await createUser(db);
  const sims: [string, number][] = [
    ['994507777777', REF.azercell],
    ['994551234567', REF.bakcell],
    ['994502007777', REF.azercell],
    ['994705551212', 3],
  ];
  for (const [i, [simNumber, simProviderId]] of sims.entries()) {
    await createAdvert(db, {
      category: 'sim',
      userId: seller.id,
      simNumber,
      simProviderId,
      price: 50 + i,
      publishedAt: new Date(NOW.getTime() - i * 60_000),
      sellerOptions: i === 0 ? ['delivery'] : [],
    });
  }
  await createAdvert(db, {
    category: 'accessory',
    userId: seller.id,
    name: 'AirPods Pro 2',
    accessoryType: 'HEADPHONES',
  });
  await createAdvert(db, {
    category: 'accessory',
    userId: seller.id,
    name: 'Anker PowerCore 10000',
    accessoryType: 'POWER_BANK',
    condition: 'new',
    publishedAt: NOW,
    sellerOptions: ['negotiable'],
  });
  await createAdvert(db, { category: 'tablet', userId: seller.id });
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/zeng${url}` });
  return { status: res.statusCode, body: res.json() };
};

describe('SIM listing', () => {
  it('lists numbers under sims with their provider', async () => {
    const { body } = await get('/sim');
    expect(body.sims).toHaveLength(4);
    expect(body.sims[0]).toEqual({
      category: 'sim',
      id: expect.any(Number),
      number: '994507777777',
      price: 50,
      simProvider: { id: 1, name: 'Azercell', imageUrl: '/media/providers/azercell.svg' },
      district: { name: 'Bakı' },
      dateCreated: NOW.toISOString(),
      sellerOptions: ['delivery'],
    });
    expect(body.sims[1].sellerOptions).toEqual([]);
  });

  it('filters by provider', async () => {
    const { body } = await get(`/sim?providerId=${REF.bakcell}`);
    expect(body.sims.map((s: { number: string }) => s.number)).toEqual(['994551234567']);
  });

  it('filters by prefix: the first digits of the number only, never its later ones', async () => {
    const numbers = async (query: string) =>
      (await get(`/sim?${query}`)).body.sims.map((s: { number: string }) => s.number).sort();
    expect(await numbers('simPrefix=050')).toEqual(['994502007777', '994507777777']);
    expect(await numbers('simPrefix=055')).toEqual(['994551234567']);
    expect(await numbers('simPrefix=077')).toEqual([]);
    const refused = await get('/sim?simPrefix=55');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/simPrefix must be one of 010, 050/);
  });

  it.each([
    ['7777', ['994507777777', '994502007777']],
    ['050 777', ['994507777777']],
    ['0502007777', ['994502007777']],
    ['+994 55 123', ['994551234567']],
    ['050***7777', ['994507777777', '994502007777']],
    ['*****1212', ['994705551212']],
    ['050***', ['994507777777', '994502007777']],
    ['507', []],
    ['0077', ['994502007777']],
    ['99999', []],
  ])(
    'finds numbers by digits (where they stand in the 7 after the code) and masks (from the start with a leading 0): %s',
    async (query, numbers) => {
      const { body } = await get(`/sim?searchQuery=${encodeURIComponent(query)}`);
      expect(body.sims.map((s: { number: string }) => s.number).sort()).toEqual([...numbers].sort());
    },
  );
});

describe('accessory listing', () => {
  it('lists accessories with name and type, filtered by type', async () => {
    const all = (await get('/accessory')).body.accessories;
    expect(all).toHaveLength(2);
    const banks = (await get('/accessory?type=POWER_BANK')).body.accessories;
    expect(banks).toEqual([
      {
        category: 'accessory',
        id: expect.any(Number),
        name: 'Anker PowerCore 10000',
        type: 'POWER_BANK',
        imageUrls: [],
        price: 500,
        condition: 'new',
        district: { name: 'Bakı' },
        dateCreated: NOW.toISOString(),
        sellerOptions: ['negotiable'],
      },
    ]);
  });

  it('searches accessory names', async () => {
    expect((await get('/accessory?searchQuery=airpods')).body.accessories).toHaveLength(1);
  });

  it('refuses an unknown accessory type', async () => {
    expect((await get('/accessory?type=TOASTER')).status).toBe(400);
  });
});

describe('tablet listing', () => {
  it('lists tablets under tablets', async () => {
    const { body } = await get('/tablet');
    expect(body.tablets).toHaveLength(1);
    expect(body.tablets[0].brand).toEqual({ name: 'Apple' });
  });
});
