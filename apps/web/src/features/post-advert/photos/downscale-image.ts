import { MAX_UPLOAD_BYTES, MAX_UPLOAD_EDGE_PX } from '@zeng/contract/adverts';

export interface PreparedImage {
  blob: Blob;
  fileName: string;
}

/** Turns a picked file into what is uploaded; swapped in tests (jsdom decodes no images). */
export type PrepareImage = (file: File) => Promise<PreparedImage>;

const JPEG_QUALITY = 0.85;

function toBlob(canvas: HTMLCanvasElement | OffscreenCanvas): Promise<Blob | null> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

interface Drawing {
  canvas: HTMLCanvasElement | OffscreenCanvas;
  context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
}

/** A canvas of the size with its 2D context (off screen where the browser can), or null when it gives none. */
function makeCanvas(width: number, height: number): Drawing | null {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    return context && { canvas, context };
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  return context && { canvas, context };
}

const asJpegName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;

/**
 * Mobile data is dear: a photo longer than MAX_UPLOAD_EDGE_PX on its long side (or heavier than the
 * server takes) is redrawn at that size as a JPEG before it leaves the phone. A file the browser
 * cannot decode (HEIC in Chromium) goes as it is, and the server decides.
 */
export async function downscaleImage(file: File, maxEdge = MAX_UPLOAD_EDGE_PX): Promise<PreparedImage> {
  const original = { blob: file, fileName: file.name || 'photo' };
  if (typeof createImageBitmap !== 'function') return original;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return original;
  }
  try {
    const longEdge = Math.max(bitmap.width, bitmap.height);
    if (longEdge <= maxEdge && file.size <= MAX_UPLOAD_BYTES) return original;
    const scale = Math.min(1, maxEdge / longEdge);
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const drawing = makeCanvas(width, height);
    if (!drawing) return original;
    const { canvas, context } = drawing;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await toBlob(canvas).catch(() => null);
    return blob ? { blob, fileName: asJpegName(file.name) } : original;
  } finally {
    bitmap.close();
  }
}
