import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client.js';
import { seedReferenceData } from '../db/seed-reference.js';

/**
 * The embedded database with a queue of `maxWaiting` statements, always, even in a run against a
 * PostgreSQL server: the floods that once filled it are tested on it.
 */
export async function openEmbeddedWithQueue(maxWaiting: number): Promise<DatabaseHandle> {
  const dump = inject('pgliteDumpPath');
  const database = await openDatabase({
    dataDir: 'memory://',
    maxWaitingQueries: maxWaiting,
    ...(dump ? { loadDataDir: new Blob([readFileSync(dump)]) } : {}),
  });
  if (!dump) {
    await database.migrate();
    await seedReferenceData(database.db);
  }
  return database;
}
