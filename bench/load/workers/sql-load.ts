import pg from 'pg';
import { type LoadShape, type Measurement, percentile } from '../measurement.js';
import { serveOneJob } from './job.js';

export interface SqlJob extends LoadShape {
  url: string;
  poolSize: number;
  /** Connection settings as the server's pool sends them (apps/server/src/db/client.ts). */
  options: string;
  /** The statement's name, or '' for one planned for its values each time (a search), as the API sends it. */
  name: string;
  text: string;
  values: unknown[];
  nowIndex: number;
}

/**
 * The API's listing statement straight to PostgreSQL through node-postgres, prepared once per
 * connection (a named query) and run by `connections` callers over a pool as large as the server's:
 * the ceiling the API is compared with.
 */
serveOneJob<SqlJob, Measurement>(async (job) => {
  // A statement without a name is planned for its values, as the API plans its searches
  // (apps/server/src/db/array-rows.ts, PLAN_FOR_VALUES): here by the session's own setting.
  const options =
    job.name === ''
      ? job.options.replace('plan_cache_mode=force_generic_plan', 'plan_cache_mode=force_custom_plan')
      : job.options;
  const pool = new pg.Pool({ connectionString: job.url, max: job.poolSize, options });
  const run = async (until: number, latencies: number[] | null) => {
    let errors = 0;
    await Promise.all(
      Array.from({ length: job.connections }, async () => {
        while (performance.now() < until) {
          const values = [...job.values];
          values[job.nowIndex] = new Date();
          const started = performance.now();
          try {
            const result = await pool.query({ ...(job.name !== '' && { name: job.name }), text: job.text, values });
            if (result.rowCount === 0) throw new Error('no rows');
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
  await pool.end();
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
