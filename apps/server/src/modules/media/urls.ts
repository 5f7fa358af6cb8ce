import { createHash, type Hash, randomBytes } from 'node:crypto';
import { keysOf } from '@zeng/contract/typed';
import type { MediaStorage } from '../../infra/storage/media-storage.js';
import { type ProcessedImage, processImage, type RenditionName, VARIANTS } from './images.js';

export type ImageSize = RenditionName;

/** Every rendition an image is stored in (images.ts, VARIANTS). */
export const IMAGE_SIZES: ImageSize[] = keysOf(VARIANTS);

/** The public address of one rendition of a stored image; the app serves /uploads/ from the media store. */
export function imageUrl(key: string, size: ImageSize): string {
  return `/uploads/${key}-${size}.webp`;
}

/**
 * An address the API answers, exactly: no host, no scheme, no query, no path tricks. The medium
 * rendition is not among them: only the web app's srcset names it (@zeng/contract/gallery-image),
 * so no one has a reason to send it back in imageUrls.
 */
const IMAGE_URL_PATTERN = /^\/uploads\/([A-Za-z0-9_-]{1,64})-(?:large|thumb)\.webp$/;

/**
 * The key of an image address the API gave out (`/uploads/{key}-large.webp` or `-thumb.webp`),
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
  return contentKeyOf(createHash('sha256').update(original));
}

/** The same key from a SHA-256 fed the file as it streamed by (spool.ts), never holding it whole. */
export function contentKeyOf(sha256: Hash): string {
  return sha256.digest('base64url').slice(0, 22);
}

export interface StoredImage {
  key: string;
  width: number;
  height: number;
}

/**
 * Writes every rendition under key; renditions already stored under that key are kept as they are
 * (one stored before the medium rendition existed gets it now).
 */
export async function storeRenditions(storage: MediaStorage, key: string, image: ProcessedImage): Promise<StoredImage> {
  await Promise.all(
    IMAGE_SIZES.map(async (size) => {
      const objectKey = imageObjectKey(key, size);
      if (!(await storage.exists(objectKey))) await storage.put(objectKey, image[size], 'image/webp');
    }),
  );
  return { key, width: image.width, height: image.height };
}

/** Processes an image (images.ts) and writes every rendition under a new key. */
export async function storeImage(storage: MediaStorage, input: Buffer, key = newImageKey()): Promise<StoredImage> {
  const image = await processImage(input);
  await Promise.all(IMAGE_SIZES.map((size) => storage.put(imageObjectKey(key, size), image[size], 'image/webp')));
  return { key, width: image.width, height: image.height };
}
