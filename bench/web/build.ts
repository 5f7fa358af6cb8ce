/** The web app as `npm start` builds it: Vite's production build, whatever NODE_ENV the caller runs with. */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const WEB_DIR = fileURLToPath(new URL('../../apps/web/', import.meta.url));

const vite = (args: string[]) => {
  const result = spawnSync('npx', ['vite', 'build', '--mode', 'production', ...args], {
    cwd: WEB_DIR,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`the web build failed (exit ${result.status})`);
};

/** Builds apps/web for production into outDir: the browser's app, and the server's renderer in outDir/server. */
export function buildWeb(outDir: string): void {
  vite(['--outDir', outDir, '--emptyOutDir']);
  vite(['--ssr', 'src/ssr/entry-server.tsx', '--outDir', `${outDir}/server`]);
}
