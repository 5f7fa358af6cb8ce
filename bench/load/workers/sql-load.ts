import pg from 'pg';
import type { ListingStatement } from '../ceiling-sql.js';
import { type LoadShape, type Measurement, percentile } from '../measurement.js';
import { serveOneJob } from './job.js';

export interface SqlJob extends LoadShape {
  url: string;
  poolSize: number;
  /** Connection settings as the server's pool sends them (apps/server/src/db/client.ts). */
  options: string;
  /** The listing's statements: each runs after the one before answered fewer than `limit` rows, as the API runs them. */
  steps: ListingStatement[];
  limit: number;
}

/**
 * The API's listing statements straight to PostgreSQL through node-postgres, each named one prepared
 * once per connection, run by `connections` callers over a pool as large as the server's: the ceiling
 * the API is compared with.
 */
serveOneJob<SqlJob, Measurement>(async (job) => {
  // A statement without a name is planned for its values, as the API plans its searches
  // (apps/server/src/db/array-rows.ts, PLAN_FOR_VALUES): here by the session's own setting, over a
  // pool of its own.
  const pools = new Map<boolean, pg.Pool>();
  const poolFor = (plannedForValues: boolean) => {
    let pool = pools.get(plannedForValues);
    if (!pool) {
      const options = plannedForValues
        ? job.options.replace('plan_cache_mode=force_generic_plan', 'plan_cache_mode=force_custom_plan')
        : job.options;
      pool = new pg.Pool({ connectionString: job.url, max: job.poolSize, options });
      pools.set(plannedForValues, pool);
    }
    return pool;
  };
  // As the API remembers a search whose first step came up short (modules/adverts/rare-searches.ts),
  // every later call starts with the last step.
  let start = 0;
  const runSteps = async () => {
    let rowCount = 0;
    for (let i = start; i < job.steps.length; i++) {
      const step = job.steps[i];
      if (!step) break;
      const values = [...step.values];
      values[step.nowIndex] = new Date();
      const { name, text } = step;
      const result = await poolFor(name === '').query({ ...(name !== '' && { name }), text, values });
      rowCount = result.rowCount ?? 0;
      if (rowCount >= job.limit) break;
      start = job.steps.length - 1;
    }
    return rowCount;
  };
  const run = async (until: number, latencies: number[] | null) => {
    let errors = 0;
    await Promise.all(
      Array.from({ length: job.connections }, async () => {
        while (performance.now() < until) {
          const started = performance.now();
          try {
            if ((await runSteps()) === 0) throw new Error('no rows');
          } catch {
            errors += 1;
            continue;
          }
          latencies?.push(performance.now() - started);
        }
      }),
    );
    return errors;
  };
  await run(performance.now() + job.warmupSeconds * 1000, null);
  const latencies: number[] = [];
  const started = performance.now();
  const errors = await run(started + job.seconds * 1000, latencies);
  const seconds = (performance.now() - started) / 1000;
  await Promise.all([...pools.values()].map((pool) => pool.end()));
  const sorted = Float64Array.from(latencies).sort();
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return {
    requests: latencies.length,
    seconds,
    rps: Math.round((latencies.length / seconds) * 10) / 10,
    p50: round(percentile(sorted, 50)),
    p90: round(percentile(sorted, 90)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? 0),
    non2xx: 0,
    errors,
  };
});
