import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { distance, fingerprint, quarters, SAME_PHOTO_BITS } from './fingerprints.js';
import { processImage } from './images.js';

/** A photo-like picture: a gradient with a bright disc, its place set by `shift`. */
async function picture(shift: number, format: 'jpeg' | 'png' = 'png', width = 640): Promise<Buffer> {
  const w = 320;
  const h = 240;
  const pixels = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const inDisc = (x - 100 - shift) ** 2 + (y - 120) ** 2 < 60 ** 2;
      const i = (y * w + x) * 3;
      pixels[i] = inDisc ? 250 : (x * 255) / w;
      pixels[i + 1] = inDisc ? 240 : (y * 255) / h;
      pixels[i + 2] = inDisc ? 60 : 128;
    }
  }
  const image = sharp(pixels, { raw: { width: w, height: h, channels: 3 } }).resize(width);
  return format === 'jpeg' ? image.jpeg({ quality: 60 }).toBuffer() : image.png().toBuffer();
}

describe("a photo's fingerprint", () => {
  it('stays within a few bits for the same photo re-encoded and resized, and is far for another', async () => {
    const original = await fingerprint((await processImage(await picture(0))).medium);
    const copy = await fingerprint((await processImage(await picture(0, 'jpeg', 1200))).medium);
    const other = await fingerprint((await processImage(await picture(140))).medium);
    expect(distance(original, copy)).toBeLessThanOrEqual(SAME_PHOTO_BITS);
    expect(distance(original, other)).toBeGreaterThan(SAME_PHOTO_BITS * 2);
  });

  it('splits into four quarters that fit a smallint, and counts the bits two differ by', () => {
    const hash = -0x0123456789abcdefn;
    for (const part of quarters(hash)) expect(part).toBeGreaterThanOrEqual(-0x8000);
    for (const part of quarters(hash)) expect(part).toBeLessThanOrEqual(0x7fff);
    expect(distance(hash, hash)).toBe(0);
    expect(distance(0n, -1n)).toBe(64);
    expect(distance(0b1011n, 0b0010n)).toBe(2);
  });
});
