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

  it('a missing image answers JSON 404', async () => {
    const res = await t.app.inject({ url: imageUrl('NoSuchKey0000000', 'large') });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('does not list the folder or leave it by a relative path', async () => {
    expect((await t.app.inject({ url: '/uploads/' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/uploads/../jwt-secret' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/uploads/%2e%2e/jwt-secret' })).statusCode).toBe(404);
  });
});
