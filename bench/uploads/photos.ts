import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

/**
 * Large camera-like JPEGs: 4000 × 3000 (12 megapixels, a phone's main camera) of coloured noise at
 * quality 93, about 9 MB each, under the 10 MB the server takes. Noise is the worst case for the
 * encoder and keeps every file near the size limit. Made once into the system's temporary folder
 * (about 2 s each) and reused by later runs.
 */
const VERSION = 1;
const WIDTH = 4000;
const HEIGHT = 3000;
const BACKGROUNDS = [
  { r: 120, g: 140, b: 160 },
  { r: 200, g: 90, b: 60 },
  { r: 40, g: 160, b: 80 },
  { r: 230, g: 210, b: 120 },
  { r: 70, g: 60, b: 150 },
];

export async function basePhotos(count: number): Promise<Buffer[]> {
  const dir = join(tmpdir(), `zeng-bench-photos-v${VERSION}`);
  mkdirSync(dir, { recursive: true });
  const photos: Buffer[] = [];
  for (let i = 0; i < count; i++) {
    const file = join(dir, `photo-${i}.jpg`);
    if (!existsSync(file)) {
      const background = BACKGROUNDS[i % BACKGROUNDS.length] ?? { r: 128, g: 128, b: 128 };
      const data = await sharp({
        create: {
          width: WIDTH,
          height: HEIGHT,
          channels: 3,
          background,
          noise: { type: 'gaussian', mean: 128, sigma: 40 + (i % 5) },
        },
      })
        .jpeg({ quality: 93 })
        .toBuffer();
      writeFileSync(`${file}.tmp`, data);
      renameSync(`${file}.tmp`, file);
    }
    photos.push(readFileSync(file));
  }
  return photos;
}

/**
 * The same picture as a different file: a JPEG comment segment (COM) naming it, right after the
 * start-of-image marker. The server keys uploads by their bytes' hash, so every account's photos
 * are new to it and each is decoded.
 */
export function distinctCopy(jpeg: Buffer, name: string): Buffer {
  const text = Buffer.from(name, 'latin1');
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, text, jpeg.subarray(2)]);
}

/**
 * A photo as the web app sends one: the browser scales a camera's picture down to MAX_UPLOAD_EDGE_PX
 * (2048 px on its long edge) before uploading it. Noise at quality 85, made once into the temporary
 * folder like the large ones.
 */
export async function browserPhoto(): Promise<Buffer> {
  const dir = join(tmpdir(), `zeng-bench-photos-v${VERSION}`);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'browser-2048.jpg');
  if (!existsSync(file)) {
    const data = await sharp({
      create: {
        width: 2048,
        height: 1536,
        channels: 3,
        background: { r: 120, g: 140, b: 160 },
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .jpeg({ quality: 85 })
      .toBuffer();
    writeFileSync(`${file}.tmp`, data);
    renameSync(`${file}.tmp`, file);
  }
  return readFileSync(file);
}

/** One photo as the web app's upload form sends it: multipart/form-data, the file in the "files" field. */
export function photoForm(file: Buffer, filename: string): { body: Buffer; contentType: string } {
  const boundary = `----zengbench${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
