import sharp from 'sharp';

/**
 * A picture's perceptual fingerprint (issue 37: stolen and repeated photos): a 64-bit difference hash,
 * each bit whether a cell of the picture shrunk to 9 × 8 greys is brighter than its right neighbour.
 * The same photo re-encoded, resized or lightly edited keeps nearly all its bits; another photo flips
 * about half. Made from the stored medium rendition (upright, metadata-free, the whole picture), so
 * an upload and the backfill of an older image fingerprint alike.
 */
export async function fingerprint(rendition: Buffer): Promise<bigint> {
  const grey = await sharp(rendition, { failOn: 'error' })
    .greyscale()
    .resize(9, 8, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  let hash = 0n;
  for (let row = 0; row < 8; row++) {
    for (let column = 0; column < 8; column++) {
      const left = grey[row * 9 + column] ?? 0;
      const right = grey[row * 9 + column + 1] ?? 0;
      hash = (hash << 1n) | (left > right ? 1n : 0n);
    }
  }
  // As PostgreSQL's bigint holds it: signed.
  return BigInt.asIntN(64, hash);
}

/** Bits two fingerprints differ by. */
export function distance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let bits = 0;
  while (x > 0n) {
    bits += Number(x & 1n);
    x >>= 1n;
  }
  return bits;
}

/**
 * Its four 16-bit quarters, each indexed: two fingerprints at most 3 bits apart share at least one
 * quarter whole (four quarters, three flipped bits), so a lookup by quarter finds every close one.
 */
export function quarters(hash: bigint): [number, number, number, number] {
  const u = BigInt.asUintN(64, hash);
  const part = (i: number) => Number((u >> BigInt(i * 16)) & 0xffffn) - 0x8000;
  return [part(0), part(1), part(2), part(3)];
}

/** The most bits a copy of a photo differs by: re-encoded or resized copies differ by 0 to 4. */
export const SAME_PHOTO_BITS = 5;
