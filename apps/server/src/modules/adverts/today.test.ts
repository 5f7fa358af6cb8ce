import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdvert, createUser, TestClock } from '../../testing/factories.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { bakuDayRange } from './baku-day.js';

// 00:30 on 15 June in Baku (UTC+4) is 20:30 on 14 June in UTC.
const NOW = new Date('2026-06-14T20:30:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { clock: new TestClock(NOW) });
  const db = t.database.db;
  const seller = await createUser(db);
  const at = (iso: string) => new Date(iso);
  // Baku midnight is 20:00 UTC the day before.
  await createAdvert(db, { userId: seller.id, publishedAt: at('2026-06-14T19:59:59Z') }); // yesterday 23:59:59 Baku
  for (let i = 0; i < 12; i++) {
    await createAdvert(db, {
      userId: seller.id,
      publishedAt: at(`2026-06-14T20:${String(i * 2).padStart(2, '0')}:00Z`),
    });
  }
  await createAdvert(db, { userId: seller.id, state: 'PENDING', publishedAt: at('2026-06-14T20:10:00Z') });
  await createAdvert(db, { userId: seller.id, category: 'sim', publishedAt: at('2026-06-14T20:05:00Z') });
});
afterAll(() => t.close());

const get = async (url: string) => (await t.app.inject({ url: `/api/v1/zeng${url}` })).json();

describe("today's adverts", () => {
  it('knows the Baku calendar day', () => {
    expect(bakuDayRange(NOW)).toEqual({
      start: new Date('2026-06-14T20:00:00Z'),
      end: new Date('2026-06-15T20:00:00Z'),
    });
  });

  it("counts and pages today's phones in Asia/Baku, newest first", async () => {
    const first = await get('/phone/today');
    expect(first.totalCount).toBe(12);
    expect(first.phones).toHaveLength(10);
    expect(first.phones[0].dateCreated).toBe('2026-06-14T20:22:00.000Z');
    const second = await get(`/phone/today?page=${first.nextCursor}`);
    expect(second.phones).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    expect(second.phones.at(-1).dateCreated).toBe('2026-06-14T20:00:00.000Z');
  });

  it('answers the other categories without a count', async () => {
    const sims = await get('/sim/today');
    expect(sims.sims).toHaveLength(1);
    expect(sims).not.toHaveProperty('totalCount');
    expect((await get('/tablet/today')).tablets).toEqual([]);
  });
});
