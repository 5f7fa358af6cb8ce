import { PRODUCT_CATEGORIES, type ProductCategory } from '@zeng/contract/constants';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { imageFingerprints } from '../../db/schema.js';
import { quarters, SAME_PHOTO_BITS } from './fingerprints.js';

/** Records images' fingerprints; an image already fingerprinted keeps its own (a key is its content). */
export async function recordFingerprints(db: Database, images: ReadonlyArray<{ key: string; hash: bigint }>) {
  if (images.length === 0) return;
  await db
    .insert(imageFingerprints)
    .values(
      images.map(({ key, hash }) => {
        const [part0, part1, part2, part3] = quarters(hash);
        return { key, hash, part0, part1, part2, part3 };
      }),
    )
    .onConflictDoNothing();
}

/** Whether this image has a fingerprint. */
export async function hasFingerprint(db: Database, key: string): Promise<boolean> {
  const result = await db.execute(sql`SELECT 1 FROM image_fingerprints WHERE key = ${key}`);
  return ((result as unknown as { rows?: unknown[] }).rows?.length ?? 0) > 0;
}

/** A photo of an advert seen in another undeleted advert. */
export interface PhotoMatchRow {
  /** The photo of this advert. */
  ownKey: string;
  advertId: number;
  category: ProductCategory;
  userId: number;
  /** That advert's copy of it. */
  theirKey: string;
  /** Bits the two photos' fingerprints differ by (0: the same picture). */
  distance: number;
}

/**
 * The other undeleted adverts showing a photo of this one, the closest first: candidates share a quarter
 * of a fingerprint (an index lookup each), then are kept when at most SAME_PHOTO_BITS bits apart.
 */
export async function photoMatches(db: Database, advertId: number, limit = 20): Promise<PhotoMatchRow[]> {
  const result = await db.execute(sql`
    WITH mine AS (
      SELECT ai.key, f.hash, f.part0, f.part1, f.part2, f.part3
        FROM advert_images ai JOIN image_fingerprints f ON f.key = ai.key
       -- A flat picture (one colour, or nearly) has no shape to match: every bit alike.
       WHERE ai.advert_id = ${advertId} AND f.hash NOT IN (0, -1)
    ), near AS (
      SELECT DISTINCT m.key AS own_key, f.key AS their_key,
             bit_count((m.hash # f.hash)::bit(64))::int AS distance
        FROM mine m
        JOIN image_fingerprints f
          ON f.part0 = m.part0 OR f.part1 = m.part1 OR f.part2 = m.part2 OR f.part3 = m.part3
    )
    SELECT n.own_key, a.id AS advert_id, a.category, a.user_id, n.their_key, n.distance
      FROM near n
      JOIN advert_images ai ON ai.key = n.their_key AND ai.advert_id <> ${advertId}
      JOIN adverts a ON a.id = ai.advert_id AND a.deleted_at IS NULL
     WHERE n.distance <= ${SAME_PHOTO_BITS}
     ORDER BY n.distance, a.id DESC
     LIMIT ${limit}`);
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  return rows.map((r) => ({
    ownKey: String(r.own_key),
    advertId: Number(r.advert_id),
    category: PRODUCT_CATEGORIES.find((c) => c === r.category) ?? 'phone',
    userId: Number(r.user_id),
    theirKey: String(r.their_key),
    distance: Number(r.distance),
  }));
}
