import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * A statement of the hot reads (the public lists: modules/adverts/listed-rows.ts) run for its rows as
 * arrays of each value's text, as PostgreSQL sends it: no driver turns a timestamp into a Date or a
 * row into an object on the way, since the caller reads each column once, in its own way. A statement
 * with a name is prepared once per connection, with one plan for every call (the sessions' default:
 * docs/decisions/0005); one without a name (a search) is parsed each time and planned for its values,
 * so a rare word and a common one each get their own plan.
 */
export interface ArrayStatement {
  name: string;
  text: string;
  /**
   * A search: it keeps PostgreSQL busy for a millisecond or more, so it runs on a pooled connection
   * of its own (side by side with others) rather than queued on a pipelined one (PostgreSQL only).
   */
  heavy?: boolean;
}
export type TextRow = ReadonlyArray<string | null>;
export type ArrayRows = (statement: ArrayStatement, values: unknown[]) => Promise<TextRow[]>;

const asText = (value: string) => value;

/** What node-postgres' connection offers a query of its own making (the "submittable" pg-cursor also uses). */
export interface WireConnection {
  stream: { cork(): void; uncork(): void };
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
  parse(query: { text: string; name: string }): void;
  bind(config: { statement: string; values: Array<string | null> }): void;
  execute(config: { portal: string }): void;
  sync(): void;
}

/**
 * Sent before a statement planned for its values, in the same implicit transaction (the messages
 * before one Sync): the sessions' generic plans give way to one made for these values, until the Sync
 * ends that transaction, whether the statement succeeds or fails.
 */
export const PLAN_FOR_VALUES = "SELECT set_config('plan_cache_mode', 'force_custom_plan', true)";

/** A parameter as the text PostgreSQL reads it: the statements of the lists bind dates, numbers, text and id lists. */
function parameterText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return `{${value.map(String).join(',')}}`;
  return String(value);
}

/**
 * One statement sent the lean way node-postgres lets a query do: Parse only the first time a named
 * statement meets a connection, then Bind, Execute and Sync in one write, without asking PostgreSQL to
 * describe the rows, whose columns the caller knows; each row kept as the array of texts the protocol
 * parser made. node-postgres' own handling described every row set, built a parser per column and
 * turned every row into values: issue 20's profile found them a tenth of an uncached listing. It is a
 * Query by class, as node-postgres lets only its own queries share a pipelined connection (it refuses
 * the custom ones that keep a portal open, which this one never does); the client's own bookkeeping
 * (the statements parsed, its read timeout, errors, ReadyForQuery) is node-postgres' as for any query.
 */
/** node-postgres' Query, seen as the constructor the class below calls: its own members are replaced. */
const PgQuery: new (config: { name?: string | undefined; text: string }) => object = pg.Query;

export class TextRowsQuery extends PgQuery {
  /** What node-postgres calls when the query ends or fails; it wraps it to add its read timeout. */
  callback: ((err: Error | null, rows?: TextRow[]) => void) | undefined;
  readonly #received: TextRow[] = [];
  readonly #name: string;
  readonly #text: string;
  readonly #values: Array<string | null>;
  readonly #done: (err: Error | null, rows?: TextRow[]) => void;
  /** Result sets still to come before the statement's own (PLAN_FOR_VALUES's one row). */
  #before: number;

  constructor(
    name: string,
    text: string,
    values: readonly unknown[],
    done: (err: Error | null, rows?: TextRow[]) => void,
  ) {
    super({ name: name === '' ? undefined : name, text });
    this.#name = name;
    this.#text = text;
    this.#values = values.map(parameterText);
    this.#done = done;
    this.#before = name === '' ? 1 : 0;
    this.callback = (err) => (err ? this.#done(err) : this.#done(null, this.#received));
  }

  submit(connection: unknown): Error | null {
    const wire = connection as WireConnection;
    const name = this.#name;
    const text = this.#text;
    wire.stream.cork();
    try {
      const parsed =
        name !== '' && (wire.parsedStatements[name] !== undefined || wire.submittedNamedStatements[name] !== undefined);
      if (name === '') {
        wire.parse({ text: PLAN_FOR_VALUES, name: '' });
        wire.bind({ statement: '', values: [] });
        wire.execute({ portal: '' });
      }
      if (!parsed) {
        wire.parse({ text, name });
        if (name !== '') wire.submittedNamedStatements[name] = text;
      }
      wire.bind({ statement: name, values: this.#values });
      wire.execute({ portal: '' });
      wire.sync();
    } finally {
      wire.stream.uncork();
    }
    return null;
  }

  handleDataRow(message: { fields: TextRow }) {
    if (this.#before === 0) this.#received.push(message.fields);
  }

  handleCommandComplete() {
    if (this.#before > 0) this.#before -= 1;
  }

  handleReadyForQuery() {
    this.callback?.(null, this.#received);
  }

  handleError(err: Error) {
    this.callback?.(err);
  }

  // No description was asked for and no command needs another Sync: nothing to do for these.
  handleRowDescription() {}
  handleEmptyQuery() {}
}

/**
 * A statement through a pooled connection of its own while it runs: the reads planned for their
 * values (searches), which keep PostgreSQL busy for a millisecond or more each, run side by side
 * there instead of queueing behind each other on a pipelined connection (db/pipelined-reads.ts).
 */
export function pooledArrayRows(pool: pg.Pool): ArrayRows {
  return ({ name, text }, values) =>
    new Promise((resolve, reject) => {
      pool.connect((connectError, client, release) => {
        if (connectError || !client) {
          release?.(connectError);
          reject(connectError ?? new Error('no connection'));
          return;
        }
        client.query(
          new TextRowsQuery(name, text, values, (err, rows) => {
            // A connection whose statement failed is not lent again (as pool.query does).
            release(err ?? undefined);
            if (err) reject(err);
            else resolve(rows ?? []);
          }),
        );
      });
    });
}

/**
 * PGlite parses the types it knows unless told otherwise (an enum's value it leaves as text already):
 * each of them read as its text, the same as node-postgres above.
 */
const PGLITE_TEXT_PARSERS = Object.fromEntries(
  // bool, int8, int2, int4, text, float4, float8, numeric, date, timestamp, timestamptz, int4[], text[]
  [16, 20, 21, 23, 25, 700, 701, 1700, 1082, 1114, 1184, 1007, 1009].map((type) => [type, asText]),
);

/**
 * PGlite through the caller's queue (db/client.ts), which gives each statement its turn. PGlite plans
 * every statement for its values already (it parses each afresh: db/client.ts), searches included.
 */
export function pgliteArrayRows(inTurn: <T>(work: (client: PGlite) => Promise<T>) => Promise<T>): ArrayRows {
  const options = { rowMode: 'array', parsers: PGLITE_TEXT_PARSERS } as const;
  return ({ text }, values) => inTurn(async (client) => (await client.query<string[]>(text, values, options)).rows);
}
