import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createMediaStorage } from './create-media-storage.js';
import { DiskStorage } from './disk-storage.js';

const dir = mkdtempSync(join(tmpdir(), 'zeng-storage-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('disk media storage', () => {
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

  it('reads an object back, and answers null for one it does not have', async () => {
    await storage.put('read-large.webp', Buffer.from('pixels'), 'image/webp');
    expect((await storage.get('read-large.webp'))?.toString()).toBe('pixels');
    expect(await storage.get('missing-large.webp')).toBeNull();
    await expect(storage.get('../escape.webp')).rejects.toThrow(/Invalid media key/);
  });

  it('refuses keys that are paths', async () => {
    for (const key of ['../escape.webp', 'a/b.webp', '', '.hidden', 'a..b']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/Invalid media key/);
    }
  });

  it('is the configured driver, under DATA_DIR/uploads', async () => {
    const config = loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) });
    const configured = createMediaStorage(config);
    expect(configured).toBeInstanceOf(DiskStorage);
    expect((configured as DiskStorage).root).toBe(join(dir, 'uploads'));
  });

  it('is refused at start when S3 is asked for, since this build has no S3 driver', () => {
    expect(() => loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40), STORAGE_DRIVER: 's3' })).toThrow(
      'STORAGE_DRIVER: s3 is not available in this build; use disk',
    );
  });
});
