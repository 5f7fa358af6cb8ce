import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { DiskStorage } from '../../infra/storage/disk-storage.js';
import { imageUrl, storeImage } from './urls.js';

const dir = mkdtempSync(join(tmpdir(), 'zeng-media-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('stored images', () => {
  it('an image URL names the rendition under /uploads/', () => {
    expect(imageUrl('AbCdEfGh12345678', 'thumb')).toBe('/uploads/AbCdEfGh12345678-thumb.webp');
    expect(imageUrl('AbCdEfGh12345678', 'large')).toBe('/uploads/AbCdEfGh12345678-large.webp');
  });

  it('storing an image writes both renditions under a new 16-character URL-safe key', async () => {
    const storage = new DiskStorage(dir);
    const png = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const first = await storeImage(storage, png);
    const second = await storeImage(storage, png);
    expect(first).toMatchObject({ width: 900, height: 700 });
    expect(first.key).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(second.key).not.toBe(first.key);
    expect(await storage.exists(`${first.key}-thumb.webp`)).toBe(true);
    expect(await storage.exists(`${first.key}-large.webp`)).toBe(true);
  });
});
