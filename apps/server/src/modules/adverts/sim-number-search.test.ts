import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Random } from '../../db/demo/random.js';
import { simNumberMaker } from '../../db/demo/sim-numbers.js';
import { simProviders } from '../../db/reference/catalog.js';
import { createAdvert, createUser, simProviderOf, TestClock } from '../../testing/factories.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { simNumberPatterns } from './sim-number-search.js';

const NOW = new Date('2026-06-15T12:00:00Z');
/** The numbers of the issue (070 757 07 28, 077 631 60 08), one ending in 0776, and others around them. */
const NUMBERS = ['994707570728', '994776316008', '994501230776', '994507777777', '994553070728', '994102007700'];
/** Numbers as the demo seed makes them (its generator and mix of codes and "beautiful" numbers). */
const DEMO_NUMBERS = (() => {
  const next = simNumberMaker(new Random(20_260_615));
  const providers = simProviders.map((p) => ({ ...p, prefixes: [...p.prefixes] }));
  return Array.from({ length: 30 }, () => next(providers).number);
})();

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { clock: new TestClock(NOW) });
  const seller = await createUser(t.database.db);
  for (const [i, simNumber] of [...NUMBERS, ...DEMO_NUMBERS].entries()) {
    await createAdvert(t.database.db, {
      category: 'sim',
      userId: seller.id,
      simNumber,
      simProviderId: simProviderOf(simNumber),
      publishedAt: new Date(NOW.getTime() - i * 60_000),
    });
  }
});
afterAll(() => t.close());

/** Every number a SIM search finds, following its pages. */
async function foundAll(query: string): Promise<string[]> {
  const numbers: string[] = [];
  let page: string | null = null;
  do {
    const cursor: string = page ? `&page=${encodeURIComponent(page)}` : '';
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/zeng/sim?limit=50&searchQuery=${encodeURIComponent(query)}${cursor}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ sims: { number: string }[]; nextCursor: string | null }>();
    numbers.push(...body.sims.map((s) => s.number));
    page = body.nextCursor;
  } while (page);
  return numbers.sort();
}

/** The numbers of NUMBERS a SIM search finds (the demo's may hold the same digits). */
const found = async (query: string) => (await foundAll(query)).filter((number) => NUMBERS.includes(number));

describe('digits in the SIM search are found where they stand', () => {
  it('a group beginning with 0 is looked for in the subscriber part: "0728" finds 070 757 07 28', async () => {
    expect(await found('0728')).toEqual(['994553070728', '994707570728']);
    expect(await found('07 28')).toEqual(['994553070728', '994707570728']);
    expect(await found('757 07 28')).toEqual(['994707570728']);
    expect(await found('7700')).toEqual(['994102007700']);
  });

  it('a leading 0 and a whole code are read as the start too: "0776" finds 077 6… and …07 76', async () => {
    expect(await found('0776')).toEqual(['994501230776', '994776316008']);
  });

  it('a whole code written apart names the start only: "077 6", "050", "+994 70 757"', async () => {
    expect(await found('077 6')).toEqual(['994776316008']);
    expect(await foundAll('010')).toEqual(
      ['994102007700', ...DEMO_NUMBERS.filter((n) => n.startsWith('99410'))].sort(),
    );
    expect(await found('+994 70 757')).toEqual(['994707570728']);
    expect(await found('(055) 307')).toEqual(['994553070728']);
  });

  it('a whole number is found however it is written, masks included', async () => {
    expect(await found('070 757 07 28')).toEqual(['994707570728']);
    expect(await found('0707570728')).toEqual(['994707570728']);
    expect(await found('707570728')).toEqual(['994707570728']);
    expect(await found('994707570728')).toEqual(['994707570728']);
    expect(await found('070***07**')).toEqual(['994707570728']);
  });

  it('digits never match across the code: "507" is not 050 7…', async () => {
    expect(await found('507')).toEqual([]);
    expect(await found('5077')).toEqual([]);
    // A run of three is looked for after the code: 077 7… is no "777", 050 777 77 77 is.
    expect(await found('777')).toEqual(['994507777777']);
    for (const number of await foundAll('777')) expect(number.slice(5), number).toContain('777');
  });

  it('the last four digits of every demo number find it, and the last seven find it alone', async () => {
    for (const number of DEMO_NUMBERS) {
      expect(await foundAll(number.slice(-4)), number).toContain(number);
      expect(await foundAll(number.slice(-7)), number).toEqual([number]);
    }
  });
});

describe('how a search for digits is read', () => {
  it.each([
    ['7777', ['994__%7777%']],
    ['0728', ['994__%0728%']],
    ['0776', ['994776%', '994__%0776%']],
    ['077 6', ['994776%']],
    ['050', ['99450%']],
    ['+994 55 12', ['9945512%']],
    ['994 99 12', ['9949912%']],
    ['0502007777', ['994502007777%']],
    ['501234567', ['994501234567%']],
    ['050***77**', ['99450___77__%']],
    ['*****1212', ['994_____1212%']],
  ])('%s', (typed, patterns) => {
    expect(simNumberPatterns(typed)).toEqual(patterns);
  });

  it('is not a number without digits', () => {
    for (const typed of ['***', 'azercell', '050 abc', '']) expect(simNumberPatterns(typed), typed).toBeUndefined();
  });
});
