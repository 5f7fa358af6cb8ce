import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACCESSORY_TYPES, type ProductCategory, SIM_PATTERNS } from '@zeng/contract/constants';
import { sql } from 'drizzle-orm';
import { inTransaction, openDatabase } from '../../apps/server/src/db/client.js';
import { savedSearches } from '../../apps/server/src/db/schema.js';
import { systemClock } from '../../apps/server/src/infra/clock.js';
import { AdvertsService } from '../../apps/server/src/modules/adverts/service.js';
import { CatalogService } from '../../apps/server/src/modules/catalog/service.js';
import { queueForSavedSearches } from '../../apps/server/src/modules/saved-searches/alert-queue.js';
import { SavedSearchMatcher } from '../../apps/server/src/modules/saved-searches/matching.js';
import { matchColumns, readSavedQuery } from '../../apps/server/src/modules/saved-searches/saved-query.js';
import { SearchService } from '../../apps/server/src/modules/search/service.js';
import { BUDGETS } from '../load/budgets.js';
import { ensureSeeded } from '../load/seed/database.js';
import { log, machine, readSettings } from '../load/settings.js';

/**
 * Issue 38: an approved advert matched against 100,000 saved searches (ADR 0036) on the benchmark's
 * 1,000,000 adverts. The searches are a plausible mix (a brand, a price bound, a city, words, a SIM
 * operator, pattern or mask, an accessory type, or nothing but the category); 300 adverts shown now,
 * picked at random, are each queued as an approval queues it and then matched as a server does after the
 * approval answered, each in a transaction that is then rolled back, and timed. Budgets: the approval's
 * part within a listing's p99 (15 ms); the matching, which nobody waits on, p99 within a second.
 */
const SAVED_SEARCHES = 100_000;
const MATCHED = 300;
const BATCH = 5_000;

/** A deterministic generator, so every run saves the same searches. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

class Rollback extends Error {}

const settings = readSettings([]);
const seeded = await ensureSeeded(settings);
const handle = await openDatabase({ url: seeded.url, poolSize: 2 });
const db = handle.db;
const catalog = await CatalogService.load(db);
const adverts = new AdvertsService(db, handle.arrayRows, catalog, systemClock, new SearchService(catalog));
const matcher = new SavedSearchMatcher(adverts);

const [{ count: existing = 0 } = {}] = await db.select({ count: sql<number>`count(*)::int` }).from(savedSearches);
if (existing < SAVED_SEARCHES) {
  log(`saving ${SAVED_SEARCHES} searches…`);
  await db.delete(savedSearches);
  const next = random(38);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const ids = async (query: string) =>
    ((await db.execute(sql.raw(query))) as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
  const users = await ids('SELECT id FROM users ORDER BY id LIMIT 20000');
  const phoneBrands = await ids(`SELECT id FROM brands WHERE category = 'PHONE'`);
  const tabletBrands = await ids(`SELECT id FROM brands WHERE category = 'TABLET'`);
  const districts = await ids('SELECT id FROM districts');
  const providers = await ids('SELECT id FROM sim_providers');
  const words = [seeded.marker.words.rare, 'iphone 15 pro', 'galaxy s24', 'redmi note 13', 'pixel 8'];
  const phoneModels = await ids(
    `SELECT m.id FROM models m JOIN brands b ON b.id = m.brand_id WHERE b.category = 'PHONE'`,
  );
  const brandOfModel = new Map(
    (
      (await db.execute(sql.raw('SELECT id, brand_id FROM models'))) as unknown as {
        rows: { id: number; brand_id: number }[];
      }
    ).rows.map((row) => [row.id, row.brand_id]),
  );
  /**
   * What people save, as a marketplace's alerts look: a model under a price, a brand within a price band,
   * a few words naming a model, a SIM operator with a pattern or a mask, an accessory type within a band;
   * four in ten in one city. Each finds some hundreds of the million adverts, so an approved advert
   * tells a few dozen people (notificationsPerAdvert says how many it was).
   */
  const band = (q: URLSearchParams, width: number) => {
    const low = 10 + Math.floor(next() * 1500);
    q.set('priceMin', String(low));
    q.set('priceMax', String(low + width));
  };
  const queryOf = (category: ProductCategory): string => {
    const q = new URLSearchParams();
    const roll = next();
    if (category === 'phone') {
      if (roll < 0.6) {
        const model = pick(phoneModels);
        q.set('brandIds', String(brandOfModel.get(model)));
        q.set('modelIds', String(model));
        q.set('priceMax', String(100 + Math.floor(next() * 1500)));
      } else if (roll < 0.9) {
        q.set('brandIds', String(pick(phoneBrands)));
        band(q, 100);
      } else q.set('searchQuery', pick(words));
    }
    if (category === 'tablet') {
      q.set('brandIds', String(pick(tabletBrands)));
      band(q, 150);
    }
    if (category === 'sim') {
      if (roll < 0.4) {
        q.set('providerId', String(pick(providers)));
        q.set('simPattern', pick(SIM_PATTERNS));
      } else if (roll < 0.7)
        q.set(
          'searchQuery',
          `05${Math.floor(next() * 10)}*${Math.floor(10 + next() * 90)}*${Math.floor(10 + next() * 90)}**`,
        );
      else {
        q.set('providerId', String(pick(providers)));
        band(q, 20);
      }
    }
    if (category === 'accessory') {
      q.set('type', pick(ACCESSORY_TYPES));
      band(q, 30);
    }
    if (next() < 0.4) q.set('districtId', String(pick(districts)));
    return q.toString();
  };
  for (let from = 0; from < SAVED_SEARCHES; from += BATCH) {
    const rows = Array.from({ length: BATCH }, () => {
      const roll = next();
      const category: ProductCategory =
        roll < 0.5 ? 'phone' : roll < 0.65 ? 'tablet' : roll < 0.85 ? 'sim' : 'accessory';
      const read = readSavedQuery(category, queryOf(category), (id) => catalog.model(id)?.brandId);
      // Stored as the service stores a search it saves.
      return {
        userId: pick(users),
        name: 'Bench search',
        category,
        query: read.canonical,
        lang: 'az',
        ...matchColumns(category, read, adverts.filters(category, read.query)),
      };
    });
    await db.insert(savedSearches).values(rows).onConflictDoNothing();
  }
  // What autovacuum does on a live database after so many rows.
  await db.execute(sql`VACUUM ANALYZE saved_searches`);
}
const [{ count: saved = 0 } = {}] = await db.select({ count: sql<number>`count(*)::int` }).from(savedSearches);

// Adverts shown now, at random across the categories, as approvals would bring them.
const picked = (
  (await db.execute(
    sql`SELECT id FROM adverts TABLESAMPLE SYSTEM (1) WHERE state = 'APPROVED' AND deleted_at IS NULL LIMIT ${MATCHED}`,
  )) as unknown as { rows: { id: number }[] }
).rows.map((row) => row.id);

/** Times `work` in a transaction that is then rolled back, so every advert is measured as new. */
async function rolledBack(work: (tx: typeof db) => Promise<number>): Promise<{ ms: number; result: number }> {
  const started = performance.now();
  let result = 0;
  await inTransaction(db, async (tx) => {
    result = await work(tx);
    throw new Rollback();
  }).catch((err) => {
    if (!(err instanceof Rollback)) throw err;
  });
  return { ms: performance.now() - started, result };
}

// The approval's part (it queues the advert) and the matching a server then does (after the approval
// answered), each in a rolled-back transaction. The first twenty warm the connections and plans; the
// same twenty are measured again at the end.
const queueTimings: number[] = [];
const timings: number[] = [];
let found = 0;
for (const [i, id] of [...picked, ...picked.slice(0, 20)].entries()) {
  const queued = await rolledBack(async (tx) => {
    await queueForSavedSearches(tx, id, new Date());
    return 0;
  });
  const matched = await rolledBack((tx) => matcher.match(tx, id, new Date()));
  if (i >= 20) {
    queueTimings.push(queued.ms);
    timings.push(matched.ms);
    found += matched.result;
  }
}
await handle.close();

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number((sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0).toFixed(1));
};
const approvalP99 = percentile(queueTimings, 0.99);
const p99 = percentile(timings, 0.99);
const meanMs = timings.reduce((sum, ms) => sum + ms, 0) / Math.max(1, timings.length);
const result = {
  date: new Date().toISOString(),
  machine: machine(),
  adverts: seeded.marker.adverts,
  savedSearches: saved,
  matched: timings.length,
  notificationsPerAdvert: Number((found / timings.length).toFixed(2)),
  approval: {
    what: "the approval's part: its advert queued, in its transaction",
    p50Ms: percentile(queueTimings, 0.5),
    p99Ms: approvalP99,
    budgetP99Ms: BUDGETS.listingP99Ms,
    verdict: approvalP99 <= BUDGETS.listingP99Ms ? 'ok' : `FAIL: p99 > ${BUDGETS.listingP99Ms} ms`,
  },
  matching: {
    what: 'after the approval answered: one server matches the queued advert and writes its notifications',
    p50Ms: percentile(timings, 0.5),
    p95Ms: percentile(timings, 0.95),
    p99Ms: p99,
    maxMs: percentile(timings, 1),
    advertsPerSecond: Math.round(1000 / meanMs),
    budgetP99Ms: BUDGETS.alertDelayP99Ms,
    verdict: p99 <= BUDGETS.alertDelayP99Ms ? 'ok' : `FAIL: p99 > ${BUDGETS.alertDelayP99Ms} ms`,
  },
};
const out = join(import.meta.dirname, '..', 'results', 'alert-matching.json');
writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
log(JSON.stringify(result, null, 2));
