import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCESSORY_TYPES, COLORS, PRICE_GUIDE_MIN_SELLERS, SIM_TYPES } from '@zeng/contract/constants';
import { PHONE_PATTERN } from '@zeng/contract/phone';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskStorage } from '../../infra/storage/disk-storage.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-app.js';
import type { Database } from '../client.js';
import { DEMO_ADMIN_PHONE } from './people.js';
import { DEMO_PLAN, seedDemoData } from './seed-demo.js';

// 07:10 in Baku (UTC+4): before the day's usual posting hours, the hardest moment to have "today" adverts.
const now = new Date('2026-03-15T03:10:00Z');
const bakuTodayStart = new Date('2026-03-14T20:00:00Z');

const uploads = mkdtempSync(join(tmpdir(), 'zeng-demo-'));
const storage = new DiskStorage(uploads);
let database: TestDatabase;
let db: Database;

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
  const started = performance.now();
  expect(await seedDemoData(db, storage, now)).toEqual({ seeded: true });
  console.warn(`demo seed on ${database.handle.kind}: ${Math.round(performance.now() - started)} ms`);
}, 120_000);

afterAll(async () => {
  await database?.drop();
  rmSync(uploads, { recursive: true, force: true });
});

describe('the demo marketplace', () => {
  it('has the demo administrator and about 150 sellers with Azerbaijani mobile numbers', async () => {
    const users = await rows<{ phone_number: string; role: string; first_name: string; account_type: string }>(
      sql`SELECT phone_number, role, first_name, account_type FROM users`,
    );
    expect(users.find((u) => u.phone_number === DEMO_ADMIN_PHONE)).toMatchObject({
      role: 'ADMIN',
      first_name: 'Admin',
    });
    expect(users).toHaveLength(DEMO_PLAN.sellers + 1);
    for (const u of users) expect(u.phone_number).toMatch(PHONE_PATTERN);
    expect(users.filter((u) => u.account_type === 'BUSINESS').length).toBeGreaterThanOrEqual(5);
  });

  it('shows at least 2,000 adverts, spread over the categories like a real marketplace', async () => {
    const counts = await rows<{
      category: string;
      visible: number;
      expired: number;
      pending: number;
      rejected: number;
    }>(sql`
      SELECT category,
        count(*) FILTER (WHERE state = 'APPROVED' AND expires_at > ${now} AND deleted_at IS NULL)::int AS visible,
        count(*) FILTER (WHERE state = 'APPROVED' AND expires_at <= ${now})::int AS expired,
        count(*) FILTER (WHERE state = 'PENDING')::int AS pending,
        count(*) FILTER (WHERE state = 'REJECTED')::int AS rejected
      FROM adverts GROUP BY category`);
    const total = (key: 'visible' | 'expired' | 'pending' | 'rejected') => counts.reduce((n, c) => n + c[key], 0);
    expect(total('visible')).toBeGreaterThanOrEqual(2000);
    expect(total('expired')).toBeGreaterThanOrEqual(250);
    expect(total('pending')).toBeGreaterThanOrEqual(30);
    expect(total('rejected')).toBeGreaterThanOrEqual(10);
    const share = Object.fromEntries(counts.map((c) => [c.category, c.visible / total('visible')]));
    expect(share.phone).toBeGreaterThan(0.5);
    expect(share.phone).toBeLessThan(0.6);
    for (const category of ['tablet', 'sim', 'accessory']) {
      expect(share[category]).toBeGreaterThan(0.1);
      expect(share[category]).toBeLessThan(0.2);
    }
    // Every category waits in the moderation queue, and some of it arrived in the last 24 hours.
    for (const c of counts) expect(c.pending).toBeGreaterThan(0);
    const [recent] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM adverts WHERE state = 'PENDING' AND created_at > ${new Date(now.getTime() - 86_400_000)}`,
    );
    expect(recent?.n).toBeGreaterThan(0);
  });

  it("keeps the lifecycle's timestamps: published within 30 days expires 30 days later (or when sold), pending since creation", async () => {
    const [bad] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM adverts WHERE
        published_at > ${now} OR created_at > published_at
        OR (state = 'APPROVED' AND sold_at IS NULL AND expires_at <> published_at + interval '30 days')
        OR (sold_at IS NOT NULL AND (expires_at <> sold_at OR sold_at <= published_at OR sold_at > ${now}))
        OR (state = 'APPROVED' AND published_at < ${new Date(now.getTime() - 90 * 86_400_000)})
        OR (state = 'PENDING' AND (published_at <> created_at OR expires_at IS NOT NULL))
        OR (state = 'REJECTED' AND (rejection_reason IS NULL OR expires_at IS NOT NULL))`);
    expect(bad?.n).toBe(0);
  });

  it('holds three months of a few popular phones, so some adverts have a price guide (issue 38)', async () => {
    const groups = await rows<{ sellers: number }>(sql`
      SELECT count(DISTINCT user_id)::int AS sellers FROM adverts
      WHERE category = 'phone' AND state = 'APPROVED' AND published_at > ${new Date(now.getTime() - 90 * 86_400_000)}
      GROUP BY model_id, storage_id, grade HAVING count(DISTINCT user_id) >= ${PRICE_GUIDE_MIN_SELLERS}`);
    expect(groups.length).toBeGreaterThanOrEqual(6);
  });

  it("has today's adverts (Asia/Baku) in every category, published before now", async () => {
    const today = await rows<{ category: string; n: number }>(sql`
      SELECT category, count(*)::int AS n FROM adverts
      WHERE state = 'APPROVED' AND published_at >= ${bakuTodayStart} AND published_at <= ${now}
      GROUP BY category`);
    const byCategory = Object.fromEntries(today.map((t) => [t.category, t.n]));
    expect(byCategory.phone).toBeGreaterThanOrEqual(30);
    for (const category of ['tablet', 'sim', 'accessory']) expect(byCategory[category]).toBeGreaterThan(0);
  });

  it('describes phones and tablets with reference models, fitting components and contract values', async () => {
    const devices = await rows<{
      category: string;
      color: string;
      sim_type: string | null;
      condition: string;
      release_year: number;
      ram_mb: number;
      storage_mb: number;
      search_text: string;
      brand: string;
      model: string;
    }>(sql`
      SELECT a.category, a.color, a.sim_type, a.condition, m.release_year, r.megabytes AS ram_mb,
        s.megabytes AS storage_mb, a.search_text, b.name AS brand, m.name AS model
      FROM adverts a JOIN models m ON m.id = a.model_id AND m.brand_id = a.brand_id
        JOIN brands b ON b.id = a.brand_id
        JOIN components r ON r.id = a.ram_id AND r.type = 'RAM'
        JOIN components s ON s.id = a.storage_id AND s.type = 'STORAGE'
      WHERE a.category IN ('phone', 'tablet')`);
    const [{ n: all } = { n: 0 }] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM adverts WHERE category IN ('phone', 'tablet')`,
    );
    expect(devices).toHaveLength(all);
    for (const d of devices) {
      expect(COLORS).toContain(d.color);
      if (d.category === 'phone') expect(SIM_TYPES).toContain(d.sim_type);
      else expect(d.sim_type).toBeNull();
      // No 2014 phone with 12 GB of RAM.
      if (d.release_year <= 2019) expect(d.ram_mb).toBeLessThanOrEqual(8 * 1024);
      expect(d.search_text).toContain(d.brand.toLowerCase());
      expect(d.search_text).toContain(d.model.toLowerCase());
    }
    const recent = devices.filter((d) => d.release_year >= 2020).length / devices.length;
    expect(recent).toBeGreaterThan(0.8);
    const fresh = devices.filter((d) => d.condition === 'new').length / devices.length;
    expect(fresh).toBeGreaterThan(0.15);
    expect(fresh).toBeLessThan(0.35);
    const brands = new Map<string, number>();
    for (const d of devices.filter((x) => x.category === 'phone')) brands.set(d.brand, (brands.get(d.brand) ?? 0) + 1);
    const top = [...brands.entries()].sort((a, b) => b[1] - a[1]).map(([brand]) => brand);
    expect(top.slice(0, 3).sort()).toEqual(['Apple', 'Samsung', 'Xiaomi']);
  });

  it("offers SIM numbers in their provider's codes, each once among active adverts, with no condition", async () => {
    const sims = await rows<{ sim_number: string; code_ok: boolean; price: string; condition: string | null }>(sql`
      SELECT a.sim_number, substring(a.sim_number FROM 4 FOR 2) = ANY (p.prefixes) AS code_ok, a.price, a.condition
      FROM adverts a JOIN sim_providers p ON p.id = a.sim_provider_id WHERE a.category = 'sim'`);
    expect(sims.length).toBeGreaterThan(300);
    for (const s of sims) {
      expect(s.sim_number).toMatch(/^994(10|50|51|55|70|77|99)[1-9]\d{6}$/);
      expect(s.code_ok).toBe(true);
      expect(s.condition).toBeNull();
    }
    expect(new Set(sims.map((s) => s.sim_number)).size).toBe(sims.length);
    const prices = sims.map((s) => Number(s.price));
    expect(prices.filter((p) => p >= 500).length).toBeGreaterThan(20);
    expect(prices.filter((p) => p <= 80).length).toBeGreaterThan(200);
    expect(Math.max(...prices)).toBeLessThanOrEqual(20_000);
  });

  it('prices everything within the rules, in whole manat', async () => {
    const [range] = await rows<{ min: string; max: string; fractional: number }>(sql`
      SELECT min(price) AS min, max(price) AS max, count(*) FILTER (WHERE price <> round(price))::int AS fractional
      FROM adverts`);
    expect(Number(range?.min)).toBeGreaterThanOrEqual(1);
    expect(Number(range?.max)).toBeLessThanOrEqual(10_000_000);
    expect(range?.fractional).toBe(0);
  });

  it('names accessories by type and keeps comments short', async () => {
    const accessories = await rows<{ accessory_type: string; name: string }>(
      sql`SELECT accessory_type, name FROM adverts WHERE category = 'accessory'`,
    );
    for (const a of accessories) expect(ACCESSORY_TYPES).toContain(a.accessory_type);
    expect(new Set(accessories.map((a) => a.accessory_type)).size).toBe(ACCESSORY_TYPES.length);
    const [comments] = await rows<{ longest: number; empty: number; total: number }>(sql`
      SELECT max(char_length(comment))::int AS longest, count(*) FILTER (WHERE comment = '')::int AS empty,
        count(*)::int AS total FROM adverts`);
    expect(comments?.longest).toBeLessThanOrEqual(500);
    expect(comments?.empty).toBeGreaterThan(0);
    expect(comments?.empty).toBeLessThan((comments?.total ?? 0) / 4);
  });

  it('gives every phone, tablet and accessory 1 to 5 stored images and SIM numbers none', async () => {
    const perAdvert = await rows<{ category: string; n: number; positions_ok: boolean }>(sql`
      SELECT a.category, count(i.key)::int AS n,
        coalesce(array_agg(i.position ORDER BY i.position) FILTER (WHERE i.key IS NOT NULL), '{}')
          = array(SELECT generate_series(0, count(i.key)::int - 1))::smallint[] AS positions_ok
      FROM adverts a LEFT JOIN advert_images i ON i.advert_id = a.id GROUP BY a.id, a.category`);
    for (const a of perAdvert) {
      if (a.category === 'sim') expect(a.n).toBe(0);
      else expect(a.n).toBeGreaterThanOrEqual(1);
      expect(a.n).toBeLessThanOrEqual(5);
      expect(a.positions_ok).toBe(true);
    }
    const keys = await rows<{ key: string; width: number; height: number }>(
      sql`SELECT DISTINCT key, width, height FROM advert_images`,
    );
    expect(keys.length).toBeGreaterThan(40);
    for (const k of keys) {
      expect(k.key).toMatch(/^[A-Za-z0-9_-]{16}$/);
      expect(existsSync(join(uploads, `${k.key}-thumb.webp`))).toBe(true);
      expect(existsSync(join(uploads, `${k.key}-medium.webp`))).toBe(true);
      expect(existsSync(join(uploads, `${k.key}-large.webp`))).toBe(true);
      expect(k.width).toBeGreaterThan(0);
    }
  });

  it('does nothing the second time', async () => {
    const count = async () => (await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM adverts`))[0]?.n;
    const before = await count();
    expect(await seedDemoData(db, storage, now)).toEqual({ seeded: false });
    expect(await count()).toBe(before);
  });
});
