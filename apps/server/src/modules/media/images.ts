import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/errors.js';

/** Decoding more pixels than this is refused (DESIGN.md: sharp's default lets a 12,000 × 12,000 header through). */
export const MAX_INPUT_PIXELS = 40_000_000;

/** The formats people's phones and computers produce; anything else (SVG, PDF, RAW...) is refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

/** The two renditions every image is stored in. */
export const VARIANTS = {
  /** The gallery and full-screen viewer: fits inside 1600 × 1600, never enlarged. */
  large: { width: 1600, height: 1600, quality: 80 },
  /** The 170-px-wide listing card at 2×: cropped to fill 340 × 300. */
  thumb: { width: 340, height: 300, quality: 72 },
} as const;

export type ImageRejection = 'NOT_AN_IMAGE' | 'TOO_LARGE';

/** The upload is not an image we can use; answered as 415 or 413 with a message a person can act on. */
export class ImageRejectedError extends AppError {
  constructor(readonly reason: ImageRejection) {
    super(
      reason === 'TOO_LARGE' ? 413 : 415,
      reason === 'TOO_LARGE' ? 'PAYLOAD_TOO_LARGE' : 'UNSUPPORTED_MEDIA_TYPE',
      reason === 'TOO_LARGE'
        ? 'This image has too many pixels (40 megapixels at most).'
        : 'This file is not an image we can read (JPEG, PNG, WebP, GIF, AVIF or HEIF).',
    );
    this.name = 'ImageRejectedError';
  }
}

export interface ProcessedImage {
  large: Buffer;
  thumb: Buffer;
  /** Size of the large rendition, stored with the image so the web app can reserve its space. */
  width: number;
  height: number;
}

/**
 * Re-encodes an uploaded image: turned upright by its EXIF orientation, metadata (GPS, camera)
 * dropped, and written as two WebP renditions. Nothing of the original file is kept.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejectedError('NOT_AN_IMAGE');
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
    throw new ImageRejectedError('NOT_AN_IMAGE');
  }
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw new ImageRejectedError('TOO_LARGE');

  // One decode, upright; sharp keeps no metadata in its output unless asked to.
  const upright = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  try {
    const [large, thumb] = await Promise.all([
      upright
        .clone()
        .resize(VARIANTS.large.width, VARIANTS.large.height, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: VARIANTS.large.quality })
        .toBuffer({ resolveWithObject: true }),
      upright
        .clone()
        .resize(VARIANTS.thumb.width, VARIANTS.thumb.height, { fit: 'cover', position: 'centre' })
        .webp({ quality: VARIANTS.thumb.quality })
        .toBuffer(),
    ]);
    return { large: large.data, thumb, width: large.info.width, height: large.info.height };
  } catch (err) {
    // A header that parsed but a body that does not (truncated or corrupt file).
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw new ImageRejectedError('TOO_LARGE');
    throw new ImageRejectedError('NOT_AN_IMAGE');
  }
}
