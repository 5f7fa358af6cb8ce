import { DEFAULT_SORT, type ProductCategory } from '@zeng/contract/constants';
import { FILTER_NAMES, filterValuesFor } from '@zeng/contract/filters';
import { type ListQuery, listQuerySchema } from '@zeng/contract/list-query';
import { badRequest } from '../../lib/errors.js';

/** A saved search's query read as the listing reads it, and written the one way that makes two the same. */
export interface SavedQuery {
  /** The listing's query (filters, order, words), without paging. */
  query: ListQuery;
  /** Its text in the filters' table order, then the words, then the order when not the default. */
  canonical: string;
  /** The keys an advert it may find has (schema.ts, savedSearches.matchKeys). */
  matchKeys: string[];
  districtId: number | null;
  priceMin: number | null;
  priceMax: number | null;
}

/** What an address's query holds beyond the listing's: which page it shows. */
const PAGING = ['page', 'pageNumber', 'limit'];

/** The address's query as the listing's API reads it: each name once, or a list when repeated. */
function paramsOf(text: string): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    if (PAGING.includes(name)) continue;
    const before = params[name];
    params[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return params;
}

/**
 * The filter whose value is an approved advert's first key: the brand of a device, the provider of a
 * SIM number, the type of an accessory. A search without it meets every advert of its category.
 */
function matchKeysOf(category: ProductCategory, query: ListQuery): string[] {
  const keyed =
    category === 'sim'
      ? query.providerId === undefined
        ? []
        : [`p${query.providerId}`]
      : category === 'accessory'
        ? query.type === undefined
          ? []
          : [`t${query.type}`]
        : (query.brandIds ?? []).map((id) => `b${id}`);
  return (keyed.length > 0 ? keyed : ['*']).map((key) => `${category}:${key}`);
}

/** An approved advert's keys: its own and its category's "any". */
export function advertKeys(advert: {
  category: ProductCategory;
  brandId: number | null;
  simProviderId: number | null;
  accessoryType: string | null;
}): string[] {
  const own =
    advert.category === 'sim'
      ? advert.simProviderId !== null && `p${advert.simProviderId}`
      : advert.category === 'accessory'
        ? advert.accessoryType !== null && `t${advert.accessoryType}`
        : advert.brandId !== null && `b${advert.brandId}`;
  return [`${advert.category}:*`, ...(own ? [`${advert.category}:${own}`] : [])];
}

/** A query string the listing's API would take, or the refusal it would answer (400, naming each field). */
export function readSavedQuery(category: ProductCategory, text: string): SavedQuery {
  const parsed = listQuerySchema.safeParse(paramsOf(text));
  if (!parsed.success)
    throw badRequest(`query is not a listing's: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
  // A filter of another category is left out, as the listing leaves it out.
  const query = { ...parsed.data, ...emptyFilters(), ...filterValuesFor(category, parsed.data) };
  const canonical = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = query[name];
    if (value !== undefined) canonical.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  if (query.searchQuery) canonical.set('searchQuery', query.searchQuery);
  if (query.sortByType !== DEFAULT_SORT) canonical.set('sortByType', query.sortByType);
  return {
    query,
    canonical: canonical.toString(),
    matchKeys: matchKeysOf(category, query),
    districtId: query.districtId ?? null,
    priceMin: query.priceMin ?? null,
    priceMax: query.priceMax ?? null,
  };
}

/** Every filter unset: what filterValuesFor keeps then sets again. */
const emptyFilters = () => Object.fromEntries(FILTER_NAMES.map((name) => [name, undefined]));
