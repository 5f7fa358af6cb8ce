import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/client.js';
import { createUser } from '../../testing/factories.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-app.js';
import { nthLiveAdvertQuery, sellerPageQuery } from './repository.js';

/**
 * A seller's page of adverts planned as production runs it (a prepared statement's generic plan,
 * docs/decisions/0005) over enough adverts that the planner weighs its choices: it must walk
 * adverts_visible_user_idx (migration 0014) in the page's order and stop at the limit, never read all of
 * a busy seller's adverts and sort them.
 */
const ADVERTS = 30_000;
const NOW = new Date();
let database: TestDatabase;
let busy: number;
let small: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database.handle;
  busy = (await createUser(db, { accountType: 'BUSINESS' })).id;
  small = (await createUser(db)).id;
  const others = await Promise.all(Array.from({ length: 20 }, () => createUser(db)));
  const ids = `ARRAY[${others.map((u) => u.id).join(',')}]::int[]`;
  // A third of the adverts are the busy seller's; one in ten has expired, one in twenty was removed.
  await db.execute(sql`
    INSERT INTO adverts (category, user_id, state, price, district_id, condition, name, accessory_type,
      search_text, created_at, published_at, expires_at, deleted_at)
    SELECT 'accessory', CASE WHEN g % 3 = 0 THEN ${busy}::int WHEN g = 7 THEN ${small}::int
        ELSE (${sql.raw(ids)})[1 + g % 20] END,
      'APPROVED', 1 + g % 5000, 1 + g % 60, 'used', 'Case ' || g, 'CASE', 'case ' || g, t.at, t.at,
      CASE WHEN g % 10 = 0 THEN t.at - interval '1 day' ELSE t.at + interval '30 days' END,
      CASE WHEN g % 20 = 1 THEN t.at END
    FROM generate_series(1, ${ADVERTS}::int) g,
      LATERAL (SELECT date_trunc('milliseconds', ${NOW.toISOString()}::timestamptz - (g % 2592000) * interval '1 second') AS at) t`);
  await db.execute(sql`VACUUM ANALYZE adverts`);
}, 120_000);
afterAll(() => database.drop());

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Parent Relationship'?: string;
  Plans?: PlanNode[];
}
/** The nodes that read the adverts, leaving out each row's own subquery (its photos, in their order). */
const nodesOf = (node: PlanNode): PlanNode[] => [
  node,
  ...(node.Plans ?? []).filter((child) => child['Parent Relationship'] !== 'SubPlan').flatMap(nodesOf),
];

/** A value written into EXECUTE as a literal of its type. */
const literal = (value: unknown) =>
  value instanceof Date
    ? `'${value.toISOString()}'::timestamptz`
    : typeof value === 'number'
      ? String(value)
      : `'${value}'`;

let plans = 0;
async function genericPlanOf(query: ReturnType<typeof sellerPageQuery>): Promise<PlanNode> {
  const name = `seller_plan_${++plans}`;
  return inTransaction(database.handle.db, async (tx) => {
    await tx.execute(sql.raw('SET LOCAL plan_cache_mode = force_generic_plan'));
    await tx.execute(sql.raw(`PREPARE ${name} AS ${query.statement.text}`));
    const result = await tx.execute(
      sql.raw(`EXPLAIN (FORMAT JSON) EXECUTE ${name}(${query.values.map(literal).join(', ')})`),
    );
    await tx.execute(sql.raw(`DEALLOCATE ${name}`));
    // node-postgres answers a result with rows, PGlite the rows' holder too: read both alike.
    const rows = (result as unknown as { rows: Array<{ 'QUERY PLAN': unknown }> }).rows;
    const explained = rows[0]?.['QUERY PLAN'];
    const json = (typeof explained === 'string' ? JSON.parse(explained) : explained) as Array<{ Plan: PlanNode }>;
    return json[0]?.Plan as PlanNode;
  });
}

describe("a seller's page of adverts, as planned once for every seller", () => {
  const cursor = { published: new Date(NOW.getTime() - 86_400_000).toISOString(), id: ADVERTS / 2 };
  for (const [name, seller, at] of [
    ['a busy seller, first page', () => busy, null],
    ['a busy seller, a later page', () => busy, cursor],
    ['a seller of one advert', () => small, null],
  ] as const) {
    it(`walks adverts_visible_user_idx in order and sorts nothing: ${name}`, async () => {
      const plan = await genericPlanOf(sellerPageQuery(seller(), at, 11, NOW));
      const nodes = nodesOf(plan);
      expect(plan['Node Type']).toBe('Limit');
      expect(
        nodes.some((n) => n['Index Name'] === 'adverts_visible_user_idx'),
        JSON.stringify(plan),
      ).toBe(true);
      expect(nodes.map((n) => n['Node Type'])).not.toContain('Sort');
      expect(nodes.map((n) => n['Node Type'])).not.toContain('Seq Scan');
    });
  }
});

describe("where a seller's numbered page starts", () => {
  it('is read from adverts_visible_user_idx alone, in order, never sorted', async () => {
    // The start of page 100 of a busy seller: the deepest a page number reaches.
    const query = nthLiveAdvertQuery(database.handle.db, busy, 990, NOW);
    const result = await database.handle.db.execute(sql`EXPLAIN (FORMAT JSON) ${query}`);
    const rows = (result as unknown as { rows: Array<{ 'QUERY PLAN': unknown }> }).rows;
    const explained = rows[0]?.['QUERY PLAN'];
    const json = (typeof explained === 'string' ? JSON.parse(explained) : explained) as Array<{ Plan: PlanNode }>;
    const nodes = nodesOf(json[0]?.Plan as PlanNode);
    expect(nodes.find((n) => n['Index Name'])?.['Index Name'], JSON.stringify(nodes)).toBe('adverts_visible_user_idx');
    expect(nodes.map((n) => n['Node Type'])).toContain('Index Only Scan');
    expect(nodes.map((n) => n['Node Type'])).not.toContain('Sort');
    expect((await query).length).toBe(1);
  });
});
