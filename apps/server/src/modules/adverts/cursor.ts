import { MAX_ID, PRICE_MAX, type SortType } from '@zeng/contract/constants';
import { z } from 'zod';
import { badRequest } from '../../lib/errors.js';

/** A position in a sorted list: the sort key of the last advert answered and its id (keyset paging). */
export interface Cursor {
  sort: SortType;
  /** published_at as ISO text for date sorts, the price for price sorts. */
  key: string | number;
  id: number;
  /** The number of the page it starts (a list's VIP places rotate by it); absent: unknown, counted as 2. */
  page?: number;
  /** The last advert answered was a Premium one, first among its day's (listed in their own order). */
  premium?: boolean;
}

/** The deepest page a cursor names: beyond it, the number is only a rotation's. */
const MAX_CURSOR_PAGE = 1_000_000;

const cursorSchema = z.tuple([
  z.enum(['DATE_DESC', 'DATE_ASC', 'PRICE_ASC', 'PRICE_DESC']),
  z.union([z.iso.datetime({ offset: true }), z.number().min(0).max(PRICE_MAX)]),
  z.number().int().positive().max(MAX_ID),
  z.number().int().min(2).max(MAX_CURSOR_PAGE).optional(),
  z.literal(1).optional(),
]);

export function encodeCursor(cursor: Cursor): string {
  const tuple: unknown[] = [cursor.sort, cursor.key, cursor.id];
  if (cursor.page !== undefined || cursor.premium) tuple.push(Math.min(Math.max(cursor.page ?? 2, 2), MAX_CURSOR_PAGE));
  if (cursor.premium) tuple.push(1);
  return Buffer.from(JSON.stringify(tuple)).toString('base64url');
}

/** Reads a cursor this server issued, in whichever order it walks; anything else is a 400. */
export function readCursor(text: string): Cursor {
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('page is not a cursor this server gave out; start again from the first page.');
  }
  const parsed = cursorSchema.safeParse(raw);
  if (!parsed.success) throw badRequest('page is not a cursor this server gave out; start again from the first page.');
  const [sort, key, id, page, premium] = parsed.data;
  const isDate = sort === 'DATE_DESC' || sort === 'DATE_ASC';
  if (isDate !== (typeof key === 'string')) throw badRequest('page is not a cursor this server gave out.');
  return { sort, key, id, ...(page !== undefined && { page }), ...(premium === 1 && { premium: true }) };
}

/** Reads a cursor this server issued for the same sort order; anything else is a 400. */
export function decodeCursor(page: string, sort: SortType): Cursor {
  const cursor = readCursor(page);
  if (cursor.sort !== sort) throw badRequest('page belongs to another sort order; start again from the first page.');
  return cursor;
}
