import type { QueryClient } from '@tanstack/react-query';
import { type Language, PRODUCT_CATEGORIES, type ProductCategory } from '@zeng/contract/constants';
import { isPageDataError, type PageDataSource } from '@zeng/contract/page-rendering';
import type { RouteId } from '../app/routes';
import { parseCategory, parseId } from '../components/advert/advert-detail';
import { similarAdvertsQuery } from '../features/advert-detail/api/similar-adverts';
import { termsQueryOptions } from '../features/info/api/get-terms';
import { LISTINGS } from '../features/listings/listing-config';
import {
  advertDetailQuery,
  advertListQuery,
  firstPageQuery,
  type ListParams,
  listRequestQuery,
  toCardPage,
  todayCountQuery,
  todayListQuery,
} from '../lib/adverts-query';
import { ApiError } from '../lib/api-client';
import { readListParams } from '../lib/listing-params';
import { lookups } from '../lib/lookups-query';
import { previewParams, searchCountsQuery, searchWords } from '../lib/search-query';
import { siteInfoQuery } from '../lib/site-info-query';

export interface PageDataContext {
  queryClient: QueryClient;
  data: PageDataSource;
  language: Language;
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/**
 * What each screen reads first, put into the query cache under the keys its own queries use, from the
 * server's services (never a call to the API over HTTP). A screen's query left out here still works:
 * the server draws its loading state, and the browser, from the same state, asks for it.
 */
/** The listings by route: their filters and sort come from the address. */
export const LISTING_SCREENS: Partial<Record<RouteId, ProductCategory>> = {
  home: 'phone',
  tablets: 'tablet',
  simCards: 'sim',
  accessories: 'accessory',
};
const TODAY_SCREENS: Partial<Record<RouteId, ProductCategory>> = {
  todayAdverts: 'phone',
  todayTablets: 'tablet',
  todaySim: 'sim',
  todayAccessories: 'accessory',
};

function listPage(ctx: PageDataContext, category: ProductCategory, params: ListParams) {
  const query = advertListQuery(category, params);
  return ctx.queryClient.prefetchInfiniteQuery({
    ...query,
    queryFn: async () => toCardPage(await ctx.data.list(category, listRequestQuery(params, undefined, false))),
  });
}

/** A few cards of a list, not a page to scroll on (the search screen's groups). */
function previewPage(ctx: PageDataContext, category: ProductCategory, params: ListParams) {
  return ctx.queryClient.prefetchQuery({
    ...firstPageQuery(category, params),
    queryFn: async () => toCardPage(await ctx.data.list(category, listRequestQuery(params, undefined, false))),
  });
}

function todayPage(ctx: PageDataContext, category: ProductCategory) {
  return ctx.queryClient.prefetchInfiniteQuery({
    ...todayListQuery(category),
    queryFn: async () => toCardPage(await ctx.data.today(category, listRequestQuery({}, undefined, true))),
  });
}

function todayCount(ctx: PageDataContext, category: ProductCategory) {
  return ctx.queryClient.prefetchQuery({
    ...todayCountQuery(category),
    queryFn: async () =>
      toCardPage(await ctx.data.today(category, listRequestQuery({ limit: 1 }, undefined, true))).totalCount ?? 0,
  });
}

/**
 * A listing's first page, today's count (home), and the lookups what the page shows names: the sort,
 * the brands of its row, and the cities only when the address has chosen one (the city menu's list
 * comes when it is opened).
 */
async function listing(ctx: PageDataContext, category: ProductCategory) {
  const { queryClient, data, language } = ctx;
  const params = readListParams(ctx.search);
  const config = LISTINGS[category];
  queryClient.setQueryData(lookups.sort(language).queryKey, data.sort());
  if (params.districtId !== undefined) queryClient.setQueryData(lookups.districts(language).queryKey, data.districts());
  if (config.brandKind)
    queryClient.setQueryData(lookups.brands(config.brandKind).queryKey, data.brands(config.brandKind));
  if (category === 'sim') queryClient.setQueryData(lookups.providers().queryKey, data.providers());
  if (category === 'accessory') queryClient.setQueryData(lookups.accessoryTypes().queryKey, data.accessoryTypes());
  await Promise.all([listPage(ctx, category, params), category === 'phone' ? todayCount(ctx, 'phone') : undefined]);
}

async function today(ctx: PageDataContext, category: ProductCategory) {
  await todayPage(ctx, category);
  // None today yet: the screen shows the general list instead.
  const first = ctx.queryClient.getQueryData(todayListQuery(category).queryKey)?.pages[0];
  if (first && first.cards.length === 0) await listPage(ctx, category, {});
}

/** An advert and the adverts like it; a refusal (gone, not found) stays in the cache as the screen's error. */
async function advert(ctx: PageDataContext) {
  const category = parseCategory(ctx.params.productCategory);
  const id = parseId(ctx.params.id);
  if (!category || !id) return;
  const query = advertDetailQuery(category, id);
  await ctx.queryClient.prefetchQuery({
    ...query,
    // A refusal becomes the app's own error, as a call from the browser would: the screen says why.
    queryFn: () =>
      ctx.data.detail(category, id).catch((error: unknown) => {
        throw isPageDataError(error) ? new ApiError(error.statusCode, error.code, error.message) : error;
      }),
    retry: false,
  });
  if (!ctx.queryClient.getQueryData(query.queryKey)) return;
  // Like the advert, as the server chooses them; a refusal leaves the row to the browser.
  const similar = await ctx.data.similar(category, id).catch(() => undefined);
  if (similar) ctx.queryClient.setQueryData(similarAdvertsQuery(category, id).queryKey, toCardPage(similar).cards);
}

/**
 * Search results for an address that names a search (`/search?q=iphone`), as the screen asks: each
 * category's count, and the first cards of those that hold the words.
 */
async function search(ctx: PageDataContext) {
  const words = searchWords(ctx.search.get('q'));
  if (!words) return;
  const { queryKey } = searchCountsQuery(words);
  const counts = (await ctx.data.searchCounts(words)).counts;
  ctx.queryClient.setQueryData(queryKey, counts);
  await Promise.all(
    PRODUCT_CATEGORIES.filter((category) => counts[category] > 0).map((category) =>
      previewPage(ctx, category, previewParams(words)),
    ),
  );
}

export async function prefetchPage(routeId: RouteId | undefined, ctx: PageDataContext): Promise<void> {
  if (!routeId) return;
  const work: Promise<unknown>[] = [];
  const listingCategory = LISTING_SCREENS[routeId];
  const todayCategory = TODAY_SCREENS[routeId];
  if (listingCategory) work.push(listing(ctx, listingCategory));
  if (todayCategory) work.push(today(ctx, todayCategory));
  if (routeId === 'advertDetail') work.push(advert(ctx));
  if (routeId === 'search') work.push(search(ctx));
  if (routeId === 'terms') work.push(ctx.queryClient.prefetchQuery(termsQueryOptions(ctx.language)));
  // Every page's footer shows the site's contact lines.
  ctx.queryClient.setQueryData(siteInfoQuery.queryKey, ctx.data.site());
  await Promise.all(work);
}
