import { availableParallelism, cpus, loadavg } from 'node:os';

/** Everything the load benchmark reads from its environment and command line, in one place. */
/** How each call is driven: connections, measured and warm-up seconds (the load jobs and the results' header). */
export const loadShape = (s: Settings) => ({
  connections: s.connections,
  seconds: s.seconds,
  warmupSeconds: s.warmupSeconds,
});

export interface Settings {
  /** 'postgres': the seeded PostgreSQL database; 'embedded': what `npm start` runs (PGlite, demo data). */
  target: 'postgres' | 'embedded';
  /** A server of PostgreSQL; the benchmark works in its own database on it (DB_NAME). */
  serverUrl: string;
  adverts: number;
  reseed: boolean;
  connections: number;
  /** Measured seconds per call shape, after `warmupSeconds` unmeasured. */
  seconds: number;
  warmupSeconds: number;
  /** The server's DATABASE_POOL_SIZE; the ceiling's pool is as large. */
  poolSize: number;
  /** The server listens here (the brief gives the bench 8300-8309). */
  port: number;
  /** Embedded only: the floods of issue 18 alone, printed and not written (BENCH_FLOODS_ONLY=1). */
  floodsOnly: boolean;
  /** PostgreSQL only: these calls alone (BENCH_CALLS=phone-page-1000,search-common), printed and not written. */
  only: string[] | null;
}

export const DB_NAME = 'zeng_bench';

/**
 * The throughput rows measure what the server does, not what one address may ask: every call comes
 * from this one address, thousands a second, so the per-address limits on uncached reads (ADR 0014)
 * are lifted for them. The floods (issue 18) run with the defaults.
 */
export const READ_LIMITS_LIFTED = {
  SEARCHES_PER_ADDRESS_PER_MINUTE: '10000000',
  ADVERT_READS_PER_ADDRESS_PER_MINUTE: '10000000',
  PAGE_RENDERS_PER_ADDRESS_PER_MINUTE: '10000000',
} as const;

const number = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw.replaceAll('_', ''));
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not "${raw}"`);
  return value;
};

export function readSettings(argv: readonly string[] = process.argv.slice(2)): Settings {
  const embedded = argv.includes('--embedded') || process.env.BENCH_TARGET === 'embedded';
  return {
    target: embedded ? 'embedded' : 'postgres',
    serverUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    adverts: Math.round(number('BENCH_ADVERTS', 1_000_000)),
    reseed: process.env.BENCH_RESEED === '1' || process.env.BENCH_RESEED === 'true',
    connections: Math.round(number('BENCH_CONNECTIONS', 16)),
    seconds: number('BENCH_SECONDS', 10),
    warmupSeconds: number('BENCH_WARMUP_SECONDS', 2),
    poolSize: Math.round(number('DATABASE_POOL_SIZE', 4)),
    port: Math.round(number('BENCH_PORT', 8300)),
    floodsOnly: process.env.BENCH_FLOODS_ONLY === '1' || process.env.BENCH_FLOODS_ONLY === 'true',
    only: process.env.BENCH_CALLS ? process.env.BENCH_CALLS.split(',').map((id) => id.trim()) : null,
  };
}

/** The database of the benchmark on the server `serverUrl` names. */
export function benchDatabaseUrl(serverUrl: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
}

/** The machine, and how busy it was when the run began (other work on it skews every figure). */
export function machine() {
  return {
    cores: availableParallelism(),
    cpu: cpus()[0]?.model ?? 'unknown',
    node: process.version,
    loadAverageAtStart: Number((loadavg()[0] ?? 0).toFixed(2)),
  };
}

export const log = (...args: unknown[]) => console.warn('[bench]', ...args);
