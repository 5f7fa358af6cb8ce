import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from './testing/server-process.js';
import { buildServer } from './testing/web-build.js';

/**
 * The bundle `npm start` runs (dist/main.js, ADR 0027) is one file in another folder than the sources:
 * what the server reads from disk at run time must still be found, and the contract, which its package
 * exports as TypeScript, must be inside it (Node would not run it from node_modules).
 */
describe('the built server', () => {
  let dataDir = '';
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    buildServer();
    dataDir = mkdtempSync(join(tmpdir(), 'zeng-built-server-'));
    server = await startServerProcess(
      { NODE_ENV: 'development', DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'warn' },
      60_000,
      'bundle',
    );
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (path: string) => fetch(`${server?.url}${path}`);

  it('migrates a new database and loads the reference data', async () => {
    const res = await get('/api/v1/zeng/district');
    expect(res.status).toBe(200);
    expect(((await res.json()) as unknown[]).length).toBeGreaterThan(0);
  });

  it("serves its own images and the web app's pages, as the server started from its sources does", async () => {
    const image = await get('/media/placeholder.svg');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/^text\/html/);
  });
});
