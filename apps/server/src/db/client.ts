import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { isRecord } from '@zeng/contract/typed';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { TurnQueue } from '../lib/turn-queue.js';
import { serverPath } from '../package-root.js';
import { type ArrayRows, pgliteArrayRows, pooledArrayRows } from './array-rows.js';
import { DatabaseBusyError } from './embedded-queue.js';
import { listenPostgres, type NotificationHandlers, type Subscription } from './notifications.js';
import { PipelinedReads } from './pipelined-reads.js';
import * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Runs `work` in one transaction. The transaction is handed over as a Database, so repositories take
 * one type whether they run inside a transaction or not.
 */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  /** The hot reads' way in: rows as arrays of text (db/array-rows.ts). */
  readonly arrayRows: ArrayRows;
  /** Applies every pending migration; the same files on both drivers. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other instance runs its own: instances started together after a deploy
   * would otherwise apply the same migration or insert the same reference rows at the same moment.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  /** Hears NOTIFY on `channel` (db/notifications.ts); on PostgreSQL over a connection of its own. */
  listen(channel: string, handlers: NotificationHandlers): Promise<Subscription>;
  close(): Promise<void>;
  /** Embedded only: the whole data directory as a gzipped tarball (tests start from a migrated one). */
  dumpDataDir?(): Promise<Blob>;
}

/**
 * Listings are prepared once per shape and PostgreSQL's default would re-plan them on every call,
 * since a generic plan's estimate looks dearer than a custom one's under LIMIT; planning costs more
 * than running a listing. docs/decisions/0005-generic-plans.md.
 */
const PLAN_CACHE_MODE = 'force_generic_plan';

/**
 * What every PostgreSQL session of the API sets (the load benchmark's ceiling sets the same):
 * - the plan cache mode above;
 * - standard strings: search words are written into their SQL as escaped standard strings
 *   (adverts/listing-sql.ts), which is safe only while backslashes are plain characters, so it is
 *   pinned whatever the server's default;
 * - no JIT: a generic plan under `LIMIT $n` is estimated at a tenth of the table, past
 *   jit_above_cost, and compiling it took 80 ms of a 0.3 ms first page at a million adverts;
 * - times written in UTC: the lists read a timestamp's text straight into an ISO date when it ends
 *   in +00 (modules/adverts/listed-rows.ts), whatever the server's own time zone;
 * - no parallel workers: a search planned for its values chose a parallel scan whose workers took
 *   ten times as long to start as the scan itself (a SIM number pattern, 40 ms instead of 1).
 */
export const POSTGRES_SESSION_SETTINGS = [
  `plan_cache_mode=${PLAN_CACHE_MODE}`,
  'standard_conforming_strings=on',
  'jit=off',
  'TimeZone=UTC',
  'max_parallel_workers_per_gather=0',
] as const;

export const MIGRATIONS_DIR = serverPath('src', 'db', 'migrations');

/** The advisory lock start-up work holds on a server database (any number unique to Zeng). */
const STARTUP_LOCK = 7_290_117;

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded database is used. */
  url?: string | undefined;
  /** Folder of the embedded database, or "memory://" for a throwaway one. */
  dataDir?: string;
  poolSize?: number;
  /** PostgreSQL only: how long to wait for it (production passes the configured ones; none without). */
  timeouts?: DatabaseTimeouts;
  /** A data directory dump to start the embedded database from (tests use a migrated one). */
  loadDataDir?: Blob | File;
  /**
   * Embedded only: statements that may wait for the one running; one more is refused at once
   * (DatabaseBusyError, answered 503). Unbounded when absent.
   */
  maxWaitingQueries?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url, options.poolSize ?? 4, options.timeouts) : openPglite(options);
}

export interface DatabaseTimeouts {
  /** Opening a connection, or waiting for a free one of the pool. */
  connectMs: number;
  /** One statement, enforced by the server; an open transaction left idle is ended after as long. */
  statementMs: number;
}

/**
 * The client gives up this much after the server's statement timeout should have fired: a frozen
 * server never sends that error, and a server that does answer is heard first.
 */
const CLIENT_GRACE_MS = 1000;

/**
 * A pooled connection that cannot hang the pool: when one of its queries gets no answer in time (a
 * frozen server, a lost network) it is ended, which fails what waits on it (the transaction's ROLLBACK
 * too) at once; and a connection that ends while lent out goes back to the pool as broken, so the pool
 * discards it even when its borrower never releases it (Drizzle does not when BEGIN itself fails).
 */
class HangSafeClient extends pg.Client {
  #release: ((err?: Error | boolean) => void) | undefined;

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // A lent-out connection that breaks must not crash the process: its queries get the error.
    this.on('error', () => {});
    this.on('end', () => this.#release?.(new Error('the connection ended while lent out')));
  }

  /** The pool sets this on every loan; releasing twice is harmless here (the pool throws). */
  get release(): (err?: Error | boolean) => void {
    return (err) => this.#release?.(err);
  }
  set release(poolRelease: ((err?: Error | boolean) => void) | undefined) {
    let released = false;
    this.#release =
      poolRelease &&
      ((err) => {
        if (released) return;
        released = true;
        poolRelease(err);
      });
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's query() has many overloads; every one passes through.
  override query(...args: any[]): any {
    const drop = (err: unknown) => {
      if (err instanceof Error && err.message === 'Query read timeout') this.end().catch(() => {});
    };
    // Reflect.apply: the arguments pass through whole, whichever of pg's overloads they are.
    const query = pg.Client.prototype.query;
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (err: unknown, result: unknown) => {
        drop(err);
        callback(err, result);
      };
      return Reflect.apply(query, this, args);
    }
    const result: unknown = Reflect.apply(query, this, args);
    // A promise (by its shape: pg may use another realm's Promise); a submittable query is left as is.
    return isPromiseLike(result)
      ? result.then(undefined, (err: unknown) => {
          drop(err);
          throw err;
        })
      : result;
  }
}

/** Whether a value is a promise by its shape (`then`), whatever realm made it. */
const isPromiseLike = (value: unknown): value is PromiseLike<unknown> =>
  isRecord(value) && typeof value.then === 'function';

function poolOptions(url: string, timeouts: DatabaseTimeouts | undefined): pg.PoolConfig {
  const settings: string[] = [...POSTGRES_SESSION_SETTINGS];
  // An idle transaction ends no later than the client gives up on it, so a COMMIT that reached a
  // frozen server after the client answered 503 is refused when the server wakes instead of applied.
  if (timeouts) settings.push(`idle_in_transaction_session_timeout=${timeouts.statementMs}`);
  return {
    connectionString: url,
    Client: HangSafeClient,
    keepAlive: true,
    options: settings.map((s) => `-c ${s}`).join(' '),
    ...(timeouts && {
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.statementMs,
      query_timeout: timeouts.statementMs + CLIENT_GRACE_MS,
    }),
  };
}

async function openPostgres(url: string, poolSize: number, timeouts?: DatabaseTimeouts): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ ...poolOptions(url, timeouts), max: poolSize });
  // Migrations and the start-up lock may rightly take longer than any request: their own connections.
  const maintenance = new pg.Pool({
    ...poolOptions(url, undefined),
    max: 2,
    connectionTimeoutMillis: timeouts?.connectMs ?? 0,
  });
  // The hot reads pipelined over connections of their own, half as many as the pool's (ADR 0016).
  const reads = new PipelinedReads(poolOptions(url, timeouts), Math.ceil(poolSize / 2));
  const pooledRows = pooledArrayRows(pool);
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  maintenance.on('error', () => {});
  const db: Database = drizzlePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    // The listings pipelined; searches, each a millisecond or more of PostgreSQL's time, pooled.
    arrayRows: (statement, values) => (statement.heavy ? pooledRows(statement, values) : reads.rows(statement, values)),
    migrate: () => migratePg(drizzlePg(maintenance), { migrationsFolder: MIGRATIONS_DIR }),
    exclusively: async (work) => {
      // A session lock on a connection of its own, held while `work` uses the rest of the pool.
      const holder = await maintenance.connect();
      try {
        await holder.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
        try {
          return await work();
        } finally {
          await holder.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]);
        }
      } finally {
        holder.release();
      }
    },
    ping: async () => {
      await pool.query('SELECT 1');
    },
    listen: (channel, handlers) =>
      listenPostgres(
        { connectionString: url, keepAlive: true, connectionTimeoutMillis: timeouts?.connectMs ?? 0 },
        channel,
        handlers,
      ),
    close: async () => {
      await Promise.all([pool.end(), maintenance.end(), reads.close()]);
    },
  };
}

/**
 * What Drizzle calls of PGlite (query, transaction), through a TurnQueue (lib/turn-queue.ts): one
 * statement or transaction at a time, each in a turn of the event loop of its own, none waiting beyond
 * the queue's bound (embedded-queue.ts). A transaction's own statements run inside its turn.
 */
class QueuedPglite {
  constructor(
    private readonly client: PGlite,
    private readonly queue: TurnQueue,
  ) {}

  query: PGlite['query'] = (...args) => this.queue.run(() => this.client.query(...args));

  transaction: PGlite['transaction'] = (callback) => this.queue.run(() => this.client.transaction(callback));
}

async function openPglite(options: DatabaseOptions): Promise<DatabaseHandle> {
  const dataDir = options.dataDir ?? 'memory://';
  // Owner-only: db/prepare.ts corrects what PGlite creates open to others (its initial files are 0666).
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  // PGlite parses every statement afresh (it keeps no prepared statements), so a generic plan saves it
  // nothing: its default plans each statement for its values, a search's words included (ADR 0016).
  await client.exec(`SET TimeZone = 'UTC'`);
  const queue = new TurnQueue(options.maxWaitingQueries, (waiting) => new DatabaseBusyError(waiting));
  const queued = new QueuedPglite(client, queue);
  // Drizzle types its client as the whole PGlite but calls only the two methods QueuedPglite has, so
  // the queue stands in for it; a PGlite of its own would be a second database.
  const db: Database = drizzlePglite(queued as unknown as PGlite, { schema });
  return {
    db,
    kind: 'pglite',
    arrayRows: pgliteArrayRows((work) => queue.run(() => work(client))),
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR }),
    // One process owns an embedded database: nobody else can start at the same moment.
    exclusively: (work) => work(),
    // In its turn like any statement, but never refused: /readyz says how long a statement waits.
    ping: async () => {
      await queue.run(() => client.query('SELECT 1'), false);
    },
    // One connection in this process: every NOTIFY is heard, after the COMMIT that sent it.
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, handlers.notice);
      return { live: true, close: () => unlisten().catch(() => {}) };
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('gzip'),
  };
}
