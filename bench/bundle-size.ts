/**
 * The JavaScript a phone fetches for home until the page is idle, gzipped, against its budget (issue 33,
 * docs/architecture.md "Budgets"): every script the browser asks for, the page's later parts included,
 * not only the first graph the build's manifest names. The server runs as `npm start` runs it (its own
 * process, a fresh data directory with the demo marketplace, the built web app); Debian's chromium opens
 * home as a phone (390 px, touch) and as a desktop (1280 px), and each script is counted by the gzipped
 * size of its file in the build (what a gzip-only client gets; the server sends brotli where asked).
 *
 * Also fails on a development build (`npm start` builds the production one whatever NODE_ENV says,
 * apps/web/vite.config.ts), and when the page does not run on React's own react-dom (ADR 0012: never an
 * alias to another runtime). Run after `npm run build -w @zeng/web` (`WEB_DIST_DIR` to measure another
 * build); exits 1 on any of them. Writes results/bundle.json.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { PATHS } from '@zeng/contract/routes';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.mjs';
import { startServer } from './load/server-process.js';

/** Issue 33's budget: what a phone fetches for home until idle. */
const BUDGET_BYTES = 150_000;
/** Quiet this long (no request under way) is idle. */
const IDLE_MS = 3000;
const PORT = Number(process.env.BENCH_BUNDLE_PORT ?? 8330);
/** What the development JSX transform records of every element's place in the source. */
const DEVELOPMENT_SOURCE_RECORD = /lineNumber:\d+,columnNumber:\d+/;
/** What only React DOM writes: the key it marks a root's container with. Preact's compat layer has none. */
const REACT_DOM_MARK = '__reactContainer$';

const distDir = process.env.WEB_DIST_DIR ?? fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const gzipped = (file: string) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;

interface Fetched {
  layout: 'phone' | 'desktop';
  totalGzipBytes: number;
  files: { path: string; gzip: number }[];
}

/** Opens home in a fresh browser context and lists every script it fetches until it is idle. */
async function scriptsFetched(origin: string, layout: Fetched['layout']): Promise<Fetched> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext(
      layout === 'phone'
        ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'az-AZ' }
        : { viewport: { width: 1280, height: 800 }, locale: 'az-AZ' },
    );
    const page = await context.newPage();
    const scripts: string[] = [];
    let lastActivity = Date.now();
    let pending = 0;
    page.on('request', (request) => {
      pending++;
      lastActivity = Date.now();
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const settled = () => {
      pending--;
      lastActivity = Date.now();
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    await page.goto(`${origin}${PATHS.home}`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.live === 'true');
    while (pending > 0 || Date.now() - lastActivity < IDLE_MS) await page.waitForTimeout(250);
    const foreign = scripts.filter((path) => !path.startsWith('/assets/'));
    if (foreign.length > 0) throw new Error(`home fetched scripts from outside the build: ${foreign.join(', ')}`);
    const files = [...new Set(scripts)].map((path) => ({ path, gzip: gzipped(path.slice(1)) }));
    return { layout, totalGzipBytes: files.reduce((sum, f) => sum + f.gzip, 0), files };
  } finally {
    await browser.close();
  }
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'zeng-bench-bundle-'));
  const server = await startServer({
    // `npm start`'s own configuration: development, the embedded database, the demo marketplace.
    env: {
      NODE_ENV: 'development',
      DATA_DIR: join(work, 'data'),
      WEB_DIST_DIR: distDir,
      PUBLIC_ORIGIN: `http://127.0.0.1:${PORT}`,
      LOG_LEVEL: 'warn',
    },
    port: PORT,
    logFile: join(work, 'server.log'),
    readyWithinMs: 180_000,
  });
  let phone: Fetched;
  let desktop: Fetched;
  try {
    phone = await scriptsFetched(server.origin, 'phone');
    desktop = await scriptsFetched(server.origin, 'desktop');
  } finally {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }

  const developmentFiles = readdirSync(join(distDir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .filter((name) => DEVELOPMENT_SOURCE_RECORD.test(readFileSync(join(distDir, 'assets', name), 'utf8')));
  const homeScripts = phone.files.map((f) => readFileSync(join(distDir, f.path), 'utf8'));
  const onReactDom = homeScripts.some((code) => code.includes(REACT_DOM_MARK));
  const onPreact = homeScripts.some((code) => /\bpreact\b/.test(code));

  const result = {
    date: new Date().toISOString(),
    budgetBytes: BUDGET_BYTES,
    totalGzipBytes: phone.totalGzipBytes,
    runtime: onReactDom && !onPreact ? 'react-dom' : 'not react-dom',
    phone,
    desktop,
  };
  writeFileSync(new URL('./results/bundle.json', import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  console.warn(
    `home's JavaScript fetched until idle, gzipped: phone ${kb(phone.totalGzipBytes)} in ${phone.files.length} files (budget ${kb(BUDGET_BYTES)}), desktop ${kb(desktop.totalGzipBytes)} in ${desktop.files.length}`,
  );
  if (developmentFiles.length > 0) {
    console.warn(
      `a development build: ${developmentFiles.length} files record JSX source places, e.g. ${developmentFiles[0]}`,
    );
  }
  if (!onReactDom || onPreact) console.warn('the home route does not run on React DOM (ADR 0012)');
  console.warn(`runtime: ${result.runtime}`);
  if (phone.totalGzipBytes > BUDGET_BYTES || developmentFiles.length > 0 || !onReactDom || onPreact) process.exit(1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
