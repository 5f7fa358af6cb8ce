import {
  DEFAULT_SORT,
  MAX_FILTER_IDS,
  MAX_ID,
  type ProductCategory,
  SEARCH_QUERY_MAX_LENGTH,
  SORT_TYPES,
  type SortType,
} from '@zeng/contract/constants';
import {
  dependentsOf,
  FILTER_NAMES,
  type FilterName,
  filterOf,
  filtersOf,
  type ListFilterValues,
  reversedRanges,
  upperBoundOf,
} from '@zeng/contract/filters';
import { PAGE_PARAM, readPageNumber } from '@zeng/contract/page-address';
import type { ListParams } from './adverts-query';

/**
 * The URL is the filter state (sharetribe's habit): a filtered list can be shared, reloaded and
 * navigated back to. Unknown or broken parameters are dropped, never an error. The filters are the
 * contract's table (@zeng/contract/filters); the sort and the search text are not filters.
 */

// Hand-written readers rather than zod: this runs on the first screen, whose bundle stays small (ADR 0006).
const isId = (n: number) => Number.isInteger(n) && n > 0 && n <= MAX_ID;

/**
 * A filter's value as an address writes it ("7", "1,2", "Black", "1500", "barter,delivery"), read back;
 * undefined when broken.
 */
export function readFilter<N extends FilterName>(name: N, raw: string): ListFilterValues[N] | undefined {
  const filter = filterOf(name);
  let value: number | number[] | string | string[] | undefined;
  if (filter.kind === 'id') value = /^\d+$/.test(raw) && isId(Number(raw)) ? Number(raw) : undefined;
  else if (filter.kind === 'ids') {
    const ids = raw.split(',').map(Number);
    value = ids.length <= MAX_FILTER_IDS && ids.every(isId) ? ids : undefined;
  } else if (filter.kind === 'number') {
    const n = Number(raw);
    value = /^\d+$/.test(raw) && n >= filter.min && n <= filter.max ? n : undefined;
  } else if (filter.kind === 'flags') {
    // Each once, in the table's order; a value it does not know breaks the whole.
    const named = raw.split(',');
    const known = filter.values.filter((v) => named.includes(v));
    value = known.length > 0 && named.every((v) => known.includes(v)) ? known : undefined;
  } else value = filter.values.find((v) => v === raw);
  // The kind read decides the type: the table's type of this filter.
  return value as ListFilterValues[N] | undefined;
}

/** The value a filter screen or a dropdown shows as chosen: a list's first id, every flag ("barter,delivery"). */
export function chosenText(params: ListFilterValues, name: FilterName): string | undefined {
  const value = params[name];
  if (Array.isArray(value) && filterOf(name).kind === 'flags') return value.join(',') || undefined;
  return (Array.isArray(value) ? value[0] : value)?.toString();
}

/** A change that sets one filter from a chosen option's text, or clears it (undefined). */
export function filterChange(name: FilterName, text: string | undefined): ListFilterValues {
  const change: ListFilterValues = {};
  set(change, name, text === undefined ? undefined : readFilter(name, text));
  return change;
}

/** The params after a change; a filter the change names clears the filters that depend on it (a brand, its model). */
export function changeParams(params: ListParams, change: Partial<ListParams>): ListParams {
  // Another filter, sort or search is another list: it starts from its first page.
  const next: ListParams = { ...params, pageNumber: undefined, ...change };
  for (const name of FILTER_NAMES) {
    if (name in change) for (const dependent of dependentsOf(name)) next[dependent] = undefined;
  }
  return next;
}

function set<N extends FilterName>(params: ListFilterValues, name: N, value: ListFilterValues[N] | undefined) {
  params[name] = value;
}

const readSort = (raw: string | null) => SORT_TYPES.find((sort) => sort === raw);
const readSearch = (raw: string | null) => {
  const trimmed = raw?.trim();
  return trimmed && trimmed.length <= SEARCH_QUERY_MAX_LENGTH ? trimmed : undefined;
};

export function readListParams(search: URLSearchParams): ListParams & { sortByType: SortType } {
  const params: ListParams & { sortByType: SortType } = {
    sortByType: readSort(search.get('sortByType')) ?? DEFAULT_SORT,
  };
  const searchQuery = readSearch(search.get('searchQuery'));
  if (searchQuery) params.searchQuery = searchQuery;
  const pageNumber = readPageNumber(search.get(PAGE_PARAM));
  if (pageNumber && !searchQuery) params.pageNumber = pageNumber;
  for (const name of FILTER_NAMES) {
    const raw = search.get(name);
    const value = raw === null ? undefined : readFilter(name, raw);
    if (value !== undefined) set(params, name, value);
  }
  // A range the wrong way round (priceMin=1500&priceMax=500) is broken as a whole: both ends dropped,
  // as the API would refuse it.
  for (const name of reversedRanges(params)) {
    set(params, name, undefined);
    const bound = upperBoundOf(name);
    if (bound) set(params, bound, undefined);
  }
  return params;
}

/** Writes params back as a query string, leaving out defaults and empty values. */
export function writeListParams(params: ListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.sortByType && params.sortByType !== DEFAULT_SORT) search.set('sortByType', params.sortByType);
  if (params.searchQuery) search.set('searchQuery', params.searchQuery);
  for (const name of FILTER_NAMES) {
    const value = params[name];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    search.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  if (params.pageNumber) search.set(PAGE_PARAM, String(params.pageNumber));
  return search;
}

export const hasActiveFilters = (params: ListParams) =>
  [...writeListParams(params).keys()].some((k) => k !== 'searchQuery' && k !== PAGE_PARAM);

/** The filters of this category's listing set in these params, in the table's (the filter screen's) order. */
export const chosenFilters = (params: ListParams, category: ProductCategory): FilterName[] =>
  filtersOf(category).filter((name) => params[name] !== undefined);

/** The address of a list's numbered page n: its query with `page`, or its plain address for the first. */
export function pageHref(pathname: string, params: ListParams, n: number): string {
  const query = writeListParams({ ...params, pageNumber: n > 1 ? n : undefined }).toString();
  return query ? `${pathname}?${query}` : pathname;
}
