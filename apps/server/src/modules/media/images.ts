import { open, readFile } from 'node:fs/promises';
import { CARD_THUMB_WIDTH_PX } from '@zeng/contract/card-image';
import { GALLERY_LARGE_WIDTH_PX, GALLERY_MEDIUM_WIDTH_PX } from '@zeng/contract/gallery-image';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { AppError } from '../../lib/errors.js';
import { decodeHeic, hasHeifBrand } from './heic-decoder.js';

/**
 * libvips keeps no cache of earlier operations: every upload is a new file, decoded once, and a
 * cached load would hold its (already removed) file open and its pixels in memory. One libvips
 * thread per decode: how many decode at once is the image queue's to say (image-queue.ts), and each
 * thread brings its own memory.
 */
sharp.cache(false);
sharp.concurrency(1);

/** Decoding more pixels than this is refused (sharp's default lets a 12,000 × 12,000 header through). */
export const MAX_INPUT_PIXELS = 40_000_000;

/**
 * What people's phones and computers produce, as the person reads it in a refusal. GIF and TIFF are
 * not among them: a GIF would lose its animation and TIFF is a scanner's format, and each decoder
 * less is less to attack. SVG, PDF and camera RAW files are refused too.
 */
export const ACCEPTED_FORMATS_TEXT = 'JPEG, PNG, WebP, AVIF or HEIC';

/** sharp decodes these itself; HEIF holding HEVC (HEIC, the iPhone's format) goes through heic-decoder.ts. */
function decodedBySharp(metadata: Metadata): boolean {
  if (metadata.format === 'heif') return metadata.compression === 'av1';
  return metadata.format === 'jpeg' || metadata.format === 'png' || metadata.format === 'webp';
}
const isHeic = (metadata: Metadata) => metadata.format === 'heif' && metadata.compression === 'hevc';

/** The three renditions every image is stored in. */
export const VARIANTS = {
  /** The full-screen viewer, and the gallery on wide or dense screens: fits inside 1600 × 1600, never enlarged. */
  large: { width: GALLERY_LARGE_WIDTH_PX, height: GALLERY_LARGE_WIDTH_PX, quality: 80 },
  /**
   * The gallery on a phone: fits inside 800 × 800, never enlarged (the gallery's srcset names this
   * width, @zeng/contract/gallery-image). Existing images got it from their large one (backfill-medium.ts).
   */
  medium: { width: GALLERY_MEDIUM_WIDTH_PX, height: GALLERY_MEDIUM_WIDTH_PX, quality: 80 },
  /** The 170-px-wide listing card at 2×: cropped to fill 340 × 300 (the cards' srcset names this width). */
  thumb: { width: CARD_THUMB_WIDTH_PX, height: 300, quality: 72 },
} as const;

export type ImageRejection = 'NOT_AN_IMAGE' | 'TOO_LARGE';

/** The upload is not an image we can use; answered as 415 NOT_AN_IMAGE or 413 IMAGE_TOO_LARGE. */
export class ImageRejectedError extends AppError {
  constructor(readonly reason: ImageRejection) {
    super(
      reason === 'TOO_LARGE' ? 413 : 415,
      reason === 'TOO_LARGE' ? 'IMAGE_TOO_LARGE' : 'NOT_AN_IMAGE',
      reason === 'TOO_LARGE'
        ? `This image has too many pixels (${MAX_INPUT_PIXELS / 1_000_000} megapixels at most). Send a smaller photo.`
        : `This file is not a photo we can read. Send a ${ACCEPTED_FORMATS_TEXT} image.`,
    );
    this.name = 'ImageRejectedError';
  }
}

export type RenditionName = keyof typeof VARIANTS;

export interface ProcessedImage {
  large: Buffer;
  medium: Buffer;
  thumb: Buffer;
  /** Size of the large rendition, stored with the image so the web app can reserve its space. */
  width: number;
  height: number;
}

/**
 * Re-encodes an uploaded image: turned upright by its EXIF orientation, metadata (GPS, camera)
 * dropped, and written as three WebP renditions. Nothing of the original file is kept. The file is
 * judged by decoding it, never by its name or declared type; its size is read from the header and
 * refused before any pixel is decoded. `input` is the file's path (an upload, read from disk as
 * libvips needs it) or its bytes. The renditions are made one after another: one decode is one
 * core's work (JPEG and WebP are shrunk while they load, so each is cheap).
 */
export async function processImage(input: Buffer | string): Promise<ProcessedImage> {
  const upright = await openUpright(input);
  try {
    const large = await fitInside(upright.clone(), 'large').toBuffer({ resolveWithObject: true });
    const medium = await fitInside(upright.clone(), 'medium').toBuffer();
    const thumb = await upright
      .clone()
      .resize(VARIANTS.thumb.width, VARIANTS.thumb.height, { fit: 'cover', position: 'centre' })
      .webp({ quality: VARIANTS.thumb.quality })
      .toBuffer();
    return { large: large.data, medium, thumb, width: large.info.width, height: large.info.height };
  } catch (err) {
    // A header that parsed but a body that does not (truncated or corrupt file).
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw new ImageRejectedError('TOO_LARGE');
    throw new ImageRejectedError('NOT_AN_IMAGE');
  }
}

/** A rendition that keeps the whole picture: shrunk to fit inside its box, never enlarged. */
function fitInside(image: Sharp, name: 'large' | 'medium'): Sharp {
  const { width, height, quality } = VARIANTS[name];
  return image.resize(width, height, { fit: 'inside', withoutEnlargement: true }).webp({ quality });
}

/**
 * The medium rendition of an image stored before there was one, made from its large rendition (the
 * original file is never kept). Our own WebP, already upright and metadata-free; a file sharp cannot
 * read throws.
 */
export function mediumFromLarge(large: Buffer): Promise<Buffer> {
  return fitInside(sharp(large, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }), 'medium').toBuffer();
}

/** The decoder for this file, set to turn it upright; sharp keeps no metadata in its output unless asked to. */
async function openUpright(input: Buffer | string): Promise<Sharp> {
  const metadata = await readHeader(input);
  // A HEIC variant libvips cannot even parse may still be one libheif reads; it checks the size itself.
  if (!metadata) return hasHeifBrand(await firstBytes(input)) ? openHeic(input, true) : Promise.reject(notAnImage());
  if (!metadata.width || !metadata.height) throw notAnImage();
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw new ImageRejectedError('TOO_LARGE');
  if (isHeic(metadata)) return openHeic(input, metadata.hasAlpha === true);
  if (!decodedBySharp(metadata)) throw notAnImage();
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
}

/** The start of the file, where its ISO-BMFF `ftyp` box says whether it is HEIF. */
async function firstBytes(input: Buffer | string): Promise<Buffer> {
  if (typeof input !== 'string') return input;
  const file = await open(input, 'r');
  try {
    const { buffer, bytesRead } = await file.read({ buffer: Buffer.alloc(4096), position: 0 });
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** The header only (format, size), or null when sharp cannot parse one; no pixel is decoded. */
async function readHeader(input: Buffer | string): Promise<Metadata | null> {
  try {
    return await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return null; // sharp throws at once for an empty buffer, later for an unknown format
  }
}

/**
 * libheif applies the HEIF rotation and mirror boxes, so its pixels are already upright. Its WASM
 * decoder takes the whole file (10 MB at most) in memory.
 */
async function openHeic(input: Buffer | string, hasAlpha: boolean): Promise<Sharp> {
  const decoded = await decodeHeic(typeof input === 'string' ? await readFile(input) : input, MAX_INPUT_PIXELS);
  if (decoded.kind === 'too-large') throw new ImageRejectedError('TOO_LARGE');
  if (decoded.kind === 'failed') throw notAnImage();
  const { width, height, data } = decoded;
  const image = sharp(data, { raw: { width, height, channels: 4 }, limitInputPixels: MAX_INPUT_PIXELS });
  // The decoder always answers RGBA; an opaque photo's alpha would only cost bytes in the WebP.
  return hasAlpha ? image : image.removeAlpha();
}

const notAnImage = () => new ImageRejectedError('NOT_AN_IMAGE');
