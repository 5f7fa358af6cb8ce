import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { DiskStorage } from '../../infra/storage/disk-storage.js';
import { processImage } from './images.js';
import { contentKey, imageUrl, keyFromImageUrl, storeImage, storeRenditions } from './urls.js';

const dir = mkdtempSync(join(tmpdir(), 'zeng-media-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('stored images', () => {
  it('an image URL names the rendition under /uploads/', () => {
    expect(imageUrl('AbCdEfGh12345678', 'thumb')).toBe('/uploads/AbCdEfGh12345678-thumb.webp');
    expect(imageUrl('AbCdEfGh12345678', 'large')).toBe('/uploads/AbCdEfGh12345678-large.webp');
    expect(imageUrl('AbCdEfGh12345678', 'medium')).toBe('/uploads/AbCdEfGh12345678-medium.webp');
  });

  it('storing an image writes its three renditions under a new 16-character URL-safe key', async () => {
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
    expect(await sharp((await storage.get(`${first.key}-medium.webp`)) ?? Buffer.alloc(0)).metadata()).toMatchObject({
      format: 'webp',
      width: 800,
      height: 622,
    });
  });
});

describe('image addresses and keys', () => {
  it("a content key is 22 URL-safe characters of the bytes' hash: the same bytes, the same key", () => {
    const key = contentKey(Buffer.from('photo bytes'));
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(contentKey(Buffer.from('photo bytes'))).toBe(key);
    expect(contentKey(Buffer.from('photo bytez'))).not.toBe(key);
  });

  it('keyFromImageUrl reads back the key of an address this server gave out', () => {
    expect(keyFromImageUrl(imageUrl('AbC_-123', 'large'))).toBe('AbC_-123');
    expect(keyFromImageUrl(imageUrl('AbC_-123', 'thumb'))).toBe('AbC_-123');
  });

  it('keyFromImageUrl refuses foreign and malformed addresses', () => {
    for (const url of [
      'javascript:alert(1)',
      'https://evil.example/uploads/AbC-large.webp',
      '//evil.example/uploads/AbC-large.webp',
      'http://localhost:8080/uploads/AbC-large.webp',
      '/uploads/../jwt-secret-large.webp',
      '/uploads/%2e%2e/AbC-large.webp',
      '/uploads/a/b-large.webp',
      '/uploads/AbC-large.webp?x=1',
      '/uploads/AbC-large.webp#x',
      '/uploads/AbC-large.webp\n',
      '/uploads/AbC-large.png',
      '/uploads/AbC-small.webp',
      '/uploads/-large.webp',
      ' /uploads/AbC-large.webp',
      '/UPLOADS/AbC-large.webp',
      'uploads/AbC-large.webp',
      `/uploads/${'a'.repeat(65)}-large.webp`,
      '',
    ]) {
      expect(keyFromImageUrl(url), url).toBeNull();
    }
  });

  it('keyFromImageUrl refuses the medium rendition: the API never answers it, so imageUrls never carry it', () => {
    expect(keyFromImageUrl(imageUrl('AbC_-123', 'medium'))).toBeNull();
  });

  it('storing renditions under a key that already has them keeps the stored files', async () => {
    const storage = new DiskStorage(dir);
    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const image = await processImage(png);
    await storage.put('SameKey-large.webp', Buffer.from('first'), 'image/webp');
    await storeRenditions(storage, 'SameKey', image);
    expect(readFileSync(join(dir, 'SameKey-large.webp'), 'utf8')).toBe('first');
    expect(await storage.exists('SameKey-thumb.webp')).toBe(true);
  });

  it('storing again an image stored before the medium rendition existed adds only that one', async () => {
    const storage = new DiskStorage(dir);
    const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#456' } })
      .png()
      .toBuffer();
    const image = await processImage(png);
    await storage.put('OldKey-large.webp', Buffer.from('old large'), 'image/webp');
    await storage.put('OldKey-thumb.webp', Buffer.from('old thumb'), 'image/webp');
    await storeRenditions(storage, 'OldKey', image);
    expect(readFileSync(join(dir, 'OldKey-large.webp'), 'utf8')).toBe('old large');
    expect(readFileSync(join(dir, 'OldKey-thumb.webp'), 'utf8')).toBe('old thumb');
    expect(readFileSync(join(dir, 'OldKey-medium.webp')).equals(image.medium)).toBe(true);
  });
});
