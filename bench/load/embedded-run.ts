import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { browserPhoto } from '../uploads/photos.js';
import { buildWeb } from '../web/build.js';
import { embeddedChecks, floodChecks, withFloodVerdicts, withRatios, withVerdicts } from './budgets.js';
import { embeddedCalls, lookupIds } from './calls.js';
import { advertPagePaths, embeddedFloods, type FloodRow, measureFlood } from './floods.js';
import { measureCalls } from './measure.js';
import type { EmbeddedSection } from './report.js';
import { startServer } from './server-process.js';
import { loadShape, log, type machine, READ_LIMITS_LIFTED, type Settings } from './settings.js';
import { startSmsInbox } from './sms-inbox.js';

/** Different advert pages the crawler-like flood asks for: more than the server keeps (500). */
const ADVERT_PAGES = 1000;

/**
 * Issue 10 item 6: the server as `npm start` configures it (apps/server `start`: no DATABASE_URL, so
 * PGlite in DATA_DIR with the demo marketplace, development mode, log level info) in a fresh DATA_DIR.
 * Only the web folder differs (empty: the API is measured, the web build is not needed), and the
 * per-address read limits are lifted (settings.ts).
 *
 * Issue 18 item 4 and issue 34: then the same data directory under a production server (the web app
 * built, so advert pages are rendered), flooded by one client (127.0.0.2) while another (127.0.0.3)
 * measures its own requests. `BENCH_FLOODS_ONLY=1` measures the floods alone (nothing is written);
 * `BENCH_FLOODS=search,json` some of them (search, advert-page, advert-pages, json, page-variants,
 * about-us, slow-uploads, sitemaps); `BENCH_FLOOD_LOGS=dir` keeps each flood's server log there, at
 * level info (every request with its client address: slower than the measured runs).
 */
export async function runEmbedded(settings: Settings, host: ReturnType<typeof machine>): Promise<EmbeddedSection> {
  const temp = mkdtempSync(join(tmpdir(), 'zeng-bench-embedded-'));
  const dataDir = join(temp, 'data');
  mkdirSync(join(temp, 'empty-web'));
  const shape = loadShape(settings);
  try {
    log('starting the embedded server (it seeds the demo marketplace first)…');
    const server = await startServer({
      port: settings.port + 1,
      logFile: join(temp, 'server.log'),
      readyWithinMs: 600_000,
      env: { DATA_DIR: dataDir, WEB_DIST_DIR: join(temp, 'empty-web'), ...READ_LIMITS_LIFTED },
    });
    let rows: EmbeddedSection['rows'] = [];
    let checks: EmbeddedSection['checks'] = [];
    let serverWarnings: string[] = [];
    let advertPaths: string[];
    try {
      // Read here, where the limits are lifted: the floods' own address starts with its whole allowance.
      advertPaths = await advertPagePaths(server.origin, ADVERT_PAGES);
      if (!settings.floodsOnly) {
        const { appleId } = await lookupIds(server.origin);
        const measured = withRatios(await measureCalls(server.origin, embeddedCalls({ appleId }), shape), []);
        checks = embeddedChecks(measured);
        rows = withVerdicts(measured, checks);
      }
    } finally {
      serverWarnings = server.warnings();
      await server.stop();
    }

    const webDir = process.env.BENCH_WEB_DIST ?? join(temp, 'web');
    if (!process.env.BENCH_WEB_DIST) {
      log('building the web app (production), for the advert pages the floods ask for');
      buildWeb(webDir);
    }
    const port = settings.port + 1;
    const only = process.env.BENCH_FLOODS?.split(',').map((id) => `flood-${id.trim()}`);
    const floods = embeddedFloods({
      advertPaths,
      searchWord: 'qara',
      photo: await browserPhoto(),
      seconds: shape.seconds,
    }).filter((flood) => !only || only.includes(flood.id));
    const logsDir = process.env.BENCH_FLOOD_LOGS;
    if (logsDir) mkdirSync(logsDir, { recursive: true });
    // The production servers' SMS gateway: the slow uploads' row signs two accounts in with its codes.
    const sms = await startSmsInbox();
    const measured: Array<Omit<FloodRow, 'verdict'>> = [];
    try {
      for (const flood of floods) {
        // A server of its own for each flood: it starts with empty counters and caches, as after a deploy.
        log(`starting a production server on the same embedded database for: ${flood.label}`);
        const logFile = join(temp, `${flood.id}.log`);
        const production = await startServer({
          port,
          logFile,
          readyWithinMs: 120_000,
          env: {
            NODE_ENV: 'production',
            DATA_DIR: dataDir,
            WEB_DIST_DIR: webDir,
            JWT_SECRET: randomBytes(48).toString('base64url'),
            PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
            // Production refuses the console driver: codes go to the bench's own inbox.
            SMS_DRIVER: 'http',
            SMS_HTTP_URL: sms.url,
            LOG_LEVEL: logsDir ? 'info' : 'warn',
          },
        });
        try {
          measured.push(await measureFlood(production.origin, flood, shape, sms));
        } finally {
          serverWarnings.push(...production.warnings());
          await production.stop();
          if (logsDir) copyFileSync(logFile, join(logsDir, `${flood.id}.log`));
        }
      }
    } finally {
      await sms.close();
    }
    const judged = floodChecks(measured);
    return {
      date: new Date().toISOString(),
      machine: host,
      ...shape,
      rows,
      checks: [...checks, ...judged],
      floods: withFloodVerdicts(measured, judged),
      serverWarnings,
    };
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}
