import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { MIGRATIONS_DIR, openDatabase } from '../../../apps/server/src/db/client.js';
import type { DemoModel } from '../../../apps/server/src/db/demo/devices.js';
import { advertImages, adverts, users } from '../../../apps/server/src/db/schema.js';
import { seedReferenceData } from '../../../apps/server/src/db/seed-reference.js';
import { bakuDayRange } from '../../../apps/server/src/modules/adverts/baku-day.js';
import { CatalogService } from '../../../apps/server/src/modules/catalog/service.js';
import { MEDIUM_BACKFILL } from '../../../apps/server/src/modules/media/backfill-medium.js';
import { benchDatabaseUrl, DB_NAME, log, type Settings } from '../settings.js';
import { insertRows, withoutSecondaryIndexes } from './bulk.js';
import { type AdvertRow, makeMarketplace, type Reference } from './marketplace.js';
import { pickSearchWords, type SearchWords } from './words.js';

/** Bump when the seeded data changes shape: a database seeded by another version is seeded again. */
// 2: the seller options (issue 21). 3: a device's condition and IMEI (issue 37). 4: paid placement (issue 38).
const SEED_VERSION = 4;
const RANDOM_SEED = 20_261_122;
const BATCH = 10_000;

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

/** What a seeded database holds, kept in it (table bench_seed) so the next run can reuse it. */
export interface SeedMarker {
  version: number;
  adverts: number;
  migrations: string[];
  seededAt: string;
  seedSeconds: number;
  sellers: number;
  images: number;
  words: SearchWords;
}

export interface SeededDatabase {
  url: string;
  marker: SeedMarker;
  reused: boolean;
}

const ADVERT_KEYS = [
  'id',
  'category',
  'userId',
  'state',
  'price',
  'districtId',
  'comment',
  'condition',
  'brandId',
  'modelId',
  'color',
  'storageId',
  'ramId',
  'simType',
  'simNumber',
  'simProviderId',
  'name',
  'accessoryType',
  'barter',
  'credit',
  'delivery',
  'negotiable',
  // A device's condition and IMEI (issue 37); what no listing reads (defects, box, lock) keeps its default.
  'grade',
  'batteryHealth',
  'warrantyMonths',
  'imei',
  'imeiRegistered',
  'searchText',
  'rejectionReason',
  'createdAt',
  'submittedAt',
  'updatedAt',
  'publishedAt',
  'expiresAt',
] as const satisfies ReadonlyArray<keyof AdvertRow>;

function migrationTags(): string[] {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  return journal.entries.map((e) => e.tag);
}

/** Why the seeded database cannot be reused, or null when it can. */
function staleBecause(marker: SeedMarker | null, settings: Settings, now: Date): string | null {
  if (!marker) return 'no complete seed in it';
  if (marker.version !== SEED_VERSION) return `seeded by version ${marker.version}, not ${SEED_VERSION}`;
  if (marker.adverts !== settings.adverts) return `it holds ${marker.adverts} adverts, not ${settings.adverts}`;
  if (marker.migrations.join() !== migrationTags().join()) return 'the migrations changed since';
  // Today's list and the 30-day window are relative to the seeding day (Asia/Baku).
  if (bakuDayRange(new Date(marker.seededAt)).start.getTime() !== bakuDayRange(now).start.getTime())
    return 'it was seeded on another day';
  return null;
}

async function readMarker(url: string): Promise<SeedMarker | null> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch {
    return null;
  }
  try {
    const { rows } = await client.query<{ marker: SeedMarker }>(
      `SELECT marker FROM bench_seed WHERE to_regclass('bench_seed') IS NOT NULL`,
    );
    return rows[0]?.marker ?? null;
  } catch {
    return null;
  } finally {
    await client.end();
  }
}

async function loadReference(db: pg.Pool): Promise<Reference> {
  const [models, components, providers] = await Promise.all([
    db.query<DemoModel & { category: string }>(
      `SELECT m.id, m.brand_id AS "brandId", m.name, m.release_year AS "releaseYear",
              m.launch_price_usd AS "launchPriceUsd", b.slug AS "brandSlug", b.name AS "brandName", b.category
         FROM models m JOIN brands b ON b.id = m.brand_id ORDER BY m.id`,
    ),
    db.query<{ id: number; type: string; megabytes: number }>('SELECT id, type, megabytes FROM components'),
    db.query<Reference['providers'][number]>(
      'SELECT id, slug, name, prefixes FROM sim_providers WHERE active ORDER BY id',
    ),
  ]);
  const componentIds = new Map(components.rows.map((c) => [`${c.type}/${c.megabytes}`, c.id]));
  return {
    phoneModels: models.rows.filter((m) => m.category === 'PHONE'),
    tabletModels: models.rows.filter((m) => m.category === 'TABLET'),
    providers: providers.rows,
    componentId(type, gigabytes) {
      const id = componentIds.get(`${type}/${gigabytes * 1024}`);
      if (id === undefined) throw new Error(`no ${type} component of ${gigabytes} GB`);
      return id;
    },
  };
}

/**
 * The seed's image rows name files no store holds (no page of the benchmark shows a picture), so the
 * server's start-up backfill of medium renditions (modules/media/backfill-medium.ts) has nothing to
 * make; left unrecorded, it asked the store about each of two million keys during every run, which the
 * CPU profile of issue 20 found taking a tenth of the server's time.
 */
async function markNothingToBackfill(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('INSERT INTO finished_tasks (name) VALUES ($1) ON CONFLICT DO NOTHING', [MEDIUM_BACKFILL]);
  } finally {
    await client.end();
  }
}

/**
 * Paid placement as a live site would hold it (issue 38, ADR 0038): VIP and Premium adverts among the
 * shown ones of each category, for 30 days, picked by a hash of their id (the same on every seed), so
 * every list measured places them as it would in production.
 */
export const PROMOTED = {
  phone: { vip: 12, premium: 40 },
  tablet: { vip: 4, premium: 10 },
  sim: { vip: 8, premium: 20 },
  accessory: { vip: 4, premium: 10 },
} as const;

async function promote(pool: pg.Pool, now: Date): Promise<void> {
  const until = new Date(now.getTime() + 30 * 86_400_000);
  for (const [category, { vip, premium }] of Object.entries(PROMOTED)) {
    const shown = `SELECT id FROM adverts WHERE category = $1 AND state = 'APPROVED' AND deleted_at IS NULL
      AND expires_at > $2 ORDER BY md5(id::text)`;
    await pool.query(`UPDATE adverts SET vip_until = $3 WHERE id IN (${shown} LIMIT $4)`, [category, now, until, vip]);
    await pool.query(`UPDATE adverts SET premium_until = $3 WHERE id IN (${shown} OFFSET $4 LIMIT $5)`, [
      category,
      now,
      until,
      vip,
      premium,
    ]);
  }
}

/**
 * The benchmark's database, seeded with `settings.adverts` approved adverts. One seeded today with
 * the same size, seed version and migrations is reused (BENCH_RESEED=1 seeds anew).
 */
export async function ensureSeeded(settings: Settings): Promise<SeededDatabase> {
  const url = benchDatabaseUrl(settings.serverUrl);
  const now = new Date();
  const existing = await readMarker(url);
  const stale = settings.reseed ? 'BENCH_RESEED is set' : staleBecause(existing, settings, now);
  if (existing && !stale) {
    log(`reusing ${DB_NAME}: ${existing.adverts} adverts seeded ${existing.seededAt}`);
    await markNothingToBackfill(url);
    return { url, marker: existing, reused: true };
  }
  log(`seeding ${DB_NAME} with ${settings.adverts} adverts (${stale})…`);
  const started = performance.now();

  const admin = new pg.Client({ connectionString: settings.serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DB_NAME}`);
  await admin.end();

  // The server's own migrations and reference rows, as on any start.
  const handle = await openDatabase({ url, poolSize: 2 });
  await handle.migrate();
  await seedReferenceData(handle.db);
  const catalog = await CatalogService.load(handle.db);
  await handle.close();

  // Replica mode skips the foreign-key triggers: every id comes from the tables just seeded.
  const pool = new pg.Pool({
    connectionString: url,
    max: 2,
    options: '-c session_replication_role=replica -c maintenance_work_mem=512MB',
  });
  try {
    const reference = await loadReference(pool);
    const market = makeMarketplace({ adverts: settings.adverts, now, seed: RANDOM_SEED }, reference, catalog);
    let images = 0;
    await withoutSecondaryIndexes(
      pool,
      ['users', 'adverts', 'advert_images'],
      async () => {
        await insertRows(pool, users, market.sellers, [
          'id',
          'phoneNumber',
          'firstName',
          'lastName',
          'accountType',
          'createdAt',
        ]);
        // The next batch is made while PostgreSQL writes the previous one.
        let writing: Promise<unknown> = Promise.resolve();
        let written = 0;
        for (const batch of market.batches(BATCH)) {
          await writing;
          writing = Promise.all([
            insertRows(pool, adverts, batch.adverts, ADVERT_KEYS),
            insertRows(pool, advertImages, batch.images, ['advertId', 'position', 'key', 'width', 'height']),
          ]);
          images += batch.images.length;
          written += batch.adverts.length;
          if (written % 100_000 === 0) log(`${written} adverts written`);
        }
        await writing;
        log(`rows written after ${seconds(started)} s`);
      },
      log,
    );
    await pool.query(`SELECT setval(pg_get_serial_sequence('users', 'id'), (SELECT max(id) FROM users))`);
    await pool.query(`SELECT setval(pg_get_serial_sequence('adverts', 'id'), (SELECT max(id) FROM adverts))`);
    await promote(pool, now);
    // What autovacuum would have done by the time a real site had this many adverts.
    await pool.query('VACUUM (ANALYZE) users, adverts, advert_images');
    log(`indexes built and vacuumed after ${seconds(started)} s`);
    const words = await pickSearchWords(pool, reference.phoneModels, market.modelCounts);
    const marker: SeedMarker = {
      version: SEED_VERSION,
      adverts: settings.adverts,
      migrations: migrationTags(),
      seededAt: now.toISOString(),
      seedSeconds: seconds(started),
      sellers: market.sellers.length,
      images,
      words,
    };
    await markNothingToBackfill(url);
    await pool.query('CREATE TABLE bench_seed (marker jsonb NOT NULL)');
    await pool.query('INSERT INTO bench_seed (marker) VALUES ($1)', [JSON.stringify(marker)]);
    log(`seeded in ${marker.seedSeconds} s: ${marker.sellers} sellers, ${images} images`);
    return { url, marker, reused: false };
  } finally {
    await pool.end();
  }
}
