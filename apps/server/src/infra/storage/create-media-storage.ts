import type { Config } from '../../config.js';
import { DiskStorage } from './disk-storage.js';
import { type MediaStorage, uploadsDir } from './media-storage.js';

/** The configured driver. config.ts refuses `s3` at start, so only `disk` reaches here. */
export function createMediaStorage(config: Pick<Config, 'STORAGE_DRIVER' | 'DATA_DIR'>): MediaStorage {
  if (config.STORAGE_DRIVER !== 'disk') {
    throw new Error(`STORAGE_DRIVER: ${config.STORAGE_DRIVER} is not available in this build; use disk`);
  }
  return new DiskStorage(uploadsDir(config.DATA_DIR));
}
