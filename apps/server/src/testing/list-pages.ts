import { SORT_TYPES, type SortType } from '@zeng/contract/constants';
import { expect } from 'vitest';
import type { Cursor } from '../modules/adverts/cursor.js';
import { listVisible, type SearchOptions } from '../modules/adverts/listing-repository.js';
import type { ListFilters } from '../modules/adverts/listing-sql.js';

/** An advert as a list test knows it: enough to say where it stands in each order. */
export interface Ordered {
  id: number;
  /** publishedAt as an ISO string (sorts as the date does). */
  published: string;
  price: number;
}

/** What a list must answer, every page followed: the adverts given (those that match), in the sort's order. */
export function inListOrder(rows: readonly Ordered[], sort: SortType): number[] {
  const byDate = sort === 'DATE_DESC' || sort === 'DATE_ASC';
  const sign = sort === 'DATE_DESC' || sort === 'PRICE_DESC' ? -1 : 1;
  return [...rows]
    .sort((a, b) => {
      const key = byDate ? a.published.localeCompare(b.published) : a.price - b.price;
      return sign * (key !== 0 ? key : a.id - b.id);
    })
    .map((r) => r.id);
}

/**
 * Every page of a list, each asked after the last row of the one before, as the service does; fails
 * when the pages do not end within `maxPages`.
 */
export async function everyPage(
  rows: Parameters<typeof listVisible>[0],
  filters: ListFilters,
  sort: SortType,
  pageSize: number,
  now: Date,
  options: SearchOptions,
  maxPages: number,
): Promise<number[]> {
  const ids: number[] = [];
  let cursor: Cursor | null = null;
  for (let pages = 0; pages <= maxPages; pages++) {
    const found = await listVisible(rows, filters, sort, cursor, pageSize + 1, now, options);
    const page = found.slice(0, pageSize);
    ids.push(...page.map((r) => r.id));
    const last = page.at(-1);
    if (found.length <= pageSize || !last) return ids;
    cursor = { sort, key: sort.startsWith('DATE') ? last.published : last.price, id: last.id };
  }
  throw new Error('the pages never ended');
}

/**
 * In every sort, for each size of a first step (rows read per row of the page; undefined: the API's
 * own) and pages of 1 and 4: following every page answers what `expected` says of that sort.
 */
export async function expectSamePagesWhereverTheFirstStepStops(
  expected: (sort: SortType) => number[],
  followed: (sort: SortType, pageSize: number, recentRowsPerRow?: number) => Promise<number[]>,
  recentRowsPerRows: ReadonlyArray<number | undefined>,
): Promise<void> {
  for (const sort of SORT_TYPES) {
    const truth = expected(sort);
    for (const recentRowsPerRow of recentRowsPerRows)
      for (const pageSize of [1, 4]) {
        expect(await followed(sort, pageSize, recentRowsPerRow), `${sort}, ${recentRowsPerRow}, ${pageSize}`).toEqual(
          truth,
        );
      }
  }
}
