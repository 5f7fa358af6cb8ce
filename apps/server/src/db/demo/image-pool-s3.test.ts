import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaStorage } from '../../infra/storage/create-media-storage.js';
import type { MediaStorage } from '../../infra/storage/media-storage.js';
import { type S3TestServer, startS3Server } from '../../testing/s3-server.js';
import { testConfig } from '../../testing/test-app.js';
import { DemoImagePool } from './image-pool.js';

let s3: S3TestServer;
let bucket: MediaStorage;
const puts: string[] = [];

beforeAll(async () => {
  s3 = await startS3Server();
  const store = createMediaStorage(testConfig(s3.env));
  // The real S3 store, with its writes noted: a second seed must find the pictures, not redraw them.
  bucket = {
    put: (key, data, type) => {
      puts.push(key);
      return store.put(key, data, type);
    },
    delete: (key) => store.delete(key),
    exists: (key) => store.exists(key),
    get: (key) => store.get(key),
    stat: (key) => store.stat(key),
    open: (key) => store.open(key),
    close: () => store.close(),
  };
});
afterAll(async () => {
  await bucket?.close();
  await s3?.close();
});

describe('the demo pictures with STORAGE_DRIVER=s3', () => {
  it('are drawn into the bucket once, and found there by the next seed', async () => {
    const pool = await DemoImagePool.build(bucket);
    expect(pool.size).toBeGreaterThan(20);
    expect(puts).toHaveLength(pool.size * 3);
    for (const key of puts) expect(await bucket.stat(key)).not.toBeNull();
    expect(puts.every((key) => /-(large|medium|thumb)\.webp$/.test(key))).toBe(true);

    puts.length = 0;
    const again = await DemoImagePool.build(bucket);
    expect(again.size).toBe(pool.size);
    expect(puts).toEqual([]);
  }, 60_000);
});
