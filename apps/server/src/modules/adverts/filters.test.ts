import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adverts } from '../../db/schema.js';
import { type AdvertSeed, createAdvert, createUser, TestClock } from '../../testing/factories.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/** The filters of the contract's table (@zeng/contract/filters) on the listing API, category by category. */
const NOW = new Date('2026-06-15T12:00:00Z');
let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({}, { clock: new TestClock(NOW) });
  const db = t.database.db;
  const seller = await createUser(db);
  const advert = async (name: string, seed: Omit<AdvertSeed, 'userId'>, simType?: 'eSIM') => {
    const { id } = await createAdvert(db, { ...seed, userId: seller.id, publishedAt: NOW });
    if (simType) await db.update(adverts).set({ simType }).where(eq(adverts.id, id));
    ids[name] = id;
  };
  // Phones are DUAL SIM and tablets have no SIM unless told otherwise.
  await advert('black tablet', { category: 'tablet', color: 'Black' });
  await advert('silver tablet', { category: 'tablet', color: 'Silver' });
  await advert('eSIM tablet', { category: 'tablet', color: 'Gold' }, 'eSIM');
  await advert('black phone', { category: 'phone', color: 'Black' });
  await advert('eSIM phone', { category: 'phone', color: 'White' }, 'eSIM');
  await advert('SIM number', { category: 'sim' });
});
afterAll(() => t.close());

const listed = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/zeng${url}` });
  expect(res.statusCode, url).toBe(200);
  const body = res.json();
  const items: Array<{ id: number }> = body.phones ?? body.tablets ?? body.sims ?? body.accessories;
  return items.map((item) => Object.keys(ids).find((name) => ids[name] === item.id));
};

describe('listing filters', () => {
  it('finds tablets by colour', async () => {
    expect(await listed('/tablet?color=Silver')).toEqual(['silver tablet']);
    expect(await listed('/tablet?color=Black')).toEqual(['black tablet']);
    expect(await listed('/tablet?color=White')).toEqual([]);
  });

  it('finds phones and tablets by SIM type', async () => {
    expect(await listed('/phone?simType=eSIM')).toEqual(['eSIM phone']);
    expect(await listed('/phone?simType=DUAL%20SIM')).toEqual(['black phone']);
    expect(await listed('/tablet?simType=eSIM')).toEqual(['eSIM tablet']);
    expect(await listed('/tablet?simType=Single%20SIM')).toEqual([]);
  });

  it('refuses a SIM type there is not, saying which there are', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/zeng/phone?simType=Triple%20SIM' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('simType must be one of Single SIM, DUAL SIM, eSIM');
  });

  it('leaves out a filter of another category: SIM numbers have no colour', async () => {
    expect(await listed('/sim?color=Silver')).toEqual(['SIM number']);
  });
});
