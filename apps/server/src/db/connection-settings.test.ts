import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../testing/global-setup.js';
import { type DatabaseHandle, openDatabase } from './client.js';

const SERVER_URL = process.env.TEST_DATABASE_URL;
const name = `zeng_settings_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
let handle: DatabaseHandle | undefined;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  await client.query(statement);
  await client.end();
}

beforeAll(async () => {
  if (!SERVER_URL) return;
  await admin(`CREATE DATABASE ${name}`);
  // A server configured the old way, where a backslash in a standard string escapes the next character.
  await admin(`ALTER DATABASE ${name} SET standard_conforming_strings = off`);
  // And one that compiles costly plans, as a generic listing plan looks under `LIMIT $n`.
  await admin(`ALTER DATABASE ${name} SET jit = on`);
  handle = await openDatabase({ url: withDatabase(SERVER_URL, name), poolSize: 1 });
});
afterAll(async () => {
  await handle?.close();
  if (SERVER_URL) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

async function firstRow(query: SQL) {
  const result = (await handle?.db.execute(query)) as unknown as { rows: unknown[] };
  return result.rows[0];
}

describe.runIf(SERVER_URL)('connections to a PostgreSQL server', () => {
  it('read backslashes as plain characters whatever the server default, as the search SQL assumes', async () => {
    expect(await firstRow(sql`SHOW standard_conforming_strings`)).toEqual({ standard_conforming_strings: 'on' });
    // The search's escaping of a word ending in a backslash, as written into its SQL, stays one string.
    expect(await firstRow(sql.raw(`SELECT '%\\''' AS word`))).toEqual({ word: "%\\'" });
  });

  it('never JIT-compile a statement (80 ms to compile a first page that runs in 0.3 ms)', async () => {
    expect(await firstRow(sql`SHOW jit`)).toEqual({ jit: 'off' });
  });
});
