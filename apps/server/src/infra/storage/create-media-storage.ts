import type { Config } from '../../config.js';
import { DiskStorage } from './disk-storage.js';
import { type MediaStorage, uploadsDir } from './media-storage.js';
import { S3Storage } from './s3-storage.js';

export type StorageConfig = Pick<
  Config,
  | 'STORAGE_DRIVER'
  | 'DATA_DIR'
  | 'S3_ENDPOINT'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/** The configured driver; the caller closes it. */
export function createMediaStorage(config: StorageConfig): MediaStorage {
  if (config.STORAGE_DRIVER === 'disk') return new DiskStorage(uploadsDir(config.DATA_DIR));
  // config.ts refuses s3 without these at start; this only tells the compiler.
  if (!config.S3_BUCKET || !config.S3_REGION) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET and S3_REGION');
  return new S3Storage({
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}
