import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { uploads } from '../../db/schema.js';
import type { StoredImage } from './urls.js';

/** Submitted addresses become keys here before ownership is asked (urls.ts). */
export { keyFromImageUrl } from './urls.js';

/**
 * Records that userId uploaded these images. A key is the hash of the file's content, so two people
 * uploading the same photo share its files and each owns the key (primary key (key, user_id)).
 */
export async function recordUploads(db: Database, userId: number, images: StoredImage[], at: Date): Promise<void> {
  if (images.length === 0) return;
  await db
    .insert(uploads)
    .values(
      images.map((image) => ({ key: image.key, userId, width: image.width, height: image.height, createdAt: at })),
    )
    .onConflictDoNothing();
}

/**
 * The images among these keys that userId uploaded, with their sizes (keyFromImageUrl turns
 * submitted addresses into keys). Works inside a transaction too: pass the transaction as db.
 */
export async function ownedImages(
  db: Database,
  userId: number,
  keys: readonly string[],
): Promise<Map<string, StoredImage>> {
  const distinct = [...new Set(keys)];
  if (distinct.length === 0) return new Map();
  const rows = await db
    .select({ key: uploads.key, width: uploads.width, height: uploads.height })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.key, distinct)));
  return new Map(rows.map((row) => [row.key, row]));
}

/** Which of these image keys userId uploaded. */
export async function ownedImageKeys(db: Database, userId: number, keys: readonly string[]): Promise<Set<string>> {
  return new Set((await ownedImages(db, userId, keys)).keys());
}
