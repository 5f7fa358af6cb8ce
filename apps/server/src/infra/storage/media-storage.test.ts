import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3Server } from '../../testing/s3-server.js';
import { testConfig } from '../../testing/test-app.js';
import { createMediaStorage } from './create-media-storage.js';
import { DiskStorage } from './disk-storage.js';
import type { MediaStorage } from './media-storage.js';
import { S3Storage } from './s3-storage.js';

// The SDK's Node-version warning must stay off without anyone setting the switch by hand.
delete process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED;
const warnings: string[] = [];
const onWarning = (warning: Error) => warnings.push(warning.message);
process.on('warning', onWarning);

const dir = mkdtempSync(join(tmpdir(), 'zeng-contract-'));
let s3: S3TestServer;
const stores = new Map<'disk' | 's3', MediaStorage>();
const storeOf = (driver: 'disk' | 's3') => {
  const made = stores.get(driver);
  if (!made) throw new Error(`no ${driver} store: beforeAll failed`);
  return made;
};

beforeAll(async () => {
  s3 = await startS3Server();
  stores.set('disk', createMediaStorage(testConfig({ DATA_DIR: dir })));
  stores.set('s3', createMediaStorage(testConfig({ DATA_DIR: dir, ...s3.env })));
});
afterAll(async () => {
  process.off('warning', onWarning);
  await Promise.all([...stores.values()].map((store) => store.close()));
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

describe.each(['disk', 's3'] as const)('the %s media store', (driver) => {
  const store = () => storeOf(driver);

  it('is the driver STORAGE_DRIVER names', () => {
    expect(store()).toBeInstanceOf(driver === 'disk' ? DiskStorage : S3Storage);
  });

  it('stores an object, reads it back whole or as a stream, and deletes it', async () => {
    const key = `${driver}-AbC_1-large.webp`;
    expect(await store().exists(key)).toBe(false);
    await store().put(key, Buffer.from('RIFF-pixels-WEBP'), 'image/webp');
    expect(await store().exists(key)).toBe(true);
    expect((await store().get(key))?.toString()).toBe('RIFF-pixels-WEBP');

    const info = await store().stat(key);
    expect(info).toMatchObject({ size: 16, etag: expect.stringMatching(/^(W\/)?".+"$/) });
    expect(info?.lastModified.getTime()).toBeGreaterThan(Date.now() - 60_000);
    const opened = await store().open(key);
    expect(opened).toMatchObject({ size: 16, etag: info?.etag });
    expect(await readAll(opened?.body as Readable)).toBe('RIFF-pixels-WEBP');

    await store().delete(key);
    expect(await store().exists(key)).toBe(false);
    expect(await store().get(key)).toBeNull();
  });

  it('answers null for a key it does not have, and deleting one is no error', async () => {
    const key = `${driver}-never-stored-thumb.webp`;
    expect(await store().exists(key)).toBe(false);
    expect(await store().get(key)).toBeNull();
    expect(await store().stat(key)).toBeNull();
    expect(await store().open(key)).toBeNull();
    await expect(store().delete(key)).resolves.toBeUndefined();
  });

  it('refuses keys that are paths, in every call', async () => {
    for (const key of ['../escape.webp', 'a/b.webp', '', '.hidden', 'a..b', '%2e%2e']) {
      await expect(store().put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/Invalid media key/);
      await expect(store().get(key)).rejects.toThrow(/Invalid media key/);
      await expect(store().exists(key)).rejects.toThrow(/Invalid media key/);
      await expect(store().stat(key)).rejects.toThrow(/Invalid media key/);
      await expect(store().open(key)).rejects.toThrow(/Invalid media key/);
      await expect(store().delete(key)).rejects.toThrow(/Invalid media key/);
    }
  });
});

describe('the S3 store', () => {
  it('says nothing about the Node version while the server runs on Node 20', async () => {
    await storeOf('s3').exists('warning-check.webp');
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.filter((message) => message.includes('AWS SDK'))).toEqual([]);
  });

  it('reports a bucket that is not there as a fault, not as a missing image', async () => {
    const elsewhere = createMediaStorage(testConfig({ ...s3.env, S3_BUCKET: 'no-such-bucket' }));
    try {
      await expect(elsewhere.get('abc-large.webp')).rejects.toThrow();
      await expect(elsewhere.put('abc-large.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    } finally {
      await elsewhere.close();
    }
  });
});
