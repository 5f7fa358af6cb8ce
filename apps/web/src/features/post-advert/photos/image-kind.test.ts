import { describe, expect, it } from 'vitest';
import { isReadablePhoto } from './image-kind';

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const file = (...bytes: number[]) => new Blob([new Uint8Array(bytes)]);
/** An ISO-BMFF file's `ftyp` box: size, "ftyp", major brand, minor version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]) =>
  file(0, 0, 0, 16 + 4 * compatible.length, ...ascii(`ftyp${major}`), 0, 0, 0, 0, ...ascii(compatible.join('')));

describe('a photo the server reads, told by its first bytes', () => {
  it('takes JPEG, PNG, WebP, HEIC and AVIF, whatever they are called', async () => {
    expect(await isReadablePhoto(file(0xff, 0xd8, 0xff, 0xe0))).toBe(true);
    expect(await isReadablePhoto(file(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe(true);
    expect(await isReadablePhoto(file(...ascii('RIFF'), 1, 2, 3, 4, ...ascii('WEBPVP8 ')))).toBe(true);
    expect(await isReadablePhoto(ftyp('heic', 'mif1', 'heic'))).toBe(true);
    expect(await isReadablePhoto(ftyp('mif1', 'heic'))).toBe(true);
    expect(await isReadablePhoto(ftyp('avif', 'mif1', 'miaf'))).toBe(true);
  });

  it('refuses text, PDF, GIF, a video and an empty file', async () => {
    expect(await isReadablePhoto(new Blob(['razılaşma yolu ilə']))).toBe(false);
    expect(await isReadablePhoto(new Blob(['%PDF-1.7']))).toBe(false);
    expect(await isReadablePhoto(new Blob(['GIF89a']))).toBe(false);
    expect(await isReadablePhoto(ftyp('isom', 'iso2', 'mp41'))).toBe(false);
    expect(await isReadablePhoto(new Blob([]))).toBe(false);
  });
});
