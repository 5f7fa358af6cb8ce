import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createMediaStorage } from './create-media-storage.js';
import { S3Storage } from './s3-storage.js';

const base = { DATA_DIR: '/tmp/zeng-s3-settings-test', JWT_SECRET: 'x'.repeat(40), STORAGE_DRIVER: 's3' };
const complete = {
  ...base,
  S3_ENDPOINT: 'https://s3.example.com',
  S3_BUCKET: 'zeng-media',
  S3_REGION: 'eu-central-1',
  S3_ACCESS_KEY_ID: 'key-id',
  S3_SECRET_ACCESS_KEY: 'secret',
  S3_FORCE_PATH_STYLE: 'true',
};

describe('STORAGE_DRIVER=s3 settings', () => {
  it('are refused at start without a bucket and a region, naming both', () => {
    expect(() => loadConfig(base)).toThrow(
      /S3_BUCKET: required with STORAGE_DRIVER=s3\n\s+S3_REGION: required with STORAGE_DRIVER=s3/,
    );
  });

  it('refuse one key without the other, and a name no bucket can have', () => {
    const { S3_SECRET_ACCESS_KEY: _secret, ...onlyKeyId } = complete;
    expect(() => loadConfig(onlyKeyId)).toThrow(/S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither/);
    const { S3_ACCESS_KEY_ID: _id, ...onlySecret } = complete;
    expect(() => loadConfig(onlySecret)).toThrow(/set both, or neither/);
    expect(() => loadConfig({ ...complete, S3_BUCKET: 'Zeng_Media' })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => loadConfig({ ...complete, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...complete, S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });

  it('build the S3 driver from the endpoint, bucket, region, keys and path style', async () => {
    const storage = createMediaStorage(loadConfig(complete));
    try {
      expect(storage).toBeInstanceOf(S3Storage);
      expect((storage as S3Storage).options).toEqual({
        endpoint: 'https://s3.example.com',
        bucket: 'zeng-media',
        region: 'eu-central-1',
        accessKeyId: 'key-id',
        secretAccessKey: 'secret',
        forcePathStyle: true,
      });
    } finally {
      await storage.close();
    }
  });

  it('leave the keys and the endpoint to AWS when neither is given', async () => {
    const config = loadConfig({ ...base, S3_BUCKET: 'zeng-media', S3_REGION: 'eu-central-1' });
    expect([config.S3_FORCE_PATH_STYLE, config.S3_ENDPOINT, config.S3_ACCESS_KEY_ID]).toEqual([
      false,
      undefined,
      undefined,
    ]);
    const storage = createMediaStorage(config);
    await storage.close();
    expect(storage).toBeInstanceOf(S3Storage);
  });
});
