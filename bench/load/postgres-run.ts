import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { POSTGRES_SESSION_SETTINGS } from '../../apps/server/src/db/client.js';
import { buildWeb } from '../web/build.js';
import { type CeilingPair, postgresChecks, withRatios, withVerdicts } from './budgets.js';
import { cursorOfPage, lookupIds, PHONES, PRICE_RANGE, postgresCalls } from './calls.js';
import { listingSteps } from './ceiling-sql.js';
import { type MeasuredCall, measureCalls, measureCeiling } from './measure.js';
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
    const measured = await measureCalls(server.origin, chosen, shape);

    // Each distinct statement straight to PostgreSQL once; calls sending the same one share its row.
    const ceilingJob = { ...shape, url: seeded.url, poolSize: settings.poolSize, options: SERVER_POOL_OPTIONS };
    const ceilingRows = new Map<string, MeasuredCall>();
    const pairs: CeilingPair[] = [];
    for (const call of chosen) {
      if (!call.ceiling) continue;
      const { filters, sort, page, atLeast } = call.ceiling;
      const key = JSON.stringify([filters, sort, page]);
      let row = ceilingRows.get(key);
      if (!row) {
        row = await measureCeiling(`ceiling-${call.id}`, `ceiling: ${call.label}, straight to PostgreSQL`, {
          ...ceilingJob,
          ...listingSteps(filters, sort, page ?? null, 10),
        });
        ceilingRows.set(key, row);
      }
      pairs.push({ call: call.id, ceiling: row.id, atLeast });
    }
    const rows = withRatios([...measured, ...ceilingRows.values()], pairs);
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
