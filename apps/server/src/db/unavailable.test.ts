import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUnavailableReason } from './unavailable.js';

/** A port that refuses connections: one the kernel handed out and nobody listens on any more. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The error Drizzle throws for one query through a pool built with `options`. */
async function failureOf(options: pg.PoolConfig, query = sql`select 1`): Promise<unknown> {
  const pool = new pg.Pool({ max: 1, ...options });
  pool.on('error', () => {});
  try {
    await drizzle(pool).execute(query);
  } catch (err) {
    return err;
  } finally {
    await pool.end().catch(() => {});
  }
  throw new Error('the query did not fail');
}

describe('a database that is away is told from a failing query', () => {
  let silent: Server;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    // Accepts connections and never answers: a frozen server as the client sees it.
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('a refused connection, through Drizzle’s wrapper, without quoting the SQL', async () => {
    const err = await failureOf({ host: '127.0.0.1', port: await closedPort(), user: 'x', database: 'x' });
    expect(String(err)).toContain('select 1');
    expect(databaseUnavailableReason(err)).toBe('ECONNREFUSED');
  });

  it('a server that accepts and never answers, after the connect timeout', async () => {
    const { port } = silent.address() as { port: number };
    const err = await failureOf({ host: '127.0.0.1', port, user: 'x', database: 'x', connectionTimeoutMillis: 200 });
    expect(databaseUnavailableReason(err)).toMatch(/timeout/i);
  });

  it('the server’s own words for going away, a statement timeout and a full house', () => {
    const serverError = (code: string, message: string) =>
      Object.assign(new pg.DatabaseError(message, message.length, 'error'), { code });
    for (const [code, message] of [
      ['57P01', 'terminating connection due to administrator command'],
      ['57P03', 'the database system is starting up'],
      ['57014', 'canceling statement due to statement timeout'],
      ['53300', 'sorry, too many clients already'],
      ['08006', 'connection failure'],
    ] as const) {
      const wrapped = Object.assign(new Error('Failed query: insert into adverts ...'), {
        cause: serverError(code, message),
      });
      expect(databaseUnavailableReason(wrapped)).toBe(`${code} ${message}`);
    }
  });

  it('a bug or a refused statement is not an outage', () => {
    const serverError = (code: string) => Object.assign(new pg.DatabaseError('no', 2, 'error'), { code });
    for (const code of ['42601', '23505', '22P02', '42P01']) {
      expect(databaseUnavailableReason(Object.assign(new Error('Failed query: x'), { cause: serverError(code) }))).toBe(
        null,
      );
    }
    expect(databaseUnavailableReason(new TypeError('Cannot read properties of undefined'))).toBe(null);
    expect(databaseUnavailableReason(new Error('Failed query: select "Connection terminated" from t'))).toBe(null);
    expect(databaseUnavailableReason(undefined)).toBe(null);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('on the PostgreSQL server', () => {
  it('a statement cut by statement_timeout', async () => {
    const err = await failureOf(
      { connectionString: process.env.TEST_DATABASE_URL, statement_timeout: 50 },
      sql`select pg_sleep(2)`,
    );
    expect(databaseUnavailableReason(err)).toBe('57014 canceling statement due to statement timeout');
  });
});
