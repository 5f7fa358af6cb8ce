import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { type DatabaseHandle, openDatabase } from '../db/client.js';
import { withDatabase } from './global-setup.js';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The PostgreSQL database's address (a second instance can open it); undefined when embedded. */
  url?: string;
  drop(): Promise<void>;
}

/**
 * A database of its own for one test file, copied from the run's migrated template: the embedded
 * one by default, the PostgreSQL server when TEST_DATABASE_URL is set.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (serverUrl && template) {
    const name = `zeng_t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    const url = withDatabase(serverUrl, name);
    const handle = await openDatabase({ url, poolSize: 4 });
    return {
      handle,
      url,
      drop: async () => {
        await handle.close();
        const a = new pg.Client({ connectionString: serverUrl });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await a.end();
      },
    };
  }
  const dump = new Blob([readFileSync(inject('pgliteDumpPath'))]);
  const handle = await openDatabase({ dataDir: 'memory://', loadDataDir: dump });
  return { handle, drop: () => handle.close() };
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/zeng-test-data',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    // The first-page cache as `npm start` runs it on the embedded database, where a change is announced
    // before the write returns. On PostgreSQL the announcement reaches the cache a moment after the
    // COMMIT, and tests write rows straight into the database and read the lists at once: there the
    // cache's own tests turn it on (public-answers.test.ts).
    FIRST_PAGE_CACHE: process.env.TEST_DATABASE_URL ? 'false' : 'true',
    ...env,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The PostgreSQL database's address; undefined when embedded. */
  databaseUrl: string | undefined;
  config: Config;
  close(): Promise<void>;
}

/** The real application on a fresh database, driven through inject(). */
export async function createTestApp(
  env: Record<string, string> = {},
  deps: Omit<Partial<AppDeps>, 'database'> = {},
  /** Rows written before the app starts: what its start reads once (the live counts, the landing pages). */
  seed?: (db: DatabaseHandle['db']) => Promise<void>,
): Promise<TestApp> {
  const db = await createTestDatabase();
  await seed?.(db.handle.db);
  const config = testConfig(env);
  const app = await buildApp(config, { logger: false, ...deps, database: db.handle });
  await app.ready();
  return {
    app,
    database: db.handle,
    databaseUrl: db.url,
    config,
    close: async () => {
      await app.close();
      await db.drop();
    },
  };
}

/** One call of /api/v1/zeng as a browser makes it, with a bearer token when given: its status and JSON. */
export async function callApi(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await app.inject({
    method,
    url: `/api/v1/zeng${url}`,
    headers: { ...headers, ...(token && { authorization: `Bearer ${token}` }) },
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.json() };
}

/** Who a visitor's call comes from: their network address, browser and, when signed in, token. */
export interface VisitorOrigin {
  ip?: string;
  agent?: string;
  token?: string;
}

/** A call from its own address and browser, as a visitor's, counted and keyed as such (issue 37). */
export function visitorCall(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  from: VisitorOrigin = {},
  payload?: object,
) {
  return app.inject({
    method,
    url: `/api/v1/zeng${path}`,
    remoteAddress: from.ip ?? '203.0.113.10',
    headers: {
      'user-agent': from.agent ?? 'Mozilla/5.0 (Linux; Android 14) Chrome/131',
      ...(from.token ? { authorization: `Bearer ${from.token}` } : {}),
    },
    ...(payload !== undefined && { payload }),
  });
}
