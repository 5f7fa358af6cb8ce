import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { prepareDatabase } from './prepare.js';

const root = mkdtempSync(join(tmpdir(), 'zeng-prepare-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Every path under `dir` (itself included) whose group or others may read, write or enter it, with its mode. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    const stats = lstatSync(path);
    if (stats.isSymbolicLink()) return;
    if (stats.mode & 0o077) found.push(`${(stats.mode & 0o777).toString(8)} ${path.slice(dir.length) || '/'}`);
    if (stats.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
  return found;
}

describe('the data directory of the embedded database', () => {
  it('is owner-only once the server has prepared it: the database, uploads and secret, old and new', async () => {
    const dataDir = join(root, 'data');
    // A data directory from before: world-writable files, as earlier versions left them.
    mkdirSync(join(dataDir, 'uploads'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', 'old-large.webp'), 'bytes');
    writeFileSync(join(dataDir, 'jwt-secret'), 'x'.repeat(48));
    chmodSync(join(dataDir, 'uploads', 'old-large.webp'), 0o666);
    chmodSync(join(dataDir, 'jwt-secret'), 0o644);
    chmodSync(join(dataDir, 'uploads'), 0o777);
    chmodSync(dataDir, 0o755);

    const config = loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'silent' });
    const database = await prepareDatabase(config);
    await database.close();

    expect(readdirSync(join(dataDir, 'db')).length).toBeGreaterThan(10);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, 'uploads', 'old-large.webp')).mode & 0o777).toBe(0o600);
  });
});
