import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createMediaStorage } from './create-media-storage.js';
import { DiskStorage } from './disk-storage.js';

const dir = mkdtempSync(join(tmpdir(), 'zeng-storage-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('disk media storage (the contract for every driver is in media-storage.test.ts)', () => {
  const storage = new DiskStorage(join(dir, 'uploads'));

  it('writes, finds and deletes an object, leaving no temporary file behind', async () => {
    expect(await storage.exists('abc-thumb.webp')).toBe(false);
    await storage.put('abc-thumb.webp', Buffer.from('bytes'), 'image/webp');
    expect(await storage.exists('abc-thumb.webp')).toBe(true);
    expect(readFileSync(join(dir, 'uploads', 'abc-thumb.webp'), 'utf8')).toBe('bytes');
    expect(readdirSync(join(dir, 'uploads'))).toEqual(['abc-thumb.webp']);
    await storage.delete('abc-thumb.webp');
    expect(await storage.exists('abc-thumb.webp')).toBe(false);
    await expect(storage.delete('abc-thumb.webp')).resolves.toBeUndefined();
  });

  it('keeps its folder and every object to the owner of the process', async () => {
    const owned = new DiskStorage(join(dir, 'owned', 'uploads'));
    await owned.put('abc-large.webp', Buffer.from('bytes'), 'image/webp');
    expect(statSync(join(dir, 'owned')).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, 'owned', 'uploads')).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, 'owned', 'uploads', 'abc-large.webp')).mode & 0o777).toBe(0o600);
  });

  it('is the configured driver, under DATA_DIR/uploads', async () => {
    const config = loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) });
    const configured = createMediaStorage(config);
    expect(configured).toBeInstanceOf(DiskStorage);
    expect((configured as DiskStorage).root).toBe(join(dir, 'uploads'));
  });
});
