import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { embeddedChecks, withRatios, withVerdicts } from './budgets.js';
import { embeddedCalls, lookupIds } from './calls.js';
import { measureCalls } from './measure.js';
import type { EmbeddedSection } from './report.js';
import { startServer } from './server-process.js';
import { loadShape, log, type machine, type Settings } from './settings.js';

/**
 * Issue 10 item 6: the server as `npm start` configures it (apps/server `start`: no DATABASE_URL, so
 * PGlite in DATA_DIR with the demo marketplace, development mode, log level info) in a fresh DATA_DIR.
 * Only the web folder differs (empty): the API is measured, the web build is not needed.
 */
export async function runEmbedded(settings: Settings, host: ReturnType<typeof machine>): Promise<EmbeddedSection> {
  const temp = mkdtempSync(join(tmpdir(), 'zeng-bench-embedded-'));
  mkdirSync(join(temp, 'web'));
  log('starting the embedded server (it seeds the demo marketplace first)…');
  const server = await startServer({
    port: settings.port + 1,
    logFile: join(temp, 'server.log'),
    readyWithinMs: 600_000,
    env: { DATA_DIR: join(temp, 'data'), WEB_DIST_DIR: join(temp, 'web') },
  });
  try {
    const { appleId } = await lookupIds(server.origin);
    const shape = loadShape(settings);
    const rows = withRatios(await measureCalls(server.origin, embeddedCalls({ appleId }), shape), {});
    const checks = embeddedChecks(rows);
    return {
      date: new Date().toISOString(),
      machine: host,
      ...shape,
      rows: withVerdicts(rows, checks),
      checks,
      serverWarnings: server.warnings(),
    };
  } finally {
    await server.stop();
    rmSync(temp, { recursive: true, force: true });
  }
}
