import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadsDir } from '../../infra/storage/media-storage.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { imageUrl } from './urls.js';

const dataDir = mkdtempSync(join(tmpdir(), 'zeng-serve-'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  writeFileSync(join(uploadsDir(dataDir), 'Key_of_16_chars1-thumb.webp'), Buffer.from('RIFF....WEBP'));
  writeFileSync(join(uploadsDir(dataDir), 'Key_of_16_chars1-share.jpg'), Buffer.from('JFIF'));
  writeFileSync(join(uploadsDir(dataDir), 'fallback-share-v1.png'), Buffer.from('PNG'));
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('stored images are served at /uploads/', () => {
  it('a stored rendition answers as WebP, cacheable for a year', async () => {
    const res = await t.app.inject({ url: imageUrl('Key_of_16_chars1', 'thumb') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe('RIFF....WEBP');
  });

  it('share images answer with their own types', async () => {
    const jpeg = await t.app.inject({ url: '/uploads/Key_of_16_chars1-share.jpg' });
    expect([jpeg.statusCode, jpeg.headers['content-type'], jpeg.body]).toEqual([200, 'image/jpeg', 'JFIF']);
    const png = await t.app.inject({ url: '/uploads/fallback-share-v1.png' });
    expect([png.statusCode, png.headers['content-type'], png.body]).toEqual([200, 'image/png', 'PNG']);
  });

  it('answers 304 without the bytes to a browser holding the same ETag or date, and the image to one holding another', async () => {
    const url = imageUrl('Key_of_16_chars1', 'thumb');
    const first = await t.app.inject({ url });
    expect(first.headers.etag).toMatch(/^W\/".+"$/);
    expect(first.headers['content-length']).toBe('12');

    const same = await t.app.inject({ url, headers: { 'if-none-match': `"x", ${first.headers.etag}` } });
    expect([same.statusCode, same.body, same.headers.etag]).toEqual([304, '', first.headers.etag]);
    const since = await t.app.inject({ url, headers: { 'if-modified-since': String(first.headers['last-modified']) } });
    expect(since.statusCode).toBe(304);

    const other = await t.app.inject({ url, headers: { 'if-none-match': 'W/"0-0"' } });
    expect([other.statusCode, other.body]).toEqual([200, 'RIFF....WEBP']);
    const older = await t.app.inject({ url, headers: { 'if-modified-since': new Date(0).toUTCString() } });
    expect(older.statusCode).toBe(200);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: imageUrl('Key_of_16_chars1', 'thumb') });
    expect([res.statusCode, res.headers['content-type'], res.body]).toEqual([200, 'image/webp', '']);
    const full = await t.app.inject({ url: imageUrl('Key_of_16_chars1', 'thumb') });
    expect(res.headers['content-length']).toBe(String(full.rawPayload.length));
    expect(res.headers.etag).toBe(full.headers.etag);
  });

  it('a missing image answers JSON 404', async () => {
    const res = await t.app.inject({ url: imageUrl('NoSuchKey0000000', 'large') });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect(res.body).not.toContain('NoSuchKey');
  });

  it('does not list the folder or leave it by a relative path', async () => {
    expect((await t.app.inject({ url: '/uploads/' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/uploads/../jwt-secret' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/uploads/%2e%2e/jwt-secret' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/uploads/..%2Fjwt-secret' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/uploads/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd' })).statusCode).toBe(404);
  });
});
