import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaStorage } from '../../infra/storage/create-media-storage.js';
import { type MediaStorage, uploadsDir } from '../../infra/storage/media-storage.js';
import { createAdvert, createUser, tokenFor } from '../../testing/factories.js';
import { multipart } from '../../testing/multipart.js';
import { type S3TestServer, startS3Server } from '../../testing/s3-server.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { WEB_DIST_DIR } from '../../testing/web-build.js';
import { imageObjectKey } from './urls.js';

/** The whole path of an image through the API with STORAGE_DRIVER=s3, against a real S3-protocol server. */
const dataDir = mkdtempSync(join(tmpdir(), 'zeng-s3-uploads-'));
let s3: S3TestServer;
let t: TestApp;
/** A second client on the same bucket: what is really there, not what the app says. */
let bucket: MediaStorage;

beforeAll(async () => {
  s3 = await startS3Server();
  // The built app's page, into whose head share previews write their tags.
  t = await createTestApp({ DATA_DIR: dataDir, WEB_DIST_DIR, PUBLIC_ORIGIN: 'https://zeng.test', ...s3.env });
  bucket = createMediaStorage(t.config);
});
afterAll(async () => {
  await t?.close();
  await bucket?.close();
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function seller() {
  const user = await createUser(t.database.db);
  return { user, token: await tokenFor(t.config.JWT_SECRET, user) };
}

async function upload(token: string, photo: Buffer): Promise<string> {
  const body = multipart([{ data: photo }]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/zeng/storage/upload',
    headers: { 'content-type': body.contentType, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(200);
  const [url] = res.json() as string[];
  return url ?? '';
}

const photo = (background: string) =>
  sharp({ create: { width: 900, height: 700, channels: 3, background } })
    .jpeg()
    .toBuffer();

describe('images with STORAGE_DRIVER=s3', () => {
  it('an uploaded photo lands in the bucket, not on disk, and its three renditions are served at /uploads/', async () => {
    const { token } = await seller();
    const url = await upload(token, await photo('#5d86b8'));
    const key = /^\/uploads\/(.+)-large\.webp$/.exec(url)?.[1] ?? '';
    expect(key).not.toBe('');
    expect(await bucket.exists(imageObjectKey(key, 'large'))).toBe(true);
    expect(await bucket.exists(imageObjectKey(key, 'thumb'))).toBe(true);
    expect(existsSync(join(uploadsDir(dataDir), imageObjectKey(key, 'large')))).toBe(false);

    for (const [size, width] of [
      ['large', 900],
      ['medium', 800],
      ['thumb', 340],
    ] as const) {
      const res = await t.app.inject({ url: `/uploads/${imageObjectKey(key, size)}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width });
      expect(res.rawPayload.equals((await bucket.get(imageObjectKey(key, size))) ?? Buffer.alloc(0))).toBe(true);
    }
  });

  it('a browser that asks again with the ETag or the date it holds gets 304 without the bytes', async () => {
    const { token } = await seller();
    const url = await upload(token, await photo('#c62633'));
    const first = await t.app.inject({ url });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]+"$/);

    const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const since = await t.app.inject({ url, headers: { 'if-modified-since': String(first.headers['last-modified']) } });
    expect(since.statusCode).toBe(304);
    const changed = await t.app.inject({ url, headers: { 'if-none-match': '"something-else"' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('a key the bucket does not have answers JSON 404, and a path never reaches the store', async () => {
    for (const url of ['/uploads/NoSuchKey0000000-large.webp', '/uploads/..%2Fjwt-secret', '/uploads/.hidden']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    }
    const conditional = await t.app.inject({
      url: '/uploads/NoSuchKey0000000-thumb.webp',
      headers: { 'if-none-match': '"abc"' },
    });
    expect(conditional.statusCode).toBe(404);
  });

  it("an advert's share image is made from the photo in the bucket, stored there and served", async () => {
    const { user, token } = await seller();
    const url = await upload(token, await photo('#6f9a7d'));
    const key = /^\/uploads\/(.+)-large\.webp$/.exec(url)?.[1] ?? '';
    const advert = await createAdvert(t.database.db, { userId: user.id, imageKeys: [key] });
    const page = await t.app.inject({ url: `/phone-preview/phone/${advert.id}` });
    expect(page.statusCode).toBe(200);
    const image = /<meta property="og:image" content="https:\/\/zeng\.test(\/uploads\/([^"]+))" \/>/.exec(page.body);
    expect(image).not.toBeNull();
    const [, path = '', objectKey = ''] = image ?? [];
    expect(await bucket.exists(objectKey)).toBe(true);
    const res = await t.app.inject({ url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(res.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('removing an advert keeps its photos in the bucket, as with the disk driver: the same photo may serve other adverts', async () => {
    const { user, token } = await seller();
    const url = await upload(token, await photo('#ef8d44'));
    const key = /^\/uploads\/(.+)-large\.webp$/.exec(url)?.[1] ?? '';
    const advert = await createAdvert(t.database.db, { userId: user.id, imageKeys: [key] });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/zeng/phone/${advert.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.statusCode).toBe(200);
    // Adverts are removed softly and a content key is shared by everyone who uploads that photo,
    // so no call deletes stored objects today; the renditions stay where they were.
    expect(await bucket.exists(imageObjectKey(key, 'large'))).toBe(true);
    expect(await bucket.exists(imageObjectKey(key, 'thumb'))).toBe(true);
    expect((await t.app.inject({ url })).statusCode).toBe(200);
  });
});
