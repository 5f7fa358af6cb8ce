import { SORT_TYPES, type SortType } from '@zeng/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adverts } from '../../db/schema.js';
import { createUser, REF } from '../../testing/factories.js';
import { everyPage, expectSamePagesWhereverTheFirstStepStops, inListOrder } from '../../testing/list-pages.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-app.js';
import type { Capacity } from '../search/capacities.js';
import type { Cursor } from './cursor.js';
import { listVisible } from './listing-repository.js';
import { indexNarrows, listingQuery } from './listing-sql.js';
import { RareSearches } from './rare-searches.js';

/**
 * A search runs in two steps (listing-sql.ts, listingQuery): the words among the newest adverts, and
 * only when those do not fill the page, every advert holding them. Wherever the first step's window
 * ends (a row, a few rows, or past the whole list) every page must be exactly the adverts holding
 * every word, in the sort's order, after the cursor: worked out here from all rows, in JavaScript.
 */
const NOW = new Date('2026-06-15T12:00:00.000Z');
const PHONES = 240;
const HOUR = 3_600_000;

/** Phone i's search text: a common word in a third, a rare one only in old adverts, punctuated words. */
function textOf(i: number): string {
  const words = [i % 3 === 0 ? 'qara iphone' : 'ag samsung'];
  if (i === 201 || i === 233) words.push('premium');
  if (i === 4 || i === 236) words.push('redmi (m1)');
  if (i % 37 === 0) words.push('m1');
  if (i % 50 === 7) words.push('100%_sale');
  return words.join(' ');
}

interface Row {
  id: number;
  published: string;
  price: number;
  text: string;
  storageId: number | null;
  ramId: number | null;
  shown: boolean;
}
/** Storage and RAM: 256 GB in a fourth of the phones, 512 GB in two old ones; 12 GB of RAM in a fifth. */
const STORAGE_256 = 6;
const STORAGE_512 = 7;
const RAM_12 = 27;
const storageOf = (i: number) => (i === 201 || i === 229 ? STORAGE_512 : i % 4 === 0 ? STORAGE_256 : REF.storage128);
const ramOf = (i: number) => (i % 5 === 0 ? RAM_12 : REF.ram8);
let database: TestDatabase;
let all: Row[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database.handle;
  const seller = await createUser(db);
  // Phone i is i hours old; prices repeat so that the id orders equal ones; every 11th has expired.
  const inserted = await db
    .insert(adverts)
    .values(
      Array.from({ length: PHONES }, (_, i) => {
        const at = new Date(NOW.getTime() - i * HOUR);
        return {
          category: 'phone' as const,
          userId: seller.id,
          state: 'APPROVED' as const,
          price: 100 + ((i * 37) % 13),
          districtId: REF.baku,
          condition: 'new' as const,
          grade: 'new_sealed' as const,
          brandId: REF.apple,
          modelId: REF.iphone,
          color: 'Black' as const,
          storageId: storageOf(i),
          ramId: ramOf(i),
          simType: 'DUAL SIM' as const,
          searchText: textOf(i),
          createdAt: at,
          publishedAt: at,
          expiresAt: i % 11 === 10 ? new Date(NOW.getTime() - 60_000) : new Date(at.getTime() + 30 * 24 * HOUR),
        };
      }),
    )
    .returning();
  all = inserted.map((r) => ({
    id: r.id,
    published: r.publishedAt.toISOString(),
    price: Number(r.price),
    text: r.searchText,
    storageId: r.storageId,
    ramId: r.ramId,
    shown: r.expiresAt !== null && r.expiresAt > NOW,
  }));
}, 120_000);
afterAll(() => database.drop());

/**
 * What the search must answer, every page followed: the shown phones holding every word and every
 * capacity (by their storage or their RAM), in order.
 */
const expected = (words: string[], sort: SortType, capacities: Capacity[] = []) =>
  inListOrder(
    all.filter(
      (r) =>
        r.shown &&
        words.every((w) => r.text.includes(w)) &&
        capacities.every((c) => c.storageIds.includes(r.storageId ?? 0) || c.ramIds.includes(r.ramId ?? 0)),
    ),
    sort,
  );

/** Every page of the search, each asked after the last row of the one before, as the service does. */
const followed = (
  words: string[],
  sort: SortType,
  pageSize: number,
  recentRowsPerRow?: number,
  rare?: RareSearches,
  capacities?: Capacity[],
) =>
  everyPage(
    database.handle.arrayRows,
    { category: 'phone', words, ...(capacities && { capacities }) },
    sort,
    pageSize,
    NOW,
    { recentRowsPerRow, ...(rare && { rare }) },
    PHONES,
  );

describe('a search answers the same pages wherever its first step stops', () => {
  const SEARCHES = [['qara'], ['qara', 'iphone'], ['premium'], ['(m1)'], ['m1'], ['100%_sale'], ['nowhere']];

  for (const words of SEARCHES)
    it(`"${words.join(' ')}"`, () =>
      expectSamePagesWhereverTheFirstStepStops(
        (sort) => expected(words, sort),
        (sort, pageSize, recentRowsPerRow) => followed(words, sort, pageSize, recentRowsPerRow),
        [1, 2, 5, undefined],
      ));

  it('has matches to find in each of them but the last', () => {
    expect(SEARCHES.map((words) => expected(words, 'DATE_DESC').length > 0)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
  });
});

describe('a search naming storage and RAM answers the same pages wherever its first step stops', () => {
  const storage = (...storageIds: number[]): Capacity => ({ storageIds, ramIds: [] });
  const ram = (...ramIds: number[]): Capacity => ({ storageIds: [], ramIds });
  const SEARCHES: Array<[string, string[], Capacity[]]> = [
    ['256', [], [storage(STORAGE_256)]],
    ['qara 256', ['qara'], [storage(STORAGE_256)]],
    ['12/256', [], [ram(RAM_12), storage(STORAGE_256)]],
    ['premium 512 (old ones only)', ['premium'], [storage(STORAGE_512)]],
    ['512', [], [storage(STORAGE_512)]],
    ['12gb (storage or RAM)', [], [{ storageIds: [STORAGE_512], ramIds: [RAM_12] }]],
    ['iphone 1tb (none)', ['iphone'], [storage(8)]],
  ];

  for (const [name, words, capacities] of SEARCHES)
    it(`"${name}"`, () =>
      expectSamePagesWhereverTheFirstStepStops(
        (sort) => expected(words, sort, capacities),
        (sort, pageSize, recentRowsPerRow) => followed(words, sort, pageSize, recentRowsPerRow, undefined, capacities),
        [1, 2, 5, undefined],
      ));

  it('has matches to find in each of them but the last', () => {
    expect(SEARCHES.map(([, words, capacities]) => expected(words, 'DATE_DESC', capacities).length > 0)).toEqual([
      ...SEARCHES.slice(0, -1).map(() => true),
      false,
    ]);
  });
});

describe('a search remembered as rare', () => {
  /** The statements one search sends, counted on their way to the database. */
  async function statementsOf(words: string[], rare: RareSearches, cursor: Cursor | null = null, at = NOW) {
    let sent = 0;
    const rows: typeof database.handle.arrayRows = (statement, values) => {
      sent += 1;
      return database.handle.arrayRows(statement, values);
    };
    const page = await listVisible(rows, { category: 'phone', words }, 'DATE_DESC', cursor, 5, at, { rare });
    return { sent, ids: page.map((r) => r.id) };
  }

  it('starts with the trigram index on every later page and search, and answers the same', async () => {
    const rare = new RareSearches();
    const truth = expected(['premium'], 'DATE_DESC');
    expect(await statementsOf(['premium'], rare)).toEqual({ sent: 2, ids: truth });
    expect(await statementsOf(['premium'], rare)).toEqual({ sent: 1, ids: truth });
    for (const sort of SORT_TYPES)
      expect(await followed(['premium'], sort, 1, 1, rare)).toEqual(expected(['premium'], sort));
  });

  it('never for a word the newest adverts hold, nor from a later page, and only for a while', async () => {
    const rare = new RareSearches(60_000);
    expect((await statementsOf(['qara'], rare)).sent).toBe(1);
    expect((await statementsOf(['qara'], rare)).sent).toBe(1);
    const second = all.filter((r) => r.shown).sort((a, b) => b.published.localeCompare(a.published))[1];
    if (!second) throw new Error('no phones');
    const cursor = { sort: 'DATE_DESC' as const, key: second.published, id: second.id };
    expect((await statementsOf(['(m1)'], rare, cursor)).sent).toBe(2);
    expect((await statementsOf(['(m1)'], rare, cursor)).sent).toBe(2);
    expect((await statementsOf(['(m1)'], rare)).sent).toBe(2);
    expect((await statementsOf(['(m1)'], rare)).sent).toBe(1);
    expect((await statementsOf(['(m1)'], rare, null, new Date(NOW.getTime() + 61_000))).sent).toBe(2);
  });

  it('keeps at most as many searches as it was told, forgetting the oldest', () => {
    const rare = new RareSearches(60_000, 2);
    for (const key of ['a', 'b', 'c']) rare.remember(key, NOW);
    expect(['a', 'b', 'c'].map((key) => rare.has(key, NOW))).toEqual([false, true, true]);
  });
});

describe('which words the trigram index narrows', () => {
  it('runs of three letters or digits, or of two beside punctuation', () => {
    expect(indexNarrows(['iphone'])).toBe(true);
    expect(indexNarrows(['qara', 'm1'])).toBe(true);
    expect(indexNarrows(['(m1)'])).toBe(true);
    expect(indexNarrows(['s9+'])).toBe(true);
    expect(indexNarrows(['чёрный'])).toBe(true);
    expect(indexNarrows(['m1'])).toBe(false);
    expect(indexNarrows(['x', 'a5'])).toBe(false);
    expect(indexNarrows(['(m)'])).toBe(false);
  });
});

describe('which connection a first step takes', () => {
  const firstStep = (words: string[], capacities: Capacity[] = []) =>
    listingQuery(
      { category: 'phone', words, ...(capacities.length > 0 && { capacities }) },
      'DATE_DESC',
      null,
      11,
      NOW,
    )[0]?.statement;

  it('a word alone rides the pipelined reads; several words or a capacity take a pooled connection', () => {
    // A first step of one word is a fraction of a millisecond; one that reads far down the newest
    // adverts would hold every read queued behind it on a pipelined connection.
    expect(firstStep(['qara'])?.heavy).toBe(false);
    expect(firstStep(['iphone', '15'])?.heavy).toBe(true);
    expect(firstStep(['iphone'], [{ storageIds: [STORAGE_256], ramIds: [] }])?.heavy).toBe(true);
  });
});
