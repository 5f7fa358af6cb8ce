/**
 * Listing benchmark (docs/architecture.md, "Budgets"): N adverts in PostgreSQL, 16 concurrent connections,
 * the first page and a page 1,000 deep through the real API, and the same query sent straight to
 * PostgreSQL with a prepared statement, all in one run. Reports ratios, not absolute promises.
 *
 *   npm run bench:listing            (BENCH_ADVERTS=200000 by default; the budget is for 1,000,000)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_ADVERTS=1000000 npm run bench:listing
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { seedReferenceData } from '../apps/server/src/db/seed-reference.js';
import { encodeCursor } from '../apps/server/src/modules/adverts/cursor.js';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ADVERTS = Number(process.env.BENCH_ADVERTS ?? 200_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 16;
const DB_NAME = 'zeng_bench';

const withDb = (url: string, db: string) => Object.assign(new URL(url), { pathname: `/${db}` }).toString();
const log = (...args: unknown[]) => console.warn('[bench]', ...args);

async function prepareDatabase(url: string) {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DB_NAME}`);
  await admin.end();
  const handle = await openDatabase({ url, poolSize: 2 });
  await handle.migrate();
  await seedReferenceData(handle.db);
  await handle.close();

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = Date.now();
  await client.query(`INSERT INTO users (phone_number, first_name, last_name)
    SELECT '99450' || lpad(g::text, 7, '0'), 'Seller', 'Number ' || g FROM generate_series(1, 2000) g`);
  // Phones spread over the last 30 days, every phone brand's first models, every district.
  await client.query(
    `INSERT INTO adverts (category, user_id, state, price, district_id, condition, brand_id, model_id, color,
       storage_id, ram_id, sim_type, search_text, created_at, published_at, expires_at)
     SELECT 'phone', 1 + (g % 2000), 'APPROVED', 50 + (g * 7919 % 3000), 1 + (g % 63),
       CASE WHEN g % 4 = 0 THEN 'new' ELSE 'used' END, b, b * 10000 + 1 + (g % 5), 'Black', 5, 26, 'DUAL SIM',
       'phone ' || g, t, t, t + interval '30 days'
     FROM generate_series(1, $1::int) g,
       LATERAL (SELECT 1 + (g % 20) AS b, now() - (g % 2592000) * interval '1 second' AS t) x`,
    [ADVERTS],
  );
  await client.query('ANALYZE');
  log(`seeded ${ADVERTS} adverts in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await client.end();
}

async function deepCursor(url: string, page: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query(
    `SELECT published_at, id FROM adverts WHERE category = 'phone' AND state = 'APPROVED' AND deleted_at IS NULL
       AND expires_at > now() ORDER BY published_at DESC, id DESC OFFSET $1 LIMIT 1`,
    [(page - 1) * 10 - 1],
  );
  await client.end();
  const row = rows[0] as { published_at: Date; id: number };
  return encodeCursor({ sort: 'DATE_DESC', key: row.published_at.toISOString(), id: row.id });
}

async function cannon(url: string) {
  // A short warm-up first: JIT, prepared statements and pool connections.
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** The listing query of the API, prepared, straight to PostgreSQL: the ceiling to compare with. */
async function direct(url: string) {
  // The API's pool size and plan mode (apps/server/src/db/client.ts), so only the app layer differs.
  const pool = new pg.Pool({ connectionString: url, max: 4, options: '-c plan_cache_mode=force_generic_plan' });
  const text = `SELECT a.id, a.category, a.user_id, a.state, a.price, a.district_id, a.comment, a.condition, a.color,
      a.sim_type, a.sim_number, a.name, a.accessory_type, a.rejection_reason, a.created_at, a.published_at,
      a.expires_at, a.deleted_at, a.brand_id, a.model_id, a.storage_id, a.ram_id, a.sim_provider_id,
      ARRAY(SELECT ai.key FROM advert_images ai WHERE ai.advert_id = a.id ORDER BY ai.position)
    FROM adverts a
    WHERE a.state = 'APPROVED' AND a.deleted_at IS NULL AND a.expires_at > $1 AND a.category = 'phone'
    ORDER BY a.published_at DESC, a.id DESC LIMIT 11`;
  let done = 0;
  const latencies: number[] = [];
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) {
        const t0 = performance.now();
        await pool.query({ name: 'listing', text, values: [new Date()] });
        latencies.push(performance.now() - t0);
        done += 1;
      }
    }),
  );
  await pool.end();
  latencies.sort((a, b) => a - b);
  return { rps: done / SECONDS, p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0 };
}

async function main() {
  const url = withDb(SERVER_URL, DB_NAME);
  await prepareDatabase(url);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: url,
    DATA_DIR: '/tmp/zeng-bench',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
  });
  const database = await openDatabase({ url, poolSize: config.DATABASE_POOL_SIZE });
  const app = await buildApp(config, { database, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1/zeng/phone?limit=10`;
  const cursor = await deepCursor(url, 1000);

  log('first page…');
  const first = await cannon(base);
  log('page 1,000…');
  const deep = await cannon(`${base}&page=${cursor}`);
  log('straight to PostgreSQL…');
  const raw = await direct(url);
  await app.close();
  await database.close();

  const results = {
    date: new Date().toISOString(),
    adverts: ADVERTS,
    connections: CONNECTIONS,
    seconds: SECONDS,
    first,
    deep,
    direct: raw,
    ratios: {
      deepToFirstP99: Number((deep.p99 / first.p99).toFixed(2)),
      apiToDirectThroughput: Number((first.rps / raw.rps).toFixed(2)),
    },
    budgets: { p99Ms: 30, deepWithinPercent: 20, apiToDirectAtLeast: 0.5 },
  };
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(new URL('./results/listing.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
  const md = `# Listing benchmark

${ADVERTS.toLocaleString('en')} phone adverts in PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s each, ${results.date}.

| run | requests/s | p50 ms | p99 ms |
|---|---|---|---|
| API, first page | ${first.rps.toFixed(0)} | ${first.p50} | ${first.p99} |
| API, page 1,000 | ${deep.rps.toFixed(0)} | ${deep.p50} | ${deep.p99} |
| same query straight to PostgreSQL (prepared) | ${raw.rps.toFixed(0)} | | ${raw.p99.toFixed(1)} |

- page 1,000 p99 / first page p99: **${results.ratios.deepToFirstP99}** (budget: within 1.2)
- API throughput / direct throughput: **${results.ratios.apiToDirectThroughput}** (budget: at least 0.5)
`;
  writeFileSync(new URL('./results/listing.md', import.meta.url), md);
  console.warn(md);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
