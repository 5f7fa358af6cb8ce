import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { PipelinedReads } from './pipelined-reads.js';
import { databaseUnavailableReason } from './unavailable.js';

const SERVER_URL = process.env.TEST_DATABASE_URL;
const APP = `zeng_reads_${randomUUID().slice(0, 8)}`;
let reads: PipelinedReads | undefined;
const admin = new pg.Pool({ connectionString: SERVER_URL, max: 1 });

/** The server processes of our read connections. */
async function backends(): Promise<number[]> {
  const result = await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [
    APP,
  ]);
  return result.rows.map((r) => r.pid);
}

const open = (connections: number) => {
  reads = new PipelinedReads({ connectionString: SERVER_URL, application_name: APP }, connections);
  return reads;
};
const plusOne = { name: 'reads_test_plus_one', text: 'SELECT $1::int + 1, $2::text' };

afterEach(async () => {
  await reads?.close();
  reads = undefined;
});
afterAll(() => admin.end());

describe.runIf(SERVER_URL)('reads pipelined over connections of their own', () => {
  it('answers each of many reads sent together with its own rows, a failing one alone failing', async () => {
    const r = open(2);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 10 === 9
          ? r.rows({ name: '', text: 'SELECT 1 / $1::int' }, [0]).catch((err: Error) => err.message)
          : i % 2
            ? r.rows(plusOne, [i, `ə "${i}", {x}`])
            : r.rows({ name: '', text: 'SELECT $1::int * 2, $2::timestamptz' }, [
                i,
                new Date('2026-01-02T03:04:05.678Z'),
              ]),
      ),
    );
    answers.forEach((answer, i) => {
      if (i % 10 === 9) expect(answer).toBe('division by zero');
      else if (i % 2) expect(answer).toEqual([[String(i + 1), `ə "${i}", {x}`]]);
      else expect(answer).toEqual([[String(i * 2), '2026-01-02 03:04:05.678+00']]);
    });
    // Two connections carried all forty.
    expect((await backends()).length).toBe(2);
  });

  it('reads an id list and nulls as PostgreSQL writes them', async () => {
    const r = open(1);
    expect(await r.rows({ name: '', text: 'SELECT $1::int[], $2::text' }, [[3, 1, 2], null])).toEqual([
      ['{3,1,2}', null],
    ]);
  });

  it('a connection the server ends fails what it carried as unavailable, and the next read opens another', async () => {
    const r = open(1);
    await r.rows(plusOne, [1, 'a']);
    const [pid] = await backends();
    const cut = r.rows({ name: '', text: 'SELECT pg_sleep(5)' }, []);
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    const err = await cut.then(
      () => null,
      (e: unknown) => e,
    );
    expect(databaseUnavailableReason(err)).not.toBeNull();
    expect(await r.rows(plusOne, [2, 'b'])).toEqual([['3', 'b']]);
    const now = await backends();
    expect(now).toHaveLength(1);
    expect(now[0]).not.toBe(pid);
  });

  it('a connection that cannot be opened fails the read as unavailable, and a later read tries again', async () => {
    const dead = new PipelinedReads({ connectionString: 'postgres://postgres@127.0.0.1:9/none' }, 1);
    const err = await dead.rows(plusOne, [1, 'a']).then(
      () => null,
      (e: unknown) => e,
    );
    expect(databaseUnavailableReason(err)).toBe('ECONNREFUSED');
    await expect(dead.rows(plusOne, [1, 'a'])).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    await dead.close();
  });

  it('closing ends its connections and refuses later reads', async () => {
    const r = open(2);
    await Promise.all([r.rows(plusOne, [1, 'a']), r.rows(plusOne, [2, 'b'])]);
    expect((await backends()).length).toBe(2);
    await r.close();
    await expect.poll(backends).toEqual([]);
    await expect(r.rows(plusOne, [1, 'a'])).rejects.toThrow(/not queryable/);
  });
});
