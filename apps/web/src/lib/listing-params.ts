import { ACCESSORY_TYPES, COLORS, CONDITIONS, DEFAULT_SORT, SORT_TYPES } from '@zeng/contract/constants';
import type { ListParams } from './adverts-query';

/**
 * The URL is the filter state (sharetribe's habit): a filtered list can be shared, reloaded and
 * navigated back to. Unknown or broken parameters are dropped, never an error.
 */
type Reader = (raw: string) => unknown;

const MAX_ID = 2_147_483_647;
const isId = (n: number) => Number.isInteger(n) && n > 0 && n <= MAX_ID;
const id: Reader = (raw) => (/^\d+$/.test(raw) && isId(Number(raw)) ? Number(raw) : undefined);
const idList: Reader = (raw) => {
  const ids = raw.split(',').map(Number);
  return ids.length <= 50 && ids.every(isId) ? ids : undefined;
};
const oneOf =
  (values: readonly string[]): Reader =>
  (raw) =>
    values.includes(raw) ? raw : undefined;
const text: Reader = (raw) => {
  const trimmed = raw.trim();
  return trimmed.length > 0 && trimmed.length <= 100 ? trimmed : undefined;
};

// Hand-written readers rather than zod: this runs on the first screen, whose bundle stays small (ADR 0006).
const fields = {
  sortByType: oneOf(SORT_TYPES),
  searchQuery: text,
  districtId: id,
  brandIds: idList,
  modelIds: idList,
  providerId: id,
  type: oneOf(ACCESSORY_TYPES),
  condition: oneOf(CONDITIONS),
  color: oneOf(COLORS),
  storageId: id,
  ramId: id,
} satisfies Record<string, Reader>;

export type ListParamKey = keyof typeof fields;

export function readListParams(search: URLSearchParams): ListParams & { sortByType: (typeof SORT_TYPES)[number] } {
  const params: Record<string, unknown> = {};
  for (const [key, read] of Object.entries(fields)) {
    const raw = search.get(key);
    const value = raw === null ? undefined : read(raw);
    if (value !== undefined) params[key] = value;
  }
  return { sortByType: DEFAULT_SORT, ...(params as ListParams) };
}

/** Writes params back as a query string, leaving out defaults and empty values. */
export function writeListParams(params: ListParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of Object.keys(fields) as ListParamKey[]) {
    const value = params[key as keyof ListParams];
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    if (key === 'sortByType' && value === DEFAULT_SORT) continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return search;
}

export const hasActiveFilters = (params: ListParams) =>
  [...writeListParams(params).keys()].some((k) => k !== 'searchQuery');

/** The filters a listing's URL can hold, by the names its dropdowns (FilterKind) and filter screens use. */
export const FILTER_PARAMS = {
  district: 'districtId',
  brand: 'brandIds',
  model: 'modelIds',
  color: 'color',
  storage: 'storageId',
  ram: 'ramId',
  condition: 'condition',
  provider: 'providerId',
  type: 'type',
} as const satisfies Record<string, keyof ListParams>;

export type FilterName = keyof typeof FILTER_PARAMS;

/** The filters set in these params, in the filter screen's order (the sort and the search text are not filters). */
export const chosenFilters = (params: ListParams): FilterName[] =>
  (Object.keys(FILTER_PARAMS) as FilterName[]).filter((name) => params[FILTER_PARAMS[name]] !== undefined);
