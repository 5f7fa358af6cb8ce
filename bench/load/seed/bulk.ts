import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type pg from 'pg';

/**
 * Many rows in one statement: one array per column, unnested by PostgreSQL (INSERT … SELECT FROM
 * unnest), typed from the Drizzle schema so the column list cannot drift from the table's.
 */
export async function insertRows<T extends object>(
  db: pg.Pool | pg.ClientBase,
  table: PgTable,
  rows: readonly T[],
  keys: ReadonlyArray<keyof T & string>,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, { name: string; getSQLType(): string }>;
  const spec = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    const type = column.getSQLType();
    return { key, name: column.name, type: type === 'serial' ? 'integer' : type };
  });
  const values = spec.map(({ key }) =>
    rows.map((row) => {
      const value: unknown = row[key];
      return value instanceof Date ? value.toISOString() : (value ?? null);
    }),
  );
  await db.query(
    `INSERT INTO "${getTableName(table)}" (${spec.map((c) => `"${c.name}"`).join(', ')})
     SELECT * FROM unnest(${spec.map((c, i) => `$${i + 1}::${c.type}[]`).join(', ')})`,
    values,
  );
}

/**
 * Runs `work` with the tables' secondary indexes dropped, then builds them again from their own
 * definitions (pg_get_indexdef), two at a time: building once is many times faster than keeping a
 * trigram index up to date through a million inserts. Primary keys and constraints stay.
 */
export async function withoutSecondaryIndexes(
  pool: pg.Pool,
  tables: readonly string[],
  work: () => Promise<void>,
  log: (message: string) => void,
): Promise<void> {
  const { rows } = await pool.query<{ name: string; definition: string }>(
    `SELECT i.relname AS name, pg_get_indexdef(i.oid) AS definition
       FROM pg_index x
       JOIN pg_class i ON i.oid = x.indexrelid
       JOIN pg_class t ON t.oid = x.indrelid
      WHERE t.relname = ANY($1) AND NOT x.indisprimary
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)
      ORDER BY i.relname`,
    [tables],
  );
  for (const { name } of rows) await pool.query(`DROP INDEX "${name}"`);
  await work();
  const queue = [...rows];
  const builder = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const started = performance.now();
      await pool.query(next.definition);
      log(`index ${next.name} built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  };
  await Promise.all([builder(), builder()]);
}
