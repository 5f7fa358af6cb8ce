import { AVIF_BRANDS, ftypBrands, HEIC_BRANDS } from '@zeng/contract/heif-brands';

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

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);
const text = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** "RIFF", a size, then "WEBP". */
const isWebp = (bytes: Uint8Array) => text(bytes, 0, 4) === 'RIFF' && text(bytes, 8, 12) === 'WEBP';

/** An ISO-BMFF `ftyp` box first, naming a HEIC or AVIF brand as its major or a compatible brand. */
const hasHeifBrand = (bytes: Uint8Array) =>
  ftypBrands(bytes).some((brand) => HEIC_BRANDS.has(brand) || AVIF_BRANDS.has(brand));
