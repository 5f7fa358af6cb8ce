import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageRejectedError, mediumFromLarge, processImage } from './images.js';

/** A landscape photo-like JPEG: red left half, blue right half. */
function twoHalves(width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width / 2}" height="${height}" fill="#ff0000"/>
    <rect x="${width / 2}" width="${width / 2}" height="${height}" fill="#0000ff"/></svg>`;
  return sharp(Buffer.from(svg));
}

async function pixel(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [data[i], data[i + 1], data[i + 2]] as const;
}

describe('processImage', () => {
  it('answers a large WebP that fits in 1600 × 1600, a medium one in 800 × 800 and a 340 × 300 thumbnail', async () => {
    const input = await twoHalves(4000, 3000).jpeg().toBuffer();
    const out = await processImage(input);
    expect(out).toMatchObject({ width: 1600, height: 1200 });
    expect(await sharp(out.large).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    expect(await sharp(out.medium).metadata()).toMatchObject({ format: 'webp', width: 800, height: 600 });
    expect(await sharp(out.thumb).metadata()).toMatchObject({ format: 'webp', width: 340, height: 300 });
    // The whole picture, shrunk: red on the left, blue on the right.
    expect((await pixel(out.medium, 100, 300))[0]).toBeGreaterThan(200);
    expect((await pixel(out.medium, 700, 300))[2]).toBeGreaterThan(200);
  });

  it('fits a portrait photo inside 800 × 800 by its height', async () => {
    const out = await processImage(await twoHalves(1500, 2000).jpeg().toBuffer());
    expect(await sharp(out.large).metadata()).toMatchObject({ width: 1200, height: 1600 });
    expect(await sharp(out.medium).metadata()).toMatchObject({ width: 600, height: 800 });
  });

  it('never enlarges a small image, but fills the thumbnail', async () => {
    const out = await processImage(await twoHalves(400, 200).png().toBuffer());
    expect(out).toMatchObject({ width: 400, height: 200 });
    expect(await sharp(out.medium).metadata()).toMatchObject({ width: 400, height: 200 });
    expect(await sharp(out.thumb).metadata()).toMatchObject({ width: 340, height: 300 });
  });

  it('a medium rendition made later from the large one has the same size as one made on upload', async () => {
    const out = await processImage(await twoHalves(4000, 1000).jpeg().toBuffer());
    const later = await mediumFromLarge(out.large);
    expect(await sharp(later).metadata()).toMatchObject({ format: 'webp', width: 800, height: 200 });
    expect(await sharp(out.medium).metadata()).toMatchObject({ width: 800, height: 200 });
    // A small image's large rendition is its medium one too: never enlarged.
    const small = await processImage(await twoHalves(600, 400).png().toBuffer());
    expect(await sharp(await mediumFromLarge(small.large)).metadata()).toMatchObject({ width: 600, height: 400 });
  });

  it('turns a photo upright by its EXIF orientation and drops the metadata', async () => {
    // Stored sideways (800 × 600) with orientation 6: shown rotated 90° clockwise, 600 × 800.
    const input = await twoHalves(800, 600)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Artist: 'someone', Copyright: 'secret' } })
      .toBuffer();
    expect((await sharp(input).metadata()).orientation).toBe(6);

    const out = await processImage(input);
    expect(out).toMatchObject({ width: 600, height: 800 });
    const meta = await sharp(out.large).metadata();
    expect(meta.orientation ?? 1).toBe(1);
    expect(meta.exif).toBeUndefined();
    // The red left half is now on top, the blue right half at the bottom.
    const [r1, , b1] = await pixel(out.large, 300, 100);
    const [r2, , b2] = await pixel(out.large, 300, 700);
    expect(r1).toBeGreaterThan(200);
    expect(b1).toBeLessThan(60);
    expect(b2).toBeGreaterThan(200);
    expect(r2).toBeLessThan(60);
  });

  it('refuses files that are not images', async () => {
    const garbage = [
      Buffer.from('definitely not an image'),
      Buffer.alloc(0),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'),
    ];
    for (const input of garbage) {
      const err = await processImage(input).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ImageRejectedError);
      expect(err).toMatchObject({ reason: 'NOT_AN_IMAGE', statusCode: 415, code: 'NOT_AN_IMAGE' });
    }
  });

  it('refuses GIF and TIFF, which are not among the formats it names', async () => {
    for (const input of [await twoHalves(40, 20).gif().toBuffer(), await twoHalves(40, 20).tiff().toBuffer()]) {
      const err = await processImage(input).catch((e: unknown) => e);
      expect(err).toMatchObject({
        reason: 'NOT_AN_IMAGE',
        message: expect.stringContaining('JPEG, PNG, WebP, AVIF or HEIC'),
      });
    }
  });

  it('refuses a truncated image', async () => {
    const jpeg = await twoHalves(800, 600).jpeg().toBuffer();
    const err = await processImage(jpeg.subarray(0, jpeg.length / 3)).catch((e: unknown) => e);
    expect(err).toMatchObject({ reason: 'NOT_AN_IMAGE' });
  });

  it('refuses an image of more than 40 megapixels before decoding it', async () => {
    // 7000 × 7000 = 49 megapixels of one colour: a small file with a large header.
    const input = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    expect(input.length).toBeLessThan(1_000_000);
    const err = await processImage(input).catch((e: unknown) => e);
    expect(err).toMatchObject({ reason: 'TOO_LARGE', statusCode: 413, code: 'IMAGE_TOO_LARGE' });
  });
});

describe('HEIC', () => {
  const heic = readFileSync(new URL('./fixtures/red-blue-gps.heic', import.meta.url));

  it('decodes an HEVC-coded HEIC, which sharp alone cannot', async () => {
    await expect(sharp(heic).png().toBuffer()).rejects.toThrow();
    const out = await processImage(heic);
    expect(out).toMatchObject({ width: 320, height: 240 });
    expect(await sharp(out.thumb).metadata()).toMatchObject({ format: 'webp', width: 340, height: 300 });
  });

  it('refuses a truncated HEIC as not an image', async () => {
    const err = await processImage(heic.subarray(0, 600)).catch((e: unknown) => e);
    expect(err).toMatchObject({ reason: 'NOT_AN_IMAGE' });
  });
});
