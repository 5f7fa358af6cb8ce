import { SIM_PATTERNS, type SimPattern } from '@zeng/contract/constants';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdvert, createUser, simProviderOf, TestClock } from '../../testing/factories.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const NOW = new Date('2026-06-15T12:00:00Z');
let t: TestApp;

/**
 * The rule of contract SIM_PATTERNS, written here a second way (regular expressions over the
 * subscriber's digits) to check the database's function against.
 */
function expectedPatterns(number: string): SimPattern[] {
  const code = number.slice(3, 5);
  const d = number.slice(5);
  const windows = (size: number) => Array.from({ length: d.length - size + 1 }, (_, i) => d.slice(i, i + size));
  const tags: Record<SimPattern, boolean> = {
    aabb: windows(4).some((w) => /^(\d)\1(\d)\2$/.test(w) && w[0] !== w[2]),
    xyxy: windows(4).some((w) => /^(\d)(\d)\1\2$/.test(w) && w[0] !== w[1]),
    run: /(\d)\1\1/.test(d),
    mirror:
      windows(4).some((w) => /^(\d)(\d)\2\1$/.test(w) && w[0] !== w[1]) ||
      windows(5).some((w) => /^(\d)(\d)\d\2\1$/.test(w) && w[0] !== w[1]),
    ascending: windows(4).some((w) => [...w].every((c, i) => i === 0 || Number(c) === Number(w[i - 1]) + 1)),
    descending: windows(4).some((w) => [...w].every((c, i) => i === 0 || Number(c) === Number(w[i - 1]) - 1)),
    code: d.startsWith(code) || d.endsWith(code),
  };
  return SIM_PATTERNS.filter((pattern) => tags[pattern]);
}

/** The rows a raw statement answers (both drivers answer `rows`). */
const rowsOf = async <T>(statement: ReturnType<typeof sql>): Promise<T[]> =>
  ((await t.database.db.execute(statement)) as unknown as { rows: T[] }).rows;

const storedPatterns = async (numbers: string[]): Promise<Map<string, SimPattern[]>> => {
  const rows = await rowsOf<{ number: string; tags: SimPattern[] }>(
    sql`SELECT n AS number, sim_number_patterns(n) AS tags FROM unnest(${`{${numbers.join(',')}}`}::text[]) AS n`,
  );
  return new Map(rows.map((row) => [row.number, row.tags]));
};

/** Numbers with one pattern each (and the price a test sorts by), newest first. */
const LISTED: [string, number][] = [
  ['994553344123', 300], // 33 44: aabb
  ['994705151234', 90], // 51 51: xyxy; 1234: ascending
  ['994507770129', 120], // 777: run
  ['994771221906', 80], // 1221: mirror
  ['994519876302', 150], // 9876: descending
  ['994555512904', 60], // 55 after 055: code
  ['994502184706', 40], // none
  ['994998811306', 200], // 88 11: aabb
  ['994106677110', 500], // 66 77: aabb, and 10 after 010: code
];

beforeAll(async () => {
  t = await createTestApp({}, { clock: new TestClock(NOW) });
  const seller = await createUser(t.database.db);
  for (const [i, [simNumber, price]] of LISTED.entries()) {
    await createAdvert(t.database.db, {
      category: 'sim',
      userId: seller.id,
      simNumber,
      simProviderId: simProviderOf(simNumber),
      price,
      publishedAt: new Date(NOW.getTime() - i * 60_000),
    });
  }
  // Waiting for review: never listed, whatever its number.
  await createAdvert(t.database.db, {
    category: 'sim',
    userId: seller.id,
    state: 'PENDING',
    simNumber: '994504455667',
    simProviderId: simProviderOf('994504455667'),
  });
  // A phone has no number and no patterns.
  await createAdvert(t.database.db, { category: 'phone', userId: seller.id });
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/zeng/sim?${query}` });
  return { status: res.statusCode, body: res.json() };
};
const numbersOf = (body: { sims: { number: string }[] }) => body.sims.map((s) => s.number);

describe('a SIM number’s patterns, computed by the database when the number is written', () => {
  it('names each pattern where the subscriber’s seven digits hold it', async () => {
    const stored = await storedPatterns(LISTED.map(([number]) => number));
    expect(Object.fromEntries(stored)).toEqual({
      '994553344123': ['aabb'],
      '994705151234': ['xyxy', 'ascending'],
      '994507770129': ['run'],
      '994771221906': ['mirror'],
      '994519876302': ['descending'],
      '994555512904': ['code'],
      '994502184706': [],
      '994998811306': ['aabb'],
      '994106677110': ['aabb', 'code'],
    });
  });

  it('reads the subscriber part only: the code’s digits and the 994 never make a pattern', async () => {
    // 055 530…: the code's 55 beside the subscriber's 5 is no run; 077 512 39…: 123 is too short a count.
    const stored = await storedPatterns(['994555301928', '994775123908', '994994019283']);
    expect(stored.get('994555301928')).toEqual([]);
    expect(stored.get('994775123908')).toEqual([]);
    expect(stored.get('994994019283')).toEqual([]);
  });

  it('agrees with the rule written another way, for any number', async () => {
    const numbers = fc.sample(
      fc
        .tuple(fc.constantFrom('10', '50', '51', '55', '60', '70', '77', '99'), fc.stringMatching(/^\d{7}$/))
        .map(([code, subscriber]) => `994${code}${subscriber}`),
      { numRuns: 2_000, seed: 38 },
    );
    const stored = await storedPatterns(numbers);
    for (const number of numbers) expect(stored.get(number), number).toEqual(expectedPatterns(number));
  });

  it('is stored with the advert, and a phone’s is null', async () => {
    const rows = await rowsOf<{ category: string; sim_patterns: string[] | null }>(
      sql`SELECT category, sim_patterns FROM adverts ORDER BY id`,
    );
    expect(rows.filter((row) => row.category === 'phone').map((row) => row.sim_patterns)).toEqual([null]);
    expect(rows.find((row) => row.category === 'sim')?.sim_patterns).toEqual(['aabb']);
  });
});

describe('the SIM listing filtered by a pattern', () => {
  it('lists the shown numbers holding it, newest first, and nothing waiting for review', async () => {
    const { status, body } = await list('simPattern=aabb');
    expect(status).toBe(200);
    expect(numbersOf(body)).toEqual(['994553344123', '994998811306', '994106677110']);
    expect(numbersOf((await list('simPattern=ascending')).body)).toEqual(['994705151234']);
    expect(numbersOf((await list('simPattern=code')).body)).toEqual(['994555512904', '994106677110']);
  });

  it('sorts by price within the pattern, and pages through it exactly', async () => {
    expect(numbersOf((await list('simPattern=aabb&sortByType=PRICE_ASC')).body)).toEqual([
      '994998811306',
      '994553344123',
      '994106677110',
    ]);
    const first = await list('simPattern=aabb&sortByType=PRICE_DESC&limit=2');
    expect(numbersOf(first.body)).toEqual(['994106677110', '994553344123']);
    const second = await list(`simPattern=aabb&sortByType=PRICE_DESC&limit=2&page=${first.body.nextCursor}`);
    expect(numbersOf(second.body)).toEqual(['994998811306']);
    expect(second.body.nextCursor).toBeNull();
  });

  it('narrows with the other filters and a number’s digits', async () => {
    expect(numbersOf((await list('simPattern=aabb&simPrefix=099')).body)).toEqual(['994998811306']);
    expect(numbersOf((await list('simPattern=aabb&priceMax=250')).body)).toEqual(['994998811306']);
    expect(numbersOf((await list('simPattern=aabb&searchQuery=44')).body)).toEqual(['994553344123']);
  });

  it('refuses a pattern it does not know, naming those it does', async () => {
    const { status, body } = await list('simPattern=lucky');
    expect(status).toBe(400);
    expect(body.message).toMatch(/simPattern must be one of aabb, xyxy, run, mirror, ascending, descending, code/);
  });

  it('is ignored on the other categories, as every SIM filter is', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/zeng/phone?simPattern=aabb' });
    expect(res.statusCode).toBe(200);
    expect(res.json().phones).toHaveLength(1);
  });
});
