import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The web app's build (apps/web/dist): the pages' tests render with the app itself, as the server does. */
export const WEB_DIST_DIR = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** The check `npm start` makes: builds what is missing or out of date, reuses a current build (ADR 0027). */
const BUILD_IF_STALE = fileURLToPath(new URL('../../../../scripts/build-if-stale.mjs', import.meta.url));

/**
 * Builds the web app for the run when its sources changed since its last build (about 20 s), so the pages
 * are rendered by the screens under test and never by a stale build; a current build is reused, and a run
 * started while another builds waits for that build. ZENG_WEB_BUILT=1 trusts apps/web/dist as it is
 * (`npm test` checks it first).
 */
export function buildWebApp(): void {
  if (process.env.ZENG_WEB_BUILT === '1') return;
  execFileSync(process.execPath, [BUILD_IF_STALE, 'web', '--quiet'], { stdio: ['ignore', 'ignore', 'pipe'] });
}

/** Bundles the server (apps/server/dist/main.js) unless its bundle is current: what `npm start` runs. */
export function buildServer(): void {
  execFileSync(process.execPath, [BUILD_IF_STALE, 'server', '--quiet'], { stdio: ['ignore', 'ignore', 'pipe'] });
}
