import { eq, gt, notExists, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { advertImages, finishedTasks, uploads } from '../../db/schema.js';
import { createMediaStorage, type StorageConfig } from '../../infra/storage/create-media-storage.js';
import type { MediaStorage } from '../../infra/storage/media-storage.js';
import { fingerprint } from './fingerprints.js';
import { hasFingerprint, recordFingerprints } from './fingerprints-repository.js';
import { mediumFromLarge } from './images.js';
import { imageObjectKey } from './urls.js';

/**
 * Images stored before the medium rendition existed get one, made from their large rendition.
 *
 * When: in the background once the server listens (backfillMediumAfterListening, called by main.ts),
 * so a big store never keeps the server from answering. The keys come from the database (uploads,
 * then the adverts' images nobody uploaded: the demo seed's), not from listing the bucket. Each key
 * costs one exists() when its medium is there, and a get, a resize and a put when it is not; at most
 * `concurrency` at once, as sharp already spreads one resize over the machine's cores.
 *
 * Once: a run that went through every key records MEDIUM_BACKFILL in finished_tasks, and later starts
 * look at that row only, instead of asking the store about every image again (a HEAD per image on
 * S3). New images need no backfill: every upload and the demo seed store all three renditions. A run
 * stopped by a shutdown or failed by the store or the database records nothing, and the next start
 * goes through the keys again, skipping what exists, as does a second instance starting at the same
 * moment (it may make a few of the same files, with the same content). Whoever runs the previous
 * release beside this one for a while (a rolling deploy) may store images without a medium rendition
 * after the row is written: deleting the row has the next start look again.
 */
export const MEDIUM_BACKFILL = 'medium-renditions';

/** Keys asked of the database at a time. */
const PAGE_SIZE = 500;

export interface BackfillReport {
  /** Medium renditions made. */
  made: number;
  /** Images that already had one. */
  present: number;
  /** Images whose large rendition is not in the store: nothing to make theirs from. */
  withoutLarge: string[];
  /** Images whose large rendition sharp could not read. */
  unreadable: string[];
  /** False when the run was stopped before the last key (and nothing was recorded). */
  finished: boolean;
}

export interface BackfillOptions {
  concurrency?: number;
  /** Stops the run between images (a shutdown). */
  signal?: AbortSignal;
}

/**
 * Makes the medium rendition of every stored image that lacks one, or does nothing (null) when a
 * finished run is on record. Store and database faults reject, with nothing recorded.
 */
export async function backfillMediumRenditions(
  db: Database,
  storage: MediaStorage,
  { concurrency = 2, signal }: BackfillOptions = {},
): Promise<BackfillReport | null> {
  if (await isFinished(db)) return null;
  const report: BackfillReport = { made: 0, present: 0, withoutLarge: [], unreadable: [], finished: false };
  const keys = storedImageKeys(db);
  const worker = async () => {
    // The workers share one generator: each key is handed to one of them.
    for await (const key of keys) {
      if (signal?.aborted) return;
      await backfillOne(storage, key, report);
    }
  };
  // Settled, not all: after one worker's fault the others finish the image in hand before the caller
  // closes the store.
  const outcomes = await Promise.allSettled(Array.from({ length: concurrency }, worker));
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  if (signal?.aborted) return report;
  await db.insert(finishedTasks).values({ name: MEDIUM_BACKFILL }).onConflictDoNothing();
  return { ...report, finished: true };
}

async function isFinished(db: Database): Promise<boolean> {
  const rows = await db
    .select({ name: finishedTasks.name })
    .from(finishedTasks)
    .where(eq(finishedTasks.name, MEDIUM_BACKFILL));
  return rows.length > 0;
}

async function backfillOne(storage: MediaStorage, key: string, report: BackfillReport): Promise<void> {
  const mediumKey = imageObjectKey(key, 'medium');
  if (await storage.exists(mediumKey)) {
    report.present++;
    return;
  }
  const large = await storage.get(imageObjectKey(key, 'large'));
  if (!large) {
    report.withoutLarge.push(key);
    return;
  }
  let medium: Buffer;
  try {
    medium = await mediumFromLarge(large);
  } catch {
    report.unreadable.push(key);
    return;
  }
  await storage.put(mediumKey, medium, 'image/webp');
  report.made++;
}

/**
 * Every stored image's key, once: the uploads in key order (their primary key begins with it, so each
 * page is an index range), then the keys adverts show that nobody uploaded, which only the demo seed
 * and the benchmark's seed write (a few dozen pictures shared by many adverts).
 */
export async function* storedImageKeys(db: Database): AsyncGenerator<string> {
  let after = '';
  for (;;) {
    const page = await db
      .selectDistinct({ key: uploads.key })
      .from(uploads)
      .where(gt(uploads.key, after))
      .orderBy(uploads.key)
      .limit(PAGE_SIZE);
    for (const { key } of page) yield key;
    const last = page.at(-1);
    if (!last || page.length < PAGE_SIZE) break;
    after = last.key;
  }
  const notUploaded = await db
    .selectDistinct({ key: advertImages.key })
    .from(advertImages)
    .where(notExists(db.select({ one: sql`1` }).from(uploads).where(eq(uploads.key, advertImages.key))));
  for (const { key } of notUploaded) yield key;
}

/**
 * Runs the backfill in the background once `app` listens, with a store of its own, and stops it when
 * the app closes: between images, waiting for those under way, so the database is still open for
 * them. Logs how many it made; a failed run is logged and tried again at the next start.
 */
export function backfillMediumAfterListening(app: FastifyInstance, config: StorageConfig, db: Database): void {
  const stop = new AbortController();
  let running: Promise<void> | undefined;
  app.addHook('onListen', async () => {
    running = runLogged(app, config, db, stop.signal);
  });
  app.addHook('onClose', async () => {
    stop.abort();
    await running;
  });
}

async function runLogged(app: FastifyInstance, config: StorageConfig, db: Database, signal: AbortSignal) {
  const started = performance.now();
  const storage = createMediaStorage(config);
  try {
    const report = await backfillMediumRenditions(db, storage, { signal });
    // Then the fingerprints of images stored before them, from the medium renditions just made sure of.
    const fingerprinted = await backfillFingerprints(db, storage, signal);
    if (fingerprinted !== null)
      app.log.info({ fingerprinted }, `Fingerprints: made ${fingerprinted} for stored images`);
    if (!report) return;
    const { made, present, withoutLarge, unreadable, finished } = report;
    const ms = Math.round(performance.now() - started);
    if (withoutLarge.length || unreadable.length) {
      app.log.warn(
        { withoutLarge: withoutLarge.slice(0, 20), unreadable: unreadable.slice(0, 20) },
        `${withoutLarge.length + unreadable.length} stored images have no usable large rendition to make a medium one from`,
      );
    }
    app.log.info(
      { made, present, ms },
      finished
        ? `Medium renditions: made ${made} for images stored before them`
        : `Medium renditions: stopped after making ${made}; the next start goes on`,
    );
  } catch (err) {
    app.log.error({ err }, 'Medium renditions could not be made for every stored image; the next start tries again');
  } finally {
    await storage.close();
  }
}

export const FINGERPRINT_BACKFILL = 'image-fingerprints';

/**
 * Fingerprints every stored image that has none (issue 37), from its medium rendition (its large one
 * when there is none), once: recorded in finished_tasks as the medium backfill is. Answers how many it
 * made, or null when a finished run is on record; an image the store lacks or sharp cannot read is left.
 */
export async function backfillFingerprints(db: Database, storage: MediaStorage, signal?: AbortSignal) {
  const done = await db
    .select({ name: finishedTasks.name })
    .from(finishedTasks)
    .where(eq(finishedTasks.name, FINGERPRINT_BACKFILL));
  if (done.length > 0) return null;
  let made = 0;
  for await (const key of storedImageKeys(db)) {
    if (signal?.aborted) return made;
    if (await hasFingerprint(db, key)) continue;
    const rendition =
      (await storage.get(imageObjectKey(key, 'medium'))) ?? (await storage.get(imageObjectKey(key, 'large')));
    if (!rendition) continue;
    try {
      await recordFingerprints(db, [{ key, hash: await fingerprint(rendition) }]);
      made++;
    } catch {
      // Unreadable: the moderators' preview simply finds no copy of it.
    }
  }
  await db.insert(finishedTasks).values({ name: FINGERPRINT_BACKFILL }).onConflictDoNothing();
  return made;
}
