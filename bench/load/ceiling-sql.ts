import type { SortType } from '@zeng/contract/constants';
import { decodeCursor } from '../../apps/server/src/modules/adverts/cursor.js';
import { type ListFilters, listingQuery } from '../../apps/server/src/modules/adverts/listing-sql.js';

/** One statement of a listing as the API sends it: its name, SQL, values, and which value is "now". */
export interface ListingStatement {
  /** Empty for a statement planned for its values each time (a search's), as the API sends it. */
  name: string;
  text: string;
  values: unknown[];
  /** The value the API sets to the current time on every call; the ceiling does the same. */
  nowIndex: number;
}

/** A listing's statements in the API's order: each runs after the one before answered fewer than `limit` rows. */
export interface ListingSteps {
  steps: ListingStatement[];
  limit: number;
}

/** Any instant no real call uses, to find the "now" parameter among the values. */
const MARK = new Date('2001-02-03T04:05:06.789Z');

/**
 * The statements of a listing exactly as the API sends them, from the server's own query builder
 * (listing-sql.ts, listingQuery, which listVisible sends), so the ceiling cannot drift from the API's
 * statements. It must follow the service's call: the page's limit plus one row (service.ts, page).
 */
export function listingSteps(
  filters: ListFilters,
  sort: SortType,
  pageCursor: string | null,
  limit: number,
): ListingSteps {
  const cursor = pageCursor ? decodeCursor(pageCursor, sort) : null;
  const steps = listingQuery(filters, sort, cursor, limit + 1, MARK).map(({ statement, values }) => {
    const nowIndex = values.indexOf(MARK);
    if (nowIndex < 0) throw new Error(`no "now" among the listing's values: ${statement.text}`);
    return { name: statement.name, text: statement.text, values, nowIndex };
  });
  return { steps, limit: limit + 1 };
}
