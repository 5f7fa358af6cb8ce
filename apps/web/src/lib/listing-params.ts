import { ACCESSORY_TYPES, COLORS, CONDITIONS, DEFAULT_SORT, SORT_TYPES } from '@zeng/contract/constants';
import { z } from 'zod';
import type { ListParams } from './adverts-query';

/**
 * The URL is the filter state (sharetribe's habit): a filtered list can be shared, reloaded and
 * navigated back to. Unknown or broken parameters are dropped, never an error.
 */
const id = z.coerce.number().int().positive();
const idList = z
  .string()
  .transform((v) => v.split(',').map(Number))
  .pipe(z.array(z.number().int().positive()).max(50));

const fields = {
  sortByType: z.enum(SORT_TYPES),
  searchQuery: z.string().trim().min(1).max(100),
  districtId: id,
  brandIds: idList,
  modelIds: idList,
  providerId: id,
  type: z.enum(ACCESSORY_TYPES),
  condition: z.enum(CONDITIONS),
  color: z.enum(COLORS),
  storageId: id,
  ramId: id,
} as const;

export type ListParamKey = keyof typeof fields;

export function readListParams(search: URLSearchParams): ListParams & { sortByType: (typeof SORT_TYPES)[number] } {
  const params: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(fields)) {
    const raw = search.get(key);
    if (raw === null) continue;
    const parsed = schema.safeParse(raw);
    if (parsed.success) params[key] = parsed.data;
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
