/** The web app as `npm start` builds it: Vite's production build, whatever NODE_ENV the caller runs with. */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const WEB_DIR = fileURLToPath(new URL('../../apps/web/', import.meta.url));

/** Builds apps/web for production into outDir. */
export function buildWeb(outDir: string): void {
  const result = spawnSync('npx', ['vite', 'build', '--mode', 'production', '--outDir', outDir, '--emptyOutDir'], {
    cwd: WEB_DIR,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`the web build failed (exit ${result.status})`);
}
