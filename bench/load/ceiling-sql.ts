import type { SortType } from '@zeng/contract/constants';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../../apps/server/src/db/client.js';
import * as schema from '../../apps/server/src/db/schema.js';
import { decodeCursor } from '../../apps/server/src/modules/adverts/cursor.js';
import { type ListFilters, listVisible } from '../../apps/server/src/modules/adverts/repository.js';

/** One listing statement as the API sends it: its SQL, its values, and which value is "now". */
export interface ListingStatement {
  text: string;
  values: unknown[];
  /** The value the API sets to the current time on every call; the ceiling does the same. */
  nowIndex: number;
}

/** Any instant no real call uses, to find the "now" parameter among the captured values. */
const MARK = new Date('2001-02-03T04:05:06.789Z');

/**
 * The SQL of a listing exactly as the API sends it, captured from the server's own query builder
 * (repository.ts, listVisible) through Drizzle's logger, so the ceiling cannot drift from the API's
 * statement. It must follow the service's call: the page's limit plus one row (service.ts, page).
 */
export async function listingStatement(
  url: string,
  filters: ListFilters,
  sort: SortType,
  pageCursor: string | null,
  limit: number,
): Promise<ListingStatement> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  let captured: { text: string; values: unknown[] } | undefined;
  const db = drizzle(pool, {
    schema,
    logger: {
      logQuery(text, values) {
        captured = { text, values };
      },
    },
  }) as unknown as Database;
  try {
    const cursor = pageCursor ? decodeCursor(pageCursor, sort) : null;
    await listVisible(db, filters, sort, cursor, limit + 1, MARK);
  } finally {
    await pool.end();
  }
  if (!captured) throw new Error('the listing sent no query');
  const nowIndex = captured.values.findIndex(
    (v) => (v instanceof Date && v.getTime() === MARK.getTime()) || v === MARK.toISOString(),
  );
  if (nowIndex < 0) throw new Error(`no "now" among the listing's values: ${captured.text}`);
  return { text: captured.text, values: captured.values, nowIndex };
}
