import { join } from 'node:path';
import type { Readable } from 'node:stream';

/** What the store knows about one object, enough to answer a conditional request without its bytes. */
export interface StoredObjectInfo {
  size: number;
  /** The store's entity tag, quoted as HTTP sends it (`"…"` or `W/"…"`). */
  etag: string;
  lastModified: Date;
}

/** An object opened for reading: its bytes arrive through body, which the reader must consume or destroy. */
export interface StoredObject extends StoredObjectInfo {
  body: Readable;
}

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
  /** The object's size and validators, or null when there is none. */
  stat(key: string): Promise<StoredObjectInfo | null>;
  /** The object as a stream (serving /uploads/), or null when there is none. */
  open(key: string): Promise<StoredObject | null>;
  /** Releases connections; the store is not used afterwards. */
  close(): Promise<void>;
}

/** Keys are never reused (content hashes), so whoever serves or caches an object may keep it for a year. */
export const CACHE_FOREVER = 'public, max-age=31536000, immutable';

/** Keys are file names, never paths: letters, digits, `_`, `-` and dots inside. */
const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

export function isValidKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.includes('..');
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid media key "${key}"`);
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
};

/** The content type an object is served with, from its key's extension: the same rule for every driver. */
export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/** The folder the disk driver writes to (DATA_DIR/uploads). */
export function uploadsDir(dataDir: string): string {
  return join(dataDir, 'uploads');
}
