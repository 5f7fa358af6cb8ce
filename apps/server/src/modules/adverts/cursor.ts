import { MAX_ID, PRICE_MAX, type SortType } from '@zeng/contract/constants';
import { z } from 'zod';
import { badRequest } from '../../lib/errors.js';

/** A position in a sorted list: the sort key of the last advert answered and its id (keyset paging). */
export interface Cursor {
  sort: SortType;
  /** published_at as ISO text for date sorts, the price for price sorts. */
  key: string | number;
  id: number;
}

const cursorSchema = z.tuple([
  z.enum(['DATE_DESC', 'DATE_ASC', 'PRICE_ASC', 'PRICE_DESC']),
  z.union([z.iso.datetime({ offset: true }), z.number().min(0).max(PRICE_MAX)]),
  z.number().int().positive().max(MAX_ID),
]);

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.key, cursor.id])).toString('base64url');
}

/** Reads a cursor this server issued, in whichever order it walks; anything else is a 400. */
export function readCursor(page: string): Cursor {
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(page, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('page is not a cursor this server gave out; start again from the first page.');
  }
  const parsed = cursorSchema.safeParse(raw);
  if (!parsed.success) throw badRequest('page is not a cursor this server gave out; start again from the first page.');
  const [sort, key, id] = parsed.data;
  const isDate = sort === 'DATE_DESC' || sort === 'DATE_ASC';
  if (isDate !== (typeof key === 'string')) throw badRequest('page is not a cursor this server gave out.');
  return { sort, key, id };
}

/** Reads a cursor this server issued for the same sort order; anything else is a 400. */
export function decodeCursor(page: string, sort: SortType): Cursor {
  const cursor = readCursor(page);
  if (cursor.sort !== sort) throw badRequest('page belongs to another sort order; start again from the first page.');
  return cursor;
}
