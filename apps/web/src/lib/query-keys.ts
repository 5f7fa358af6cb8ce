import type { AdvertState, ProductCategory } from '@zeng/contract/constants';

/**
 * Every cache key of the app, built here alone. Keys nest: `adverts` holds every list, detail and batch
 * of adverts, `account` everything of the signed-in person, `moderation` the review queue. So an
 * invalidation names what it changes (`queryKeys.moderation`), and the server's render seeds the keys
 * the browser will ask for.
 */
export const queryKeys = {
  adverts: ['adverts'] as const,
  advertList: <P>(category: ProductCategory, params: P) => ['adverts', category, 'list', params] as const,
  advertPreview: <P>(category: ProductCategory, params: P) => ['adverts', category, 'preview', params] as const,
  todayList: (category: ProductCategory, pageNumber = 1) => ['adverts', category, 'today', pageNumber] as const,
  todayCount: (category: ProductCategory) => ['adverts', category, 'today', 'count'] as const,
  /** A list's count: its filters and search (no order, no page). */
  advertCount: <Q>(category: ProductCategory, query: Q) => ['adverts', category, 'count', query] as const,
  advertDetail: (category: ProductCategory, id: number) => ['adverts', category, 'detail', id] as const,
  advertBatch: (ids: readonly number[]) => ['adverts', 'batch', ids] as const,
  /** A seller's page and their live adverts: under `adverts`, so a change of any advert refreshes them. */
  seller: (id: number) => ['adverts', 'seller', id] as const,
  sellerAdverts: (id: number, pageNumber = 1) => ['adverts', 'seller', id, 'list', pageNumber] as const,

  /** What only the signed-in person sees: dropped when someone signs in or out. */
  account: ['auth'] as const,
  currentUser: ['auth', 'me'] as const,
  advertStates: ['auth', 'advert-states'] as const,
  /** The owner's lists, one per state, and how many each holds ('counts'), invalidated with them. */
  myAdverts: ['auth', 'adverts'] as const,
  myAdvertsIn: (state: AdvertState | 'counts') => ['auth', 'adverts', state] as const,

  moderation: ['moderation'] as const,
  pendingCounts: ['moderation', 'pending-counts'] as const,
  /** A page of the queue by where it starts (null: the first page). */
  requestQueue: (category: ProductCategory, at: string | null) => ['moderation', category, 'list', at] as const,
  request: (category: ProductCategory, id: number) => ['moderation', category, 'request', id] as const,

  districts: (lng: string) => ['lookups', 'districts', lng] as const,
  brands: (kind: 'phone' | 'tablet') => ['lookups', 'brands', kind] as const,
  models: (brandId: number) => ['lookups', 'models', brandId] as const,
  sortOptions: (lng: string) => ['lookups', 'sort', lng] as const,
  simProviders: ['lookups', 'providers'] as const,
  accessoryTypes: ['lookups', 'accessory-types'] as const,
  storageOptions: ['lookups', 'storage'] as const,
  ramOptions: ['lookups', 'ram'] as const,
  siteInfo: ['site-info'] as const,
  suggestions: (words: string, lng: string) => ['search', 'suggestions', lng, words] as const,
  searchCounts: (words: string) => ['adverts', 'search-counts', words] as const,
  terms: (lng: string) => ['terms', lng] as const,
};
