import { isRecord } from '@zeng/contract/typed';
import pg from 'pg';
import { type ArrayRows, type ArrayStatement, type TextRow, TextRowsQuery, type WireConnection } from './array-rows.js';

/**
 * The hot reads (the public lists, the owner's tabs, the liked page: db/array-rows.ts) over a few
 * connections of their own, pipelined: a read is sent at once, behind those still running on its
 * connection, and every read sent in one turn of the event loop leaves in one write. Through the pool
 * each read waited for a free connection and paid a write of its own; on a machine where a system
 * call is dear that write was a quarter of an uncached page (issue 20, docs/decisions/0016).
 *
 * Each read is one statement with its own Sync, so a failing one (a timeout, a cancelled statement)
 * fails alone. A connection that breaks (the server restarted, or a read outlived the client's read
 * timeout, which ends the connection) fails what it carried, and the next read opens another; a
 * connection that cannot be opened fails the read that asked for it. Those errors are the driver's
 * own, which db/unavailable.ts already tells apart (503 with Retry-After).
 */
export class PipelinedReads {
  readonly #lanes: Lane[];
  #closed = false;

  constructor(config: pg.ClientConfig, connections: number) {
    this.#lanes = Array.from({ length: Math.max(1, connections) }, () => new Lane(config));
  }

  /** Runs a read on the connection with the fewest reads under way. */
  readonly rows: ArrayRows = (statement, values) => {
    if (this.#closed) return Promise.reject(new Error('Client was closed and is not queryable'));
    let lane = this.#lanes[0];
    for (const other of this.#lanes) if (lane === undefined || other.pending < lane.pending) lane = other;
    if (!lane) return Promise.reject(new Error('no read connection'));
    return lane.run(statement, values);
  };

  async close(): Promise<void> {
    this.#closed = true;
    await Promise.all(this.#lanes.map((lane) => lane.close()));
  }
}

/** An error PostgreSQL sends as it ends the session (FATAL: terminated by an administrator, shutting down). */
const endsTheSession = (err: unknown) => isRecord(err) && (err.severity === 'FATAL' || err.severity === 'PANIC');

/** node-postgres keeps the connection a submittable is written to on the client, unnamed in its types. */
const wireOf = (client: pg.Client): WireConnection => (client as unknown as { connection: WireConnection }).connection;

/** One pipelined connection, opened when first needed and again after it breaks. */
class Lane {
  pending = 0;
  #corked = false;

  constructor(private readonly config: pg.ClientConfig) {}

  async run(statement: ArrayStatement, values: unknown[]): Promise<TextRow[]> {
    this.pending += 1;
    try {
      const client = await this.#open();
      this.#writeTogetherThisTurn(client);
      return await new Promise<TextRow[]>((resolve, reject) => {
        const query = new TextRowsQuery(statement.name, statement.text, values, (err, rows) => {
          if (!err) return resolve(rows ?? []);
          // The server ending the session (a restart, an administrator) says so before it closes the
          // socket: no read may follow on that connection meanwhile.
          if (endsTheSession(err)) this.#drop(client);
          reject(err);
        });
        client.query(query);
      });
    } finally {
      this.pending -= 1;
    }
  }

  /** The open connection, or the one being opened. */
  #connection: { client: pg.Client; ready: Promise<pg.Client> } | null = null;

  /** Never uses `client` again (ending it if it still runs): the next read opens another. */
  #drop(client: pg.Client) {
    if (this.#connection?.client !== client) return;
    this.#connection = null;
    client.end().catch(() => {});
  }

  #open(): Promise<pg.Client> {
    if (this.#connection) return this.#connection.ready;
    const options: pg.ClientConfig & { pipeline: boolean } = { ...this.config, pipeline: true };
    const client = new pg.Client(options);
    const ready = client.connect().then(
      () => client,
      (err: unknown) => {
        this.#drop(client);
        throw err;
      },
    );
    // A broken connection is never used again: the reads it carried fail, the next one opens another.
    client.on('error', () => this.#drop(client));
    client.on('end', () => this.#drop(client));
    this.#connection = { client, ready };
    return ready;
  }

  /** Holds the connection's writes until the event loop's next turn, so the reads of this one go out as one. */
  #writeTogetherThisTurn(client: pg.Client) {
    if (this.#corked) return;
    const { stream } = wireOf(client);
    this.#corked = true;
    stream.cork();
    setImmediate(() => {
      this.#corked = false;
      stream.uncork();
    });
  }

  async close(): Promise<void> {
    const connection = this.#connection;
    this.#connection = null;
    if (!connection) return;
    const client = await connection.ready.catch(() => null);
    await client?.end().catch(() => {});
  }
}
