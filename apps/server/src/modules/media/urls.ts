import { randomBytes } from 'node:crypto';
import type { MediaStorage } from '../../infra/storage/media-storage.js';
import { processImage } from './images.js';

export type ImageSize = 'thumb' | 'large';

/** The public address of one rendition of a stored image; the app serves /uploads/ from the media store. */
export function imageUrl(key: string, size: 'thumb' | 'large'): string {
  return `/uploads/${key}-${size}.webp`;
}

/** The object name of one rendition in the media store. */
export function imageObjectKey(key: string, size: ImageSize): string {
  return `${key}-${size}.webp`;
}

/** 16 random URL-safe characters: an image's key, never reused. */
export function newImageKey(): string {
  return randomBytes(12).toString('base64url');
}

export interface StoredImage {
  key: string;
  width: number;
  height: number;
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
