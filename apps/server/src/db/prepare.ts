import type { Config } from '../config.js';
import { createMediaStorage, type StorageConfig } from '../infra/storage/create-media-storage.js';
import { type DatabaseHandle, openDatabase } from './client.js';
import { seedDemoData } from './demo/seed-demo.js';
import { seedReferenceData } from './seed-reference.js';

export interface PrepareOptions {
  /** Told about slow first-start work (the demo seed). */
  log?: (message: string) => void;
}

/**
 * Opens the configured database, applies migrations, brings reference data up to date and, with
 * DEMO_DATA, seeds the demo marketplace into a database that has none yet.
 */
export async function prepareDatabase(
  config: Pick<
    Config,
    | 'DATABASE_URL'
    | 'DATA_DIR'
    | 'DATABASE_POOL_SIZE'
    | 'DATABASE_CONNECT_TIMEOUT_MS'
    | 'DATABASE_STATEMENT_TIMEOUT_MS'
    | 'DEMO_DATA'
  > &
    StorageConfig,
  options: PrepareOptions = {},
) {
  const database: DatabaseHandle = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: `${config.DATA_DIR}/db`,
    poolSize: config.DATABASE_POOL_SIZE,
    timeouts: { connectMs: config.DATABASE_CONNECT_TIMEOUT_MS, statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS },
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
  return database;
}
