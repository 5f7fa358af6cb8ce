import { join } from 'node:path';

/**
 * Where uploaded and generated images live. Keys are flat names such as `Ab3_x9-thumb.webp`;
 * a key is written once and never reused, so whatever serves them may cache them forever.
 */
export interface MediaStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The object's bytes, or null when there is none (renditions made later read the stored ones). */
  get(key: string): Promise<Buffer | null>;
}

/** Keys are file names, never paths: letters, digits, `_`, `-` and dots inside. */
const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

export function assertValidKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`Invalid media key "${key}"`);
}

/** The folder the disk driver writes to and the app serves at /uploads/. */
export function uploadsDir(dataDir: string): string {
  return join(dataDir, 'uploads');
}
