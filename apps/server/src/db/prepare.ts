import { existsSync } from 'node:fs';
import type { Config } from '../config.js';
import { createMediaStorage, type StorageConfig } from '../infra/storage/create-media-storage.js';
import { ownerOnlyDirectory, restrictToOwner } from '../lib/owner-only.js';
import { type DatabaseHandle, openDatabase } from './client.js';
import { seedDemoData } from './demo/seed-demo.js';
import { seedReferenceData } from './seed-reference.js';

export interface PrepareOptions {
  /** Told about slow first-start work (the demo seed) and data files made owner-only. */
  log?: (message: string) => void;
  /** Told about data files that could not be made owner-only. */
  warn?: (message: string) => void;
}

/**
 * Opens the configured database, applies migrations, brings reference data up to date and, with
 * DEMO_DATA, seeds the demo marketplace into a database that has none yet. DATA_DIR is made
 * owner-only first (nobody else may enter it from then on), and what is in it once the database is
 * open (files the embedded database or an earlier version left open to others) is corrected last.
 */
export async function prepareDatabase(
  config: Pick<
    Config,
    | 'DATABASE_URL'
    | 'DATA_DIR'
    | 'DATABASE_POOL_SIZE'
    | 'DATABASE_CONNECT_TIMEOUT_MS'
    | 'DATABASE_STATEMENT_TIMEOUT_MS'
    | 'EMBEDDED_DATABASE_MAX_WAITING'
    | 'DEMO_DATA'
  > &
    StorageConfig,
  options: PrepareOptions = {},
) {
  if (!config.DATABASE_URL || config.STORAGE_DRIVER === 'disk') ownerOnlyDirectory(config.DATA_DIR);
  const database: DatabaseHandle = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: `${config.DATA_DIR}/db`,
    poolSize: config.DATABASE_POOL_SIZE,
    timeouts: { connectMs: config.DATABASE_CONNECT_TIMEOUT_MS, statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS },
    maxWaitingQueries: config.EMBEDDED_DATABASE_MAX_WAITING,
  });
  await database.exclusively(async () => {
    await database.migrate();
    await seedReferenceData(database.db);
    if (config.DEMO_DATA) {
      const started = performance.now();
      const storage = createMediaStorage(config);
      const { seeded } = await seedDemoData(database.db, storage).finally(() => storage.close());
      if (seeded) options.log?.(`Demo marketplace seeded in ${Math.round(performance.now() - started)} ms`);
    }
  });
  if (existsSync(config.DATA_DIR)) secureDataDir(config.DATA_DIR, options);
  return database;
}

/** Takes group and others' access off everything in DATA_DIR, saying what it changed and what it could not. */
function secureDataDir(dataDir: string, options: PrepareOptions) {
  const started = performance.now();
  const { checked, corrected, failed } = restrictToOwner(dataDir);
  const ms = Math.round(performance.now() - started);
  if (corrected > 0) options.log?.(`Data directory: made ${corrected} of ${checked} entries owner-only in ${ms} ms`);
  if (failed.length > 0) {
    options.warn?.(
      `Data directory: ${failed.length} entries stay open to other accounts (${failed.slice(0, 3).join('; ')}${failed.length > 3 ? '; …' : ''})`,
    );
  }
}
