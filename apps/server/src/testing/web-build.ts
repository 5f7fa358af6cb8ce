import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The web app's build (apps/web/dist): the pages' tests render with the app itself, as the server does. */
export const WEB_DIST_DIR = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/**
 * Builds the web app once for the run (about 3 s), so the pages are rendered by the screens under test
 * and never by a stale build; `npm test` builds it first and says so with ZENG_WEB_BUILT=1.
 */
export function buildWebApp(): void {
  if (process.env.ZENG_WEB_BUILT === '1') return;
  const root = fileURLToPath(new URL('../../../..', import.meta.url));
  execFileSync('npm', ['run', 'build', '-w', '@zeng/web'], { cwd: root, stdio: 'ignore' });
}
