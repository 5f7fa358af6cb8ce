import type { Config } from '../config.js';
import { type DatabaseHandle, openDatabase } from './client.js';
import { seedReferenceData } from './seed-reference.js';

/** Opens the configured database, applies migrations and brings reference data up to date. */
export async function prepareDatabase(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR' | 'DATABASE_POOL_SIZE'>) {
  const database: DatabaseHandle = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: `${config.DATA_DIR}/db`,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await database.migrate();
  await seedReferenceData(database.db);
  return database;
}
