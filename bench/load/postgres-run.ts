import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { POSTGRES_SESSION_SETTINGS } from '../../apps/server/src/db/client.js';
import { buildWeb } from '../web/build.js';
import { type CeilingPair, postgresChecks, withRatios, withVerdicts } from './budgets.js';
import { type Call, type Ceiling, cursorOfPage, lookupIds, PHONES, PRICE_RANGE, postgresCalls } from './calls.js';
import { listingSteps } from './ceiling-sql.js';
import { callJob, ceilingJob, type Job, measureGroups } from './measure.js';
import type { PostgresSection } from './report.js';
import { ensureSeeded } from './seed/database.js';
import { startServer } from './server-process.js';
import { loadShape, log, type machine, READ_LIMITS_LIFTED, type Settings } from './settings.js';

/** The server's own session settings, so the ceiling's pool differs from the API's in nothing else. */
const SERVER_POOL_OPTIONS = POSTGRES_SESSION_SETTINGS.map((s) => `-c ${s}`).join(' ');

/**
 * The production server on the seeded database, as the run measures it (and the profile records it):
 * the web app built, the SMS driver pointed nowhere, the read limits lifted.
 */
export async function startBenchServer(
  settings: Settings,
  databaseUrl: string,
  temp: string,
  nodeOptions: readonly string[] = [],
) {
  // The web app as `npm start` builds it: the server renders the pages measured with it.
  log('building the web app (production)');
  buildWeb(join(temp, 'web'));
  return startServer({
    port: settings.port,
    logFile: join(temp, 'server.log'),
    readyWithinMs: 120_000,
    nodeOptions,
    env: {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: String(settings.poolSize),
      JWT_SECRET: randomBytes(48).toString('base64url'),
      PUBLIC_ORIGIN: `http://127.0.0.1:${settings.port}`,
      // Production refuses the console driver; no call of the benchmark sends an SMS.
      SMS_DRIVER: 'http',
      SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
      LOG_LEVEL: 'warn',
      DATA_DIR: join(temp, 'data'),
      WEB_DIST_DIR: join(temp, 'web'),
      ...READ_LIMITS_LIFTED,
    },
  });
}

/** Calls whose ratio to each other is a budget (budgets.ts), measured in one group with their ceilings. */
const COMPARED: ReadonlyArray<readonly string[]> = [
  // With the floor: what HTTP alone costs at the same moment bounds what an uncached call can reach.
  ['phone-page-2', 'phone-page-1000', 'floor'],
  ['phone-first-browser', 'home-html'],
];

/**
 * The groups measured together (measure.ts, measureGroups): each call with the ceiling of its
 * statement, and the calls compared with each other with theirs.
 */
function measurementGroups(
  calls: readonly Call[],
  jobOf: (call: Call) => Job,
  ceilingOf: (call: Call, ceiling: Ceiling) => Job,
): { groups: Job[][]; pairs: CeilingPair[] } {
  const groups = new Map<string, Job[]>();
  const pairs: CeilingPair[] = [];
  for (const call of calls) {
    const key = COMPARED.find((ids) => ids.includes(call.id))?.[0] ?? call.id;
    const group = groups.get(key) ?? [];
    groups.set(key, group);
    group.push(jobOf(call));
    if (!call.ceiling) continue;
    const ceiling = ceilingOf(call, call.ceiling);
    group.push(ceiling);
    pairs.push({ call: call.id, ceiling: ceiling.row.id, atLeast: call.ceiling.atLeast });
  }
  return { groups: [...groups.values()], pairs };
}

/** Issue 10 item 1: a million adverts in PostgreSQL, the production server, its ceiling and its floor. */
export async function runPostgres(settings: Settings, host: ReturnType<typeof machine>): Promise<PostgresSection> {
  const seeded = await ensureSeeded(settings);
  const temp = mkdtempSync(join(tmpdir(), 'zeng-bench-'));
  const server = await startBenchServer(settings, seeded.url, temp);
  try {
    const shape = loadShape(settings);
    const ids = await lookupIds(server.origin);
    log('following nextCursor to page 1,000…');
    const page2 = await cursorOfPage(server.origin, PHONES, 2);
    const page1000 = await cursorOfPage(server.origin, PHONES, 1000);
    const rangePage2 = await cursorOfPage(server.origin, `${PHONES}?${PRICE_RANGE}`, 2);
    const calls = postgresCalls({
      ...ids,
      page2,
      page1000,
      rangePage2,
      commonWord: seeded.marker.words.common,
      rareWord: seeded.marker.words.rare,
    });
    const chosen = settings.only ? calls.filter((c) => settings.only?.includes(c.id)) : calls;
    const ceilingShape = { ...shape, url: seeded.url, poolSize: settings.poolSize, options: SERVER_POOL_OPTIONS };
    const { groups, pairs } = measurementGroups(
      chosen,
      (call) => callJob(server.origin, call, shape),
      (call, c) =>
        ceilingJob(`ceiling-${call.id}`, `ceiling: ${call.label}, straight to PostgreSQL`, {
          ...ceilingShape,
          ...listingSteps(c.filters, c.sort, c.page ?? null, 10),
        }),
    );
    const measured = await measureGroups(groups, shape.seconds);
    // The table lists the calls in their order, then the ceilings.
    const ordered = [...measured.filter((r) => r.kind !== 'ceiling'), ...measured.filter((r) => r.kind === 'ceiling')];
    const rows = withRatios(ordered, pairs);
    const checks = postgresChecks(rows, pairs);
    return {
      date: new Date().toISOString(),
      machine: host,
      adverts: settings.adverts,
      ...shape,
      poolSize: settings.poolSize,
      seed: { ...seeded.marker, reused: seeded.reused },
      rows: withVerdicts(rows, checks),
      checks,
      serverWarnings: server.warnings(),
    };
  } finally {
    await server.stop();
    rmSync(temp, { recursive: true, force: true });
  }
}
