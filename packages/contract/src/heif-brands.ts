/**
 * HEIF files (the iPhone's HEIC, and AVIF) are told by their first bytes: an ISO-BMFF `ftyp` box
 * naming their brands. Read the same way by the server (which sends HEVC inside HEIF to its own
 * decoder) and the browser (which refuses a picked file that is no photo before it takes a slot).
 */

/** HEIF holding HEVC: HEIC, HEIF and their image sequences. */
export const HEIC_BRANDS: ReadonlySet<string> = new Set([
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'mif1',
  'msf1',
]);
/** HEIF holding AV1. */
export const AVIF_BRANDS: ReadonlySet<string> = new Set(['avif', 'avis']);

/** The major and compatible brands of the file's `ftyp` box; none when it does not start with one. */
export function ftypBrands(bytes: Uint8Array): string[] {
  const text = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length < 16 || text(4, 8) !== 'ftyp') return [];
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  const end = Math.min(boxSize, bytes.length);
  const brands = [text(8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(text(at, at + 4));
  return brands;
}
