import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdvert, createUser, TestClock } from '../../testing/factories.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/** The filters of the contract's table (@zeng/contract/filters) on the listing API, category by category. */
const NOW = new Date('2026-06-15T12:00:00Z');
let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({}, { clock: new TestClock(NOW) });
  const db = t.database.db;
  const seller = await createUser(db);
  const advert = async (name: string, seed: Parameters<typeof createAdvert>[1]) => {
    ids[name] = (await createAdvert(db, { ...seed, userId: seller.id, publishedAt: NOW })).id;
  };
  await advert('black tablet', { category: 'tablet', color: 'Black' });
  await advert('silver tablet', { category: 'tablet', color: 'Silver' });
  await advert('black phone', { category: 'phone', color: 'Black' });
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

  it('leaves out a filter of another category: SIM numbers have no colour', async () => {
    expect(await listed('/sim?color=Silver')).toEqual(['SIM number']);
  });
});
