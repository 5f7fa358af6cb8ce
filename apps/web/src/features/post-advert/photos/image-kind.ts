/**
 * Whether a picked file is a photo the server reads (apps/server/src/modules/media/images.ts: JPEG,
 * PNG, WebP, AVIF or HEIC), by its first bytes: a name or a declared type says nothing (a note saved as
 * "photo.jpg", a HEIC with no type at all), and a file refused only after its upload would hold a
 * slot with a Retry that can never succeed.
 */
export async function isReadablePhoto(file: Blob): Promise<boolean> {
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  } catch {
    return false; // a file the browser cannot read cannot be uploaded either
  }
  return startsWith(head, JPEG) || startsWith(head, PNG) || isWebp(head) || hasHeifBrand(head);
}

/** Enough for the signatures and an `ftyp` box's brands. */
const HEAD_BYTES = 256;
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** HEIC (HEVC inside) and AVIF (AV1 inside) brands, as the server's HEIF check and sharp know them. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1', 'avif', 'avis']);

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);
const text = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** "RIFF", a size, then "WEBP". */
const isWebp = (bytes: Uint8Array) => text(bytes, 0, 4) === 'RIFF' && text(bytes, 8, 12) === 'WEBP';

/** An ISO-BMFF `ftyp` box first, naming a HEIF brand as its major or a compatible brand. */
function hasHeifBrand(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || text(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
  const end = Math.min(boxSize >>> 0, bytes.length);
  const brands = [text(bytes, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(text(bytes, at, at + 4));
  return brands.some((brand) => HEIF_BRANDS.has(brand));
}
