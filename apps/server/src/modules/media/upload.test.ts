import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { galleryImageSources } from '@zeng/contract/gallery-image';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageFingerprints, uploads } from '../../db/schema.js';
import { MemoryRateLimitStore } from '../../infra/rate-limit/memory.js';
import { uploadsDir } from '../../infra/storage/media-storage.js';
import { createUser, TestClock, tokenFor } from '../../testing/factories.js';
import { type FilePart, multipart } from '../../testing/multipart.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { fingerprint } from './fingerprints.js';
import { UPLOAD_WINDOW_MS, UPLOADS_PER_USER_PER_HOUR, uploadRateKey } from './upload-service.js';
import { keyFromImageUrl, ownedImageKeys } from './uploads-repository.js';
import { contentKey } from './urls.js';

const NOW = new Date('2026-06-15T12:00:00Z');
const clock = new TestClock(NOW);
const limits = new MemoryRateLimitStore(clock);
const dataDir = mkdtempSync(join(tmpdir(), 'zeng-upload-'));
const stored = () => readdirSync(uploadsDir(dataDir)).sort();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir }, { clock, rateLimits: limits });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function upload(token: string | null, files: FilePart[]) {
  const body = multipart(files);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/zeng/storage/upload',
    headers: { 'content-type': body.contentType, ...(token && { authorization: `Bearer ${token}` }) },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

async function newUser() {
  const user = await createUser(t.database.db);
  return { user, token: await tokenFor(t.config.JWT_SECRET, user, NOW) };
}

async function rowsOf(userId: number) {
  return t.database.db.select().from(uploads).where(eq(uploads.userId, userId));
}

/** A photo-like picture: red left half, blue right half. */
function twoHalves(width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width / 2}" height="${height}" fill="#ff0000"/>
    <rect x="${width / 2}" width="${width / 2}" height="${height}" fill="#0000ff"/></svg>`;
  return sharp(Buffer.from(svg));
}

/** A small JPEG, different for every seed, so content-hash keys never collide between tests. */
const jpeg = (seed: number) =>
  sharp({ create: { width: 64 + seed, height: 48, channels: 3, background: { r: seed % 256, g: 90, b: 30 } } })
    .jpeg()
    .toBuffer();

async function pixel(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return { r: data[i] ?? 0, b: data[i + 2] ?? 0 };
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG whose header claims 20,000 × 20,000 pixels (400 megapixels) but whose pixel data stops
 * after a few bytes: refused for its size it answers 413; had anything tried to decode it, the
 * answer would be 415 for the missing data (and a long wait for 1.6 GB of pixels).
 */
function pngBombHeader() {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20_000, 0);
  ihdr.writeUInt32BE(20_000, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(6, 9); // RGBA
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x62, 0x00])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('POST /storage/upload', () => {
  it('is described in the OpenAPI document under media, as multipart', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const operation = doc.paths['/api/v1/zeng/storage/upload'].post;
    expect(operation.tags).toEqual(['media']);
    expect(Object.keys(operation.requestBody?.content ?? {})).toContain('multipart/form-data');
  });

  it('answers 401 without a token and reads nothing', async () => {
    const before = stored();
    const res = await upload(null, [{ data: await jpeg(1) }]);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHORIZED');
    expect(stored()).toEqual(before);
  });

  it('stores a photo upright as three WebP renditions without EXIF or GPS, owned by its uploader', async () => {
    const { user, token } = await newUser();
    // Stored sideways (800 × 600) with orientation 6 and a GPS position: shown upright it is 600 × 800.
    const photo = await twoHalves(800, 600)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'Apple', Model: 'iPhone 13' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '40/1 24/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '49/1 52/1 0/1',
        },
      })
      .toBuffer();
    expect(await sharp(photo).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });

    const res = await upload(token, [{ data: photo, filename: 'IMG_0001.JPG' }]);
    expect(res.status).toBe(200);
    const key = contentKey(photo);
    expect(res.body).toEqual([`/uploads/${key}-large.webp`]);

    const large = readFileSync(join(uploadsDir(dataDir), `${key}-large.webp`));
    const meta = await sharp(large).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 600, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation ?? 1).toBe(1);
    expect(large.includes(Buffer.from('GPS'))).toBe(false);
    expect(large.includes(Buffer.from('iPhone'))).toBe(false);
    // The red left half is now on top, the blue right half at the bottom.
    expect((await pixel(large, 300, 100)).r).toBeGreaterThan(200);
    expect((await pixel(large, 300, 700)).b).toBeGreaterThan(200);

    const thumb = readFileSync(join(uploadsDir(dataDir), `${key}-thumb.webp`));
    const thumbMeta = await sharp(thumb).metadata();
    expect(thumbMeta).toMatchObject({ format: 'webp', width: 340, height: 300 });
    expect(thumbMeta.exif).toBeUndefined();

    // 600 × 800 already fits inside 800 × 800: the medium rendition is the upright photo, not enlarged.
    const medium = readFileSync(join(uploadsDir(dataDir), `${key}-medium.webp`));
    const mediumMeta = await sharp(medium).metadata();
    expect(mediumMeta).toMatchObject({ format: 'webp', width: 600, height: 800 });
    expect(mediumMeta.exif).toBeUndefined();
    expect(medium.includes(Buffer.from('GPS'))).toBe(false);
    expect((await pixel(medium, 300, 100)).r).toBeGreaterThan(200);

    expect(await rowsOf(user.id)).toEqual([expect.objectContaining({ key, width: 600, height: 800 })]);
    expect(await ownedImageKeys(t.database.db, user.id, [key, 'someoneElsesKey'])).toEqual(new Set([key]));
    expect(keyFromImageUrl(res.body[0])).toBe(key);
    // Its fingerprint, made from the medium rendition, for the moderators' preview (issue 37).
    const [print] = await t.database.db.select().from(imageFingerprints).where(eq(imageFingerprints.key, key));
    expect(print?.hash).toBe(await fingerprint(medium));
  });

  it("stores three files per photo, and the gallery's smaller rendition is served where its srcset says", async () => {
    const { token } = await newUser();
    const photo = await twoHalves(2400, 1800).jpeg().toBuffer();
    const before = stored();
    const res = await upload(token, [{ data: photo }]);
    expect(res.status).toBe(200);
    const key = contentKey(photo);
    expect(stored().filter((name) => !before.includes(name))).toEqual([
      `${key}-large.webp`,
      `${key}-medium.webp`,
      `${key}-thumb.webp`,
    ]);

    // The web app asks for the answered address through the contract, as the gallery and the preload do.
    const { srcSet } = galleryImageSources(res.body[0]);
    const candidates = (srcSet ?? '').split(', ').map((candidate) => candidate.split(' '));
    expect(candidates).toEqual([
      [`/uploads/${key}-medium.webp`, '800w'],
      [`/uploads/${key}-large.webp`, '1600w'],
    ]);
    for (const [url, width] of candidates) {
      const served = await t.app.inject({ url: url as string });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.rawPayload).metadata();
      // Each file is as wide as its srcset candidate says.
      expect(`${meta.width}w`).toBe(width);
      expect(meta.height).toBe((meta.width ?? 0) * 0.75);
    }
  });

  it('accepts an iPhone HEIC photo, decoded and re-encoded as WebP without its EXIF', async () => {
    const { user, token } = await newUser();
    const heic = readFileSync(new URL('./fixtures/red-blue-gps.heic', import.meta.url));
    // The fixture is HEVC-coded and carries EXIF with a GPS position, as an iPhone's photos do.
    expect(await sharp(heic).metadata()).toMatchObject({
      format: 'heif',
      compression: 'hevc',
      exif: expect.any(Buffer),
    });

    const res = await upload(token, [{ data: heic, filename: 'IMG_0002.HEIC', type: 'image/heic' }]);
    expect(res.status).toBe(200);
    const key = contentKey(heic);
    expect(res.body).toEqual([`/uploads/${key}-large.webp`]);
    const large = readFileSync(join(uploadsDir(dataDir), `${key}-large.webp`));
    const meta = await sharp(large).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 240, hasAlpha: false });
    expect(meta.exif).toBeUndefined();
    expect((await pixel(large, 40, 120)).r).toBeGreaterThan(200);
    expect((await pixel(large, 280, 120)).b).toBeGreaterThan(200);
    expect(await rowsOf(user.id)).toEqual([expect.objectContaining({ key, width: 320, height: 240 })]);
  });

  it('accepts PNG, WebP and AVIF too, answering the addresses in the order sent', async () => {
    const { user, token } = await newUser();
    const base = twoHalves(200, 100);
    const files = [
      await base.clone().png().toBuffer(),
      await base.clone().webp().toBuffer(),
      await base.clone().avif().toBuffer(),
      await jpeg(2),
    ];
    const res = await upload(
      token,
      files.map((data) => ({ data, type: 'application/octet-stream' })),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual(files.map((file) => `/uploads/${contentKey(file)}-large.webp`));
    expect(await rowsOf(user.id)).toHaveLength(4);
  });

  it('refuses a text file named .jpg with 415 NOT_AN_IMAGE', async () => {
    const { user, token } = await newUser();
    const before = stored();
    const res = await upload(token, [{ data: Buffer.from('I am a text file, not a photo.\n'), filename: 'photo.jpg' }]);
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ code: 'NOT_AN_IMAGE' });
    expect(res.body.message).toContain('JPEG, PNG, WebP, AVIF or HEIC');
    expect(stored()).toEqual(before);
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('refuses a truncated JPEG with 415 NOT_AN_IMAGE', async () => {
    const { token } = await newUser();
    const whole = await twoHalves(800, 600).jpeg().toBuffer();
    const res = await upload(token, [{ data: whole.subarray(0, Math.floor(whole.length / 2)) }]);
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('NOT_AN_IMAGE');
  });

  it('refuses a GIF, which is not among the accepted formats', async () => {
    const { token } = await newUser();
    const gif = await twoHalves(40, 20).gif().toBuffer();
    const res = await upload(token, [{ data: gif, filename: 'a.gif', type: 'image/gif' }]);
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('NOT_AN_IMAGE');
  });

  it('refuses a 20,000 × 20,000 PNG header with 413 IMAGE_TOO_LARGE, without decoding it', async () => {
    const { token } = await newUser();
    const bomb = pngBombHeader();
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width: 20_000, height: 20_000 });
    const res = await upload(token, [{ data: bomb, filename: 'bomb.png', type: 'image/png' }]);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'IMAGE_TOO_LARGE' });
  });

  it('refuses 6 files with 413 TOO_MANY_FILES', async () => {
    const { user, token } = await newUser();
    const before = stored();
    const files = await Promise.all([10, 11, 12, 13, 14, 15].map(async (seed) => ({ data: await jpeg(seed) })));
    const res = await upload(token, files);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'TOO_MANY_FILES', message: 'You can only upload up to 5 images at once.' });
    expect(stored()).toEqual(before);
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('refuses an 11 MB file with 413 FILE_TOO_LARGE', async () => {
    const { user, token } = await newUser();
    const res = await upload(token, [{ data: await jpeg(20) }, { data: randomBytes(11 * 1024 * 1024) }]);
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('FILE_TOO_LARGE');
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('refuses a request without files with 400 NO_FILES, and one that is not multipart with 415', async () => {
    const { token } = await newUser();
    const wrongField = await upload(token, [{ data: await jpeg(21), field: 'file' }]);
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.code).toBe('NO_FILES');
    expect((await upload(token, [])).body.code).toBe('NO_FILES');

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/zeng/storage/upload',
      headers: { authorization: `Bearer ${token}` },
      payload: { files: ['x'] },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a broken form (its boundary never comes, or no part at all) with 400 BAD_REQUEST, storing nothing', async () => {
    const { user, token } = await newUser();
    const before = stored();
    const part = `--other\r\nContent-Disposition: form-data; name="files"; filename="a.jpg"\r\n\r\n${'x'.repeat(50)}\r\n--other--\r\n`;
    for (const payload of [part, 'not a form']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/zeng/storage/upload',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=zeng' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
    }
    expect(stored()).toEqual(before);
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('stores nothing and records nothing when one file of the request is refused', async () => {
    const { user, token } = await newUser();
    const before = stored();
    const good = [await jpeg(30), await jpeg(31)];
    const res = await upload(token, [
      { data: good[0] as Buffer },
      { data: good[1] as Buffer },
      { data: Buffer.from('nope') },
    ]);
    expect(res.status).toBe(415);
    expect(stored()).toEqual(before);
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('gives the same photo uploaded by two people one key, owned by both', async () => {
    const a = await newUser();
    const b = await newUser();
    const photo = await jpeg(40);
    const first = await upload(a.token, [{ data: photo }]);
    const filesAfterFirst = stored();
    const second = await upload(b.token, [{ data: photo }]);
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(stored()).toEqual(filesAfterFirst);
    const key = contentKey(photo);
    expect(await ownedImageKeys(t.database.db, a.user.id, [key])).toEqual(new Set([key]));
    expect(await ownedImageKeys(t.database.db, b.user.id, [key])).toEqual(new Set([key]));
    // Uploading it again changes nothing: still one row per owner.
    expect((await upload(a.token, [{ data: photo }])).status).toBe(200);
    expect(await rowsOf(a.user.id)).toHaveLength(1);
  });

  it(`allows ${UPLOADS_PER_USER_PER_HOUR} images an hour per person, then answers 429 with the wait`, async () => {
    const { user, token } = await newUser();
    const other = await newUser();
    // The allowance spent but one image, as if the person had uploaded all morning.
    for (let i = 1; i < UPLOADS_PER_USER_PER_HOUR; i++) await limits.hit(uploadRateKey(user.id), UPLOAD_WINDOW_MS);
    expect((await upload(token, [{ data: await jpeg(50) }])).status).toBe(200);

    const before = stored();
    const refused = await upload(token, [{ data: await jpeg(51) }]);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED', params: { retryAfterSeconds: 3600 } });
    expect(refused.headers['retry-after']).toBe('3600');
    expect(stored()).toEqual(before);
    expect(await rowsOf(user.id)).toHaveLength(1);
    // Someone else is not held back.
    expect((await upload(other.token, [{ data: await jpeg(52) }])).status).toBe(200);

    clock.current = new Date(NOW.getTime() + UPLOAD_WINDOW_MS);
    try {
      const freshToken = await tokenFor(t.config.JWT_SECRET, user, clock.now());
      expect((await upload(freshToken, [{ data: await jpeg(51) }])).status).toBe(200);
    } finally {
      clock.current = NOW;
    }
  });
});
