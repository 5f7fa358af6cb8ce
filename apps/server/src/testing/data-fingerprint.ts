import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/** Each table of the application's schema: its row count and a digest of every row. */
export type DataFingerprint = Record<string, { rows: number; digest: string }>;

/**
 * What the database holds, table by table, cheap enough to take before and after every call: a test
 * compares two of them to prove a refused call changed nothing. Every table of the public schema is
 * read, so a table added later (a revocation list, likes) is covered without naming it here.
 */
export async function dataFingerprint(db: Database): Promise<DataFingerprint> {
  const query = await fingerprintQuery(db);
  if (!query) return {};
  const digests = rowsOf<{ name: string; rows: number; digest: string }>(await db.execute(query));
  return Object.fromEntries(digests.map(({ name, rows, digest }) => [name, { rows, digest }]));
}

/** One query over every table, built once per database (the schema does not change during a test). */
const queries = new WeakMap<Database, Promise<SQL | null>>();
function fingerprintQuery(db: Database): Promise<SQL | null> {
  let query = queries.get(db);
  if (!query) {
    query = (async () => {
      const tables = rowsOf<{ name: string }>(
        await db.execute(
          sql`SELECT table_name AS name FROM information_schema.tables
              WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
        ),
      );
      if (tables.length === 0) return null;
      const parts = tables.map(
        ({ name }) =>
          // An order-free sum of row hashes: no sort, so cheap enough to take around every call.
          `SELECT '${name}' AS name, count(*)::int AS rows, coalesce(sum(hashtextextended(t::text, 0)), 0)::text AS digest FROM "${name}" t`,
      );
      return sql.raw(parts.join(' UNION ALL '));
    })();
    queries.set(db, query);
  }
  return query;
}

/** The tables whose rows differ between two fingerprints. */
export function changedTables(before: DataFingerprint, after: DataFingerprint): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name]?.digest !== after[name]?.digest).sort();
}

/** Both drivers answer execute() with the rows under `rows`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
