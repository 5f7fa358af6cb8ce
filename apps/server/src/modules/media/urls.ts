import { createHash, randomBytes } from 'node:crypto';
import type { MediaStorage } from '../../infra/storage/media-storage.js';
import { type ProcessedImage, processImage } from './images.js';

export type ImageSize = 'thumb' | 'large';

/** The public address of one rendition of a stored image; the app serves /uploads/ from the media store. */
export function imageUrl(key: string, size: 'thumb' | 'large'): string {
  return `/uploads/${key}-${size}.webp`;
}

/** An address imageUrl gives out, exactly: no host, no scheme, no query, no path tricks. */
const IMAGE_URL_PATTERN = /^\/uploads\/([A-Za-z0-9_-]{1,64})-(?:large|thumb)\.webp$/;

/**
 * The key of an image address this server gave out (`/uploads/{key}-large.webp` or `-thumb.webp`),
 * or null for anything else: another host, `javascript:`, an encoded or relative path. Whether the
 * key belongs to the person is a separate question (uploads-repository.ts, ownedImageKeys).
 */
export function keyFromImageUrl(url: string): string | null {
  return IMAGE_URL_PATTERN.exec(url)?.[1] ?? null;
}

/** The object name of one rendition in the media store. */
export function imageObjectKey(key: string, size: ImageSize): string {
  return `${key}-${size}.webp`;
}

/** 16 random URL-safe characters: a generated image's key (the demo data), never reused. */
export function newImageKey(): string {
  return randomBytes(12).toString('base64url');
}

/**
 * An upload's key: 22 URL-safe characters (132 bits) of the SHA-256 of the file as sent. The same
 * photo always gets the same key, so uploading it again, by anyone, reuses the stored renditions.
 */
export function contentKey(original: Buffer): string {
  return createHash('sha256').update(original).digest('base64url').slice(0, 22);
}

export interface StoredImage {
  key: string;
  width: number;
  height: number;
}

/** Writes both renditions under key; renditions already stored under that key are kept as they are. */
export async function storeRenditions(storage: MediaStorage, key: string, image: ProcessedImage): Promise<StoredImage> {
  await Promise.all(
    (['large', 'thumb'] as const).map(async (size) => {
      const objectKey = imageObjectKey(key, size);
      if (!(await storage.exists(objectKey))) await storage.put(objectKey, image[size], 'image/webp');
    }),
  );
  return { key, width: image.width, height: image.height };
}

/** Processes an image (images.ts) and writes both renditions under a new key. */
export async function storeImage(storage: MediaStorage, input: Buffer, key = newImageKey()): Promise<StoredImage> {
  const image = await processImage(input);
  await Promise.all([
    storage.put(imageObjectKey(key, 'large'), image.large, 'image/webp'),
    storage.put(imageObjectKey(key, 'thumb'), image.thumb, 'image/webp'),
  ]);
  return { key, width: image.width, height: image.height };
}
