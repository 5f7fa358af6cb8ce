import type { ProductCategory, SortType } from '@zeng/contract/constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/client.js';
import { createUser, REF } from '../../testing/factories.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-app.js';
import { bakuDayRange } from './baku-day.js';
import type { Cursor } from './cursor.js';
import { type ListFilters, listingQuery } from './listing-sql.js';

/**
 * Every shape of a public list, planned as production runs it (a prepared statement's generic plan,
 * docs/decisions/0005) over enough adverts that the planner weighs a walk of the table against one of
 * an index: each must walk a listing index in its order and stop at the limit, never read the whole
 * table and sort it. The benchmark (bench/) measures the same shapes at a million adverts.
 */
const ADVERTS = 40_000;
const NOW = new Date();
const SORTS: SortType[] = ['DATE_DESC', 'DATE_ASC', 'PRICE_ASC', 'PRICE_DESC'];

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database.handle;
  const seller = await createUser(db);
  // Believable proportions: phones, SIM numbers, accessories, tablets; 30 days; every district.
  await db.execute(sql`
    INSERT INTO adverts (category, user_id, state, price, district_id, condition, brand_id, model_id, color,
      storage_id, ram_id, sim_type, sim_number, sim_provider_id, name, accessory_type, search_text,
      created_at, published_at, expires_at, barter, credit, delivery, negotiable, grade, battery_health, imei_registered)
    SELECT c.category::advert_category, ${seller.id}::int, 'APPROVED', 1 + (g * 7919) % 5000, 1 + g % 60,
      CASE WHEN c.category = 'sim' THEN NULL WHEN g % 3 = 0 THEN 'new' ELSE 'used' END,
      CASE c.category WHEN 'phone' THEN ${REF.apple}::int WHEN 'tablet' THEN ${REF.tabletApple}::int END,
      CASE c.category WHEN 'phone' THEN ${REF.iphone}::int WHEN 'tablet' THEN ${REF.tabletAppleFirstModel}::int END,
      CASE WHEN c.category IN ('phone', 'tablet') THEN (ARRAY['Black', 'White', 'Blue'])[1 + g % 3] END,
      CASE WHEN c.category IN ('phone', 'tablet') THEN ${REF.storage128}::int END,
      CASE WHEN c.category IN ('phone', 'tablet') THEN ${REF.ram8}::int END,
      CASE WHEN c.category = 'phone' THEN 'DUAL SIM' END,
      CASE WHEN c.category = 'sim'
        THEN '994' || (ARRAY['50', '55', '70', '51', '77', '99', '10', '60'])[1 + (g / 20) % 8] || lpad(g::text, 7, '0') END,
      CASE WHEN c.category = 'sim' THEN ${REF.azercell}::int END,
      CASE WHEN c.category = 'accessory' THEN 'Case ' || g END,
      CASE WHEN c.category = 'accessory' THEN 'CASE' END,
      'advert ' || g, t.at, t.at, t.at + interval '30 days',
      (g / 20) % 7 = 0, (g / 20) % 11 = 0, (g / 20) % 5 = 0, (g / 20) % 4 = 0,
      CASE WHEN c.category IN ('phone', 'tablet')
        THEN CASE WHEN g % 3 = 0 THEN 'new_sealed' ELSE (ARRAY['like_new', 'good', 'good', 'fair', 'for_parts'])[1 + g % 5] END END,
      CASE WHEN c.category IN ('phone', 'tablet') THEN CASE WHEN g % 3 = 0 THEN 100 ELSE 60 + g % 41 END END,
      CASE WHEN c.category IN ('phone', 'tablet') THEN g % 10 <> 0 END
    FROM generate_series(1, ${ADVERTS}::int) g,
      LATERAL (SELECT CASE WHEN g % 20 < 9 THEN 'phone' WHEN g % 20 < 14 THEN 'sim'
        WHEN g % 20 < 18 THEN 'accessory' ELSE 'tablet' END AS category) c,
      LATERAL (SELECT date_trunc('milliseconds', ${NOW.toISOString()}::timestamptz - (g % 2592000) * interval '1 second') AS at) t`);
  // As autovacuum leaves a table: statistics, and the trigram indexes' pending entries merged.
  await db.execute(sql`VACUUM ANALYZE adverts`);
}, 120_000);
afterAll(() => database.drop());

/** A value written into EXECUTE as a literal of its type. */
function literal(value: unknown): string {
  if (value instanceof Date) return `'${value.toISOString()}'::timestamptz`;
  if (Array.isArray(value)) return `ARRAY[${value.map(Number).join(',')}]::int[]`;
  if (typeof value === 'number') return String(value);
  return `'${String(value).replaceAll("'", "''")}'`;
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

let statements = 0;
/**
 * The plan of a list of this shape as production plans it, on one connection (PREPARE lives in its
 * session): a named statement's generic plan, or one made for the values of a statement without a
 * name (a search's). `step`: which of the list's statements (listingQuery).
 */
async function planOf(filters: ListFilters, sort: SortType, cursor: Cursor | null = null, step = 0): Promise<PlanNode> {
  const steps = listingQuery(filters, sort, cursor, 11, NOW);
  const bound = steps[step];
  if (!bound) throw new Error(`the list has ${steps.length} statement(s), not ${step + 1}`);
  const { statement, values: params } = bound;
  statements += 1;
  const name = `plan_${statements}`;
  const mode = statement.name === '' ? 'force_custom_plan' : 'force_generic_plan';
  return inTransaction(database.handle.db, async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL plan_cache_mode = ${mode}`));
    await tx.execute(sql.raw(`PREPARE ${name} AS ${statement.text}`));
    const result = await tx.execute(
      sql.raw(`EXPLAIN (FORMAT JSON) EXECUTE ${name}(${params.map(literal).join(', ')})`),
    );
    await tx.execute(sql.raw(`DEALLOCATE ${name}`));
    // node-postgres answers a result with rows, PGlite the rows' holder too: read both alike.
    const rows = (result as unknown as { rows: Array<{ 'QUERY PLAN': unknown }> }).rows;
    const explained = rows[0]?.['QUERY PLAN'];
    const json = (typeof explained === 'string' ? JSON.parse(explained) : explained) as Array<{ Plan: PlanNode }>;
    return json[0]?.Plan as PlanNode;
  });
}

const cursorFor = (sort: SortType): Cursor => ({
  sort,
  key: sort.startsWith('DATE') ? new Date(NOW.getTime() - 86_400_000).toISOString() : 2500,
  id: ADVERTS / 2,
});

const device = (category: 'phone' | 'tablet'): Record<string, Partial<ListFilters>> => {
  const brand = category === 'phone' ? REF.apple : REF.tabletApple;
  const model = category === 'phone' ? REF.iphone : REF.tabletAppleFirstModel;
  return {
    brand: { brandIds: [brand] },
    'brand and city': { brandIds: [brand], districtId: 2 },
    model: { brandIds: [brand], modelIds: [model] },
    condition: { condition: 'new' },
    color: { color: 'Blue' },
    storage: { storageId: REF.storage128 },
    ram: { ramId: REF.ram8 },
    'SIM type': { simType: 'eSIM' },
    'brand and a seller option': { brandIds: [brand], sellerOptions: ['credit'] },
    // Issue 37: a device's grade, battery health and registration.
    grade: { grade: 'fair' },
    'a rare grade': { grade: 'for_parts' },
    battery: { batteryMin: '90' },
    'brand, grade and battery': { brandIds: [brand], grade: 'like_new', batteryMin: '95' },
    registration: { registration: ['registered'] },
  };
};
/** The price range and the seller's options, with every category's own filters. */
const EVERYWHERE: Record<string, Partial<ListFilters>> = {
  'a seller option': { sellerOptions: ['delivery'] },
  'two seller options': { sellerOptions: ['barter', 'negotiable'] },
  'city and a seller option': { districtId: 5, sellerOptions: ['negotiable'] },
};
const SHAPES: Record<ProductCategory, Record<string, Partial<ListFilters>>> = {
  phone: { ...device('phone'), ...EVERYWHERE },
  tablet: { ...device('tablet'), ...EVERYWHERE },
  sim: {
    provider: { providerId: REF.azercell },
    'provider and a seller option': { providerId: REF.azercell, sellerOptions: ['credit'] },
    prefix: { simPrefix: '055' },
    'prefix and a seller option': { simPrefix: '070', sellerOptions: ['negotiable'] },
    ...EVERYWHERE,
  },
  accessory: { type: { type: 'CASE' }, condition: { condition: 'used' }, ...EVERYWHERE },
};
/** Price ranges: wide, narrow, one end alone, empty. */
const RANGES: Record<string, Partial<ListFilters>> = {
  'a wide range': { priceMin: 500, priceMax: 4000 },
  'a narrow range': { priceMin: 2500, priceMax: 2510 },
  'a lower end': { priceMin: 4990 },
  'an upper end': { priceMax: 20 },
  'a range nothing is in': { priceMin: 9000, priceMax: 9100 },
};

const readsAdverts = (node: PlanNode) => nodesOf(node).some((n) => n['Relation Name'] === 'adverts');

function expectIndexWalk(plan: PlanNode, what: string) {
  const nodes = nodesOf(plan);
  expect(plan['Node Type'], what).toBe('Limit');
  // (Each row's image keys come from a small subquery of their own, sorted by position: not a list's sort.)
  const sorts = nodes.filter((n) => n['Node Type'].endsWith('Sort') && readsAdverts(n));
  expect(sorts, `${what}: rows come in the index's order, never sorted`).toEqual([]);
  const scan = nodes.find((n) => n['Relation Name'] === 'adverts');
  expect(scan?.['Node Type'], what).toMatch(/^Index (Only )?Scan$/);
  expect(scan?.['Index Name'], what).toMatch(/^adverts_visible_/);
}

const scansOfAdverts = (plan: PlanNode) => nodesOf(plan).filter((n) => n['Relation Name'] === 'adverts');

/** A first step: the newest adverts walked in one listing index, and nothing reading the table whole. */
function expectNewestWalked(plan: PlanNode, what: string) {
  const walks = scansOfAdverts(plan).filter((n) => n['Index Name']?.startsWith('adverts_visible_'));
  expect(
    walks.map((n) => n['Node Type']),
    what,
  ).toEqual(['Index Scan']);
  expect(
    scansOfAdverts(plan).filter((n) => !['Index Scan', 'Index Only Scan'].includes(n['Node Type'])),
    `${what}: nothing reads the table whole`,
  ).toEqual([]);
}

describe('every list walks a listing index in its order', () => {
  for (const category of ['phone', 'tablet', 'sim', 'accessory'] as const) {
    it(`${category}: every sort, alone, by city, after a cursor and with each filter`, async () => {
      for (const sort of SORTS) {
        const base: ListFilters = { category };
        expectIndexWalk(await planOf(base, sort), `${category} ${sort}`);
        expectIndexWalk(await planOf({ ...base, districtId: 5 }, sort), `${category} ${sort} by city`);
        expectIndexWalk(await planOf(base, sort, cursorFor(sort)), `${category} ${sort} after a cursor`);
        for (const [shape, filters] of Object.entries(SHAPES[category])) {
          expectIndexWalk(await planOf({ ...base, ...filters }, sort), `${category} ${sort} ${shape}`);
        }
      }
    });
  }

  it('a seller option alone walks its own index, in either order', async () => {
    for (const category of ['phone', 'tablet', 'sim', 'accessory'] as const)
      for (const sort of SORTS)
        for (const option of ['barter', 'credit', 'delivery', 'negotiable'] as const) {
          const what = `${category} ${sort} ${option}`;
          const plan = await planOf({ category, sellerOptions: [option] }, sort);
          expectIndexWalk(plan, what);
          const scan = nodesOf(plan).find((n) => n['Relation Name'] === 'adverts');
          expect(scan?.['Index Name'], what).toBe(
            `adverts_visible_${option}_${sort.startsWith('DATE') ? 'date' : 'price'}_idx`,
          );
        }
  });

  it("every seller option at once: only the options' own indexes are read, whatever the planner makes of so few", async () => {
    for (const category of ['phone', 'tablet', 'sim', 'accessory'] as const)
      for (const sort of SORTS) {
        const what = `${category} ${sort}`;
        const plan = await planOf({ category, sellerOptions: ['barter', 'credit', 'delivery', 'negotiable'] }, sort);
        const read = nodesOf(plan).filter(
          (n) => n['Index Name']?.startsWith('adverts_') || n['Node Type'] === 'Seq Scan',
        );
        expect(read.length, what).toBeGreaterThan(0);
        for (const node of read)
          expect(node['Index Name'], what).toMatch(/^adverts_visible_(barter|credit|delivery|negotiable)_/);
      }
  });

  it("today's adverts, newest first, and after a cursor", async () => {
    const { start, end } = bakuDayRange(NOW);
    for (const category of ['phone', 'tablet', 'sim', 'accessory'] as const) {
      const today: ListFilters = { category, publishedFrom: start, publishedBefore: end };
      expectIndexWalk(await planOf(today, 'DATE_DESC'), `${category} today`);
      expectIndexWalk(await planOf(today, 'DATE_DESC', cursorFor('DATE_DESC')), `${category} today after a cursor`);
    }
  });
});

describe('a price range is walked in the price index by price, and taken in two steps by date', () => {
  const withRanges = (category: ProductCategory): Array<[string, ListFilters]> =>
    Object.entries(RANGES).flatMap(
      ([name, range]): Array<[string, ListFilters]> => [
        [name, { category, ...range }],
        [`${name}, by city`, { category, ...range, districtId: 5 }],
        [`${name}, with a seller option`, { category, ...range, sellerOptions: ['delivery'] }],
      ],
    );

  it('by price: one walk of the price index over the range, in every category, alone and after a cursor', async () => {
    for (const category of ['phone', 'tablet', 'sim', 'accessory'] as const)
      for (const sort of ['PRICE_ASC', 'PRICE_DESC'] as const)
        for (const [name, filters] of withRanges(category))
          for (const cursor of [null, cursorFor(sort)]) {
            const what = `${category} ${sort} ${name}${cursor ? ' after a cursor' : ''}`;
            expect(listingQuery(filters, sort, cursor, 11, NOW), what).toHaveLength(1);
            const plan = await planOf(filters, sort, cursor);
            expectIndexWalk(plan, what);
            const scan = scansOfAdverts(plan)[0];
            expect(scan?.['Index Name'], what).toMatch(/^adverts_visible_(delivery_)?price_idx$/);
            expect(scan?.['Index Cond'], `${what}: the range bounds the walk`).toMatch(/ROW\(price, id\) [<>]= /);
          }
  });

  it('by date: the newest adverts walked in a listing index, whatever the range', async () => {
    for (const category of ['phone', 'tablet', 'sim', 'accessory'] as const)
      for (const sort of ['DATE_DESC', 'DATE_ASC'] as const)
        for (const [name, filters] of withRanges(category))
          for (const cursor of [null, cursorFor(sort)]) {
            const what = `${category} ${sort} ${name}${cursor ? ' after a cursor' : ''}`;
            const plan = await planOf(filters, sort, cursor, 0);
            expectNewestWalked(plan, what);
          }
  });

  it('by date, when the newest do not fill the page: the range gathered from the price index, never the whole table', async () => {
    for (const category of ['phone', 'tablet', 'sim', 'accessory'] as const)
      for (const sort of ['DATE_DESC', 'DATE_ASC'] as const)
        for (const [name, filters] of withRanges(category).filter(([n]) => !n.startsWith('a wide range'))) {
          const what = `${category} ${sort} ${name}`;
          const plan = await planOf(filters, sort, null, 1);
          // (The page's rows are then read by id, each row's image keys from advert_images' own index.)
          const lookups = nodesOf(plan).filter(
            (n) => n['Index Name']?.startsWith('adverts_') && n['Index Name'] !== 'adverts_pkey',
          );
          expect(
            lookups.map((n) => n['Index Name']),
            what,
          ).toEqual([expect.stringMatching(/^adverts_visible_(delivery_)?price_idx$/)]);
          expect(
            scansOfAdverts(plan).filter((n) => n['Node Type'] === 'Seq Scan'),
            what,
          ).toEqual([]);
        }
  });
});

describe('a search finds a common word among the newest adverts and a rare one through its index', () => {
  it('its first step walks a listing index, in every sort and after a cursor, whatever the word', async () => {
    for (const category of ['phone', 'tablet', 'accessory'] as const)
      for (const sort of SORTS)
        for (const cursor of [null, cursorFor(sort)]) {
          const what = `${category} ${sort}${cursor ? ' after a cursor' : ''}`;
          const plan = await planOf({ category, words: ['advert'] }, sort, cursor, 0);
          expectNewestWalked(plan, what);
        }
  });

  it("its second step reads a word's adverts from the category's trigram index, then sorts those few", async () => {
    for (const category of ['phone', 'tablet', 'accessory'] as const)
      for (const sort of SORTS) {
        const plan = await planOf({ category, words: ['39999'] }, sort, null, 1);
        // (Each row's image keys come from advert_images' own index.)
        const lookups = nodesOf(plan).filter(
          (n) => n['Node Type'] === 'Bitmap Index Scan' && n['Index Name']?.startsWith('adverts_'),
        );
        expect(
          lookups.map((n) => n['Index Name']),
          `${category} ${sort}`,
        ).toEqual([`adverts_${category}_search_idx`]);
      }
  });
});
