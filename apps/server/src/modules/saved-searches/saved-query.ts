import { DEFAULT_SORT, type ProductCategory } from '@zeng/contract/constants';
import { FILTER_NAMES, type FilterName, filterValuesFor } from '@zeng/contract/filters';
import { type ListQuery, listQuerySchema } from '@zeng/contract/list-query';
import { badRequest } from '../../lib/errors.js';
import type { ListFilters } from '../adverts/listing-sql.js';

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
  /**
   * It asks nothing beyond its keys' filter, city, price range and words (schema.ts, savedSearches.exact);
   * its words are weighed apart (matchColumns).
   */
  exact: boolean;
}

/** A model's brand, as the catalog has it. */
export type BrandOfModel = (modelId: number) => number | undefined;

/**
 * The filters an advert's keys stand for: a device's models when the search names some (its brands too,
 * when each model is of one of them: then the model says the brand), else its brands; a SIM number's
 * provider and pattern; an accessory's type.
 */
function keyFiltersOf(category: ProductCategory, query: ListQuery, brandOf?: BrandOfModel): FilterName[] {
  if (category === 'sim') return ['providerId', 'simPattern'];
  if (category === 'accessory') return ['type'];
  const models = query.modelIds ?? [];
  if (models.length === 0) return ['brandIds'];
  const brands = query.brandIds;
  const implied = !brands || models.every((id) => brands.includes(brandOf?.(id) ?? Number.NaN));
  return implied ? ['modelIds', 'brandIds'] : ['modelIds'];
}

/** What the stored columns hold besides the keys. */
const COLUMN_FILTERS: readonly FilterName[] = ['districtId', 'priceMin', 'priceMax'];

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
  const asKeys = (values: unknown, prefix = '') =>
    values === undefined ? ['*'] : (Array.isArray(values) ? values : [values]).map((v) => `${prefix}${v}`);
  if (category === 'sim')
    // The provider, and the pattern when it asks for one: `sim:p1:aabb`, `sim:*:aabb`, `sim:p1`, `sim:*`.
    return asKeys(query.providerId, 'p').map(
      (provider) => `sim:${provider}${query.simPattern === undefined ? '' : `:${query.simPattern}`}`,
    );
  if (category === 'accessory') return asKeys(query.type, 't').map((key) => `accessory:${key}`);
  const models = query.modelIds?.length ? query.modelIds : undefined;
  return (models ? asKeys(models, 'm') : asKeys(query.brandIds?.length ? query.brandIds : undefined, 'b')).map(
    (key) => `${category}:${key}`,
  );
}

/**
 * An approved advert's keys: its own (a device's brand and model, a SIM number's provider with each of its
 * patterns), "any", and each three characters of its search text.
 */
export function advertKeys(advert: {
  category: ProductCategory;
  brandId: number | null;
  modelId: number | null;
  simProviderId: number | null;
  simPatterns: readonly string[] | null;
  accessoryType: string | null;
  searchText: string;
}): string[] {
  const { category } = advert;
  // Every three characters of its search text: the piece a search of words alone is keyed by.
  const pieces = new Set<string>();
  for (let i = 0; i + 3 <= advert.searchText.length; i++) pieces.add(advert.searchText.slice(i, i + 3));
  const byWords = [...pieces].map((piece) => `${category}:g${piece}`);
  const own = (...keys: Array<string | false>) => ['*', ...keys.filter((key) => key !== false)];
  if (category === 'sim') {
    const providers = own(advert.simProviderId !== null && `p${advert.simProviderId}`);
    const patterns = ['', ...(advert.simPatterns ?? []).map((pattern) => `:${pattern}`)];
    return [...providers.flatMap((provider) => patterns.map((pattern) => `sim:${provider}${pattern}`)), ...byWords];
  }
  const keys =
    category === 'accessory'
      ? own(advert.accessoryType !== null && `t${advert.accessoryType}`)
      : own(advert.brandId !== null && `b${advert.brandId}`, advert.modelId !== null && `m${advert.modelId}`);
  return [...keys.map((key) => `${category}:${key}`), ...byWords];
}

/**
 * What is stored to match it (schema.ts, savedSearches): its keys, city and prices; whether those, its
 * words and its SIM number mask decide it (no storage or RAM read from its words); its words as the
 * listing reads them, which an advert's search text must all hold; and its mask's LIKE patterns, any of
 * which the advert's number must match, as the listing's.
 */
export function matchColumns(
  category: ProductCategory,
  read: SavedQuery,
  filters: Pick<ListFilters, 'words' | 'capacities' | 'numberPatterns'>,
) {
  const exact = read.exact && !filters.capacities?.length;
  const words = exact && filters.words?.length ? filters.words : null;
  // A search of words alone (no brand, model…) is keyed by a piece of its longest word rather than by
  // its whole category: only adverts whose search text holds that piece are weighed.
  const piece = words && [...words].sort((a, b) => b.length - a.length)[0]?.slice(0, 3);
  const keyed = piece?.length === 3 && read.matchKeys.length === 1 && read.matchKeys[0] === `${category}:*`;
  return {
    matchKeys: keyed ? [`${category}:g${piece}`] : read.matchKeys,
    districtId: read.districtId,
    priceMin: read.priceMin,
    priceMax: read.priceMax,
    exact,
    words,
    numberPatterns: exact && filters.numberPatterns?.length ? filters.numberPatterns : null,
  };
}

/**
 * A query string the listing's API would take, or the refusal it would answer (400, naming each field).
 * `brandOf` tells whether a search's models say its brands (it is then decided by its keys).
 */
export function readSavedQuery(category: ProductCategory, text: string, brandOf?: BrandOfModel): SavedQuery {
  const parsed = listQuerySchema.safeParse(paramsOf(text));
  if (!parsed.success)
    throw badRequest(`query is not a listing's: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
  // A filter of another category is left out, as the listing leaves it out; ids any of which match
  // are one choice in whatever order ("2,1" is "1,2").
  const query: ListQuery = { ...parsed.data, ...emptyFilters(), ...filterValuesFor(category, parsed.data) };
  for (const name of FILTER_NAMES) {
    const value = query[name];
    if (Array.isArray(value) && value.every((v) => typeof v === 'number'))
      Object.assign(query, { [name]: [...value].sort((a, b) => a - b) });
  }
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
    exact: FILTER_NAMES.every(
      (name) =>
        query[name] === undefined ||
        keyFiltersOf(category, query, brandOf).includes(name) ||
        COLUMN_FILTERS.includes(name),
    ),
  };
}

/** Every filter unset: what filterValuesFor keeps then sets again. */
const emptyFilters = () => Object.fromEntries(FILTER_NAMES.map((name) => [name, undefined]));
