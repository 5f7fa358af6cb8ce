import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { finishedTasks, imageFingerprints } from '../../db/schema.js';
import { createMediaStorage } from '../../infra/storage/create-media-storage.js';
import type { MediaStorage } from '../../infra/storage/media-storage.js';
import { createAdvert, createUser } from '../../testing/factories.js';
import { type S3TestServer, startS3Server } from '../../testing/s3-server.js';
import { createTestDatabase, type TestDatabase, testConfig } from '../../testing/test-app.js';
import {
  backfillMediumAfterListening,
  backfillMediumRenditions,
  FINGERPRINT_BACKFILL,
  MEDIUM_BACKFILL,
} from './backfill-medium.js';
import { fingerprint } from './fingerprints.js';
import { processImage } from './images.js';
import { recordUploads } from './uploads-repository.js';
import { imageObjectKey, storeImage } from './urls.js';

const dir = mkdtempSync(join(tmpdir(), 'zeng-backfill-'));
let s3: S3TestServer;

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A 2000 × 1500 photo, different for every seed: its large rendition is 1600 × 1200. */
const photo = (seed: number) =>
  sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: seed, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();

/** Stores an image as the release before the medium rendition did: large and thumb only. */
async function storeAsBefore(storage: MediaStorage, key: string, seed: number) {
  const image = await processImage(await photo(seed));
  await storage.put(imageObjectKey(key, 'large'), image.large, 'image/webp');
  await storage.put(imageObjectKey(key, 'thumb'), image.thumb, 'image/webp');
  return { key, width: image.width, height: image.height };
}

/** Each medium rendition's bytes and store validator, or null where there is none. */
async function mediums(storage: MediaStorage, keys: string[]) {
  return Promise.all(
    keys.map(async (key) => {
      const objectKey = imageObjectKey(key, 'medium');
      const [bytes, info] = await Promise.all([storage.get(objectKey), storage.stat(objectKey)]);
      return bytes && info ? { bytes: bytes.toString('base64'), etag: info.etag } : null;
    }),
  );
}

describe.each(['disk', 's3'] as const)('the medium-rendition backfill on the %s store', (driver) => {
  let database: TestDatabase;
  let storage: MediaStorage;
  const db = () => database.handle.db;
  const marker = () => db().select().from(finishedTasks).where(eq(finishedTasks.name, MEDIUM_BACKFILL));

  beforeAll(async () => {
    database = await createTestDatabase();
    storage = createMediaStorage(testConfig({ DATA_DIR: join(dir, driver), ...(driver === 's3' ? s3.env : {}) }));
  });
  afterAll(async () => {
    await storage?.close();
    await database?.drop();
  });

  it('makes the medium rendition of every stored image that lacks one; a second run changes nothing', async () => {
    const user = await createUser(db());
    const old = await storeAsBefore(storage, `${driver}OldUpload01`, 10);
    const fresh = await storeImage(storage, await photo(20), `${driver}NewUpload01`);
    // The demo seed's pictures are on adverts without an upload row.
    const demo = await storeAsBefore(storage, `${driver}DemoPicture1`, 30);
    // An upload whose files are gone, and one whose large file is not an image.
    const gone = { key: `${driver}GoneUpload01`, width: 10, height: 10 };
    const broken = { key: `${driver}BrokenLarge1`, width: 10, height: 10 };
    await storage.put(imageObjectKey(broken.key, 'large'), Buffer.from('not a picture'), 'image/webp');
    await recordUploads(db(), user.id, [old, fresh, gone, broken], new Date());
    await createAdvert(db(), { userId: user.id, imageKeys: [demo.key, old.key] });
    const [, freshBefore] = await mediums(storage, [old.key, fresh.key]);

    const first = await backfillMediumRenditions(db(), storage);
    expect(first).toEqual({
      made: 2,
      present: 1,
      withoutLarge: [gone.key],
      unreadable: [broken.key],
      finished: true,
    });
    for (const key of [old.key, demo.key]) {
      const medium = await storage.get(imageObjectKey(key, 'medium'));
      expect(await sharp(medium ?? Buffer.alloc(0)).metadata()).toMatchObject({
        format: 'webp',
        width: 800,
        height: 600,
      });
    }
    const keys = [old.key, fresh.key, demo.key, gone.key, broken.key];
    const after = await mediums(storage, keys);
    // The image that had one keeps it as it was; nothing is made from nothing.
    expect(after[1]).toEqual(freshBefore);
    expect(after.slice(3)).toEqual([null, null]);
    expect(await marker()).toHaveLength(1);

    // A later start reads the record and asks the store nothing.
    expect(await backfillMediumRenditions(db(), storage)).toBeNull();
    expect(await mediums(storage, keys)).toEqual(after);

    // Without the record it looks again, skipping what exists.
    await db().delete(finishedTasks);
    expect(await backfillMediumRenditions(db(), storage)).toMatchObject({ made: 0, present: 3, finished: true });
    expect(await mediums(storage, keys)).toEqual(after);
  });

  it('a run stopped by a shutdown records nothing, and the next one finishes the work', async () => {
    await db().delete(finishedTasks);
    const user = await createUser(db());
    const old = await storeAsBefore(storage, `${driver}OldUpload02`, 40);
    await recordUploads(db(), user.id, [old], new Date());

    const stopped = new AbortController();
    stopped.abort();
    expect(await backfillMediumRenditions(db(), storage, { signal: stopped.signal })).toMatchObject({
      made: 0,
      finished: false,
    });
    expect(await storage.exists(imageObjectKey(old.key, 'medium'))).toBe(false);
    expect(await marker()).toEqual([]);

    expect(await backfillMediumRenditions(db(), storage)).toMatchObject({ made: 1, finished: true });
    expect(await storage.exists(imageObjectKey(old.key, 'medium'))).toBe(true);
    expect(await marker()).toHaveLength(1);
  });
});

describe('the backfill at start-up', () => {
  it('runs in the background once the server listens, and the server waits for it when closing', async () => {
    const database = await createTestDatabase();
    const config = testConfig({ DATA_DIR: join(dir, 'start-up') });
    const storage = createMediaStorage(config);
    try {
      const user = await createUser(database.handle.db);
      const old = await storeAsBefore(storage, 'StartUpOldUpload', 50);
      await recordUploads(database.handle.db, user.id, [old], new Date());

      const app = await buildApp(config, { logger: false, database: database.handle });
      backfillMediumAfterListening(app, config, database.handle.db);
      await app.ready();
      // Not on ready() (tests, inject): only a listening server does the work.
      expect(await storage.exists(imageObjectKey(old.key, 'medium'))).toBe(false);
      await app.listen({ port: 0, host: '127.0.0.1' });
      await expect
        .poll(() => storage.exists(imageObjectKey(old.key, 'medium')), { timeout: 10_000, interval: 50 })
        .toBe(true);
      // Then its fingerprint, from the medium rendition just made (issue 37). Waited for before closing:
      // a close stops the run between images, which is what a shutdown should do.
      const finished = async () =>
        (await database.handle.db.select().from(finishedTasks)).map((row) => row.name).sort();
      await expect
        .poll(finished, { timeout: 10_000, interval: 50 })
        .toEqual([FINGERPRINT_BACKFILL, MEDIUM_BACKFILL].sort());
      await app.close();
      const [print] = await database.handle.db
        .select()
        .from(imageFingerprints)
        .where(eq(imageFingerprints.key, old.key));
      const medium = await storage.get(imageObjectKey(old.key, 'medium'));
      expect(print?.hash).toBe(medium && (await fingerprint(medium)));
    } finally {
      await storage.close();
      await database.drop();
    }
  });
});
