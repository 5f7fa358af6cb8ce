import type { ProductCategory } from '@zeng/contract/constants';
import type { ScreenLoadArgs, ScreenLoader } from '../../app/screen-entry';
import {
  advertListQuery,
  type ListParams,
  listRequestQuery,
  toCardPage,
  todayCountQuery,
  todayListQuery,
} from '../../lib/adverts-query';
import { readListParams } from '../../lib/listing-params';
import { pagingOf } from '../../lib/paging';

/** A listing's first page of cards, as the list asks for it: from the server's services, else the API. */
export function listPage({ queryClient, data }: ScreenLoadArgs, category: ProductCategory, params: ListParams) {
  const query = advertListQuery(category, params);
  return queryClient.prefetchInfiniteQuery(
    data
      ? {
          ...query,
          queryFn: async () => toCardPage(await data.list(category, listRequestQuery(params, undefined, false))),
        }
      : query,
  );
}

/** How many phones today: home's bar says so. */
function todayCount({ queryClient, data }: ScreenLoadArgs, category: ProductCategory) {
  const query = todayCountQuery(category);
  return queryClient.prefetchQuery(
    data
      ? {
          ...query,
          queryFn: async () =>
            toCardPage(await data.today(category, listRequestQuery({ limit: 1 }, undefined, true))).totalCount ?? 0,
        }
      : query,
  );
}

/**
 * A listing's first page, today's count (home), and the lookups what the page shows names: the sort,
 * the brands of its row, and the cities only when the address has chosen one (the city menu's list
 * comes when it is opened). In the browser the lookups come with the screen's own queries.
 */
export const listingLoader =
  (category: ProductCategory): ScreenLoader =>
  async (args) => {
    const params = readListParams(args.search);
    // On the server only: in the browser the screen's own queries ask for them as they are drawn.
    let hubLinks: Promise<void> | undefined;
    let canonicalPath: string | undefined;
    if (import.meta.env.SSR && args.data) {
      const { seedListingLookups, seedHubLinks, nearestLanding } = await import('./listing-lookups');
      seedListingLookups(args, category, params);
      hubLinks = seedHubLinks(args, category);
      canonicalPath = nearestLanding(args, category, params);
    }
    await Promise.all([
      listPage(args, category, params),
      category === 'phone' ? todayCount(args, 'phone') : undefined,
      hubLinks,
    ]);
    const first = args.queryClient.getQueryData(advertListQuery(category, params).queryKey)?.pages[0];
    return { ...pagingOf(first, params.pageNumber), ...(canonicalPath && { canonicalPath }) };
  };

/** Today's adverts of a category; none today yet, the screen shows the general list instead. */
export const todayLoader =
  (category: ProductCategory): ScreenLoader =>
  async (args) => {
    const { queryClient, data } = args;
    const { pageNumber } = readListParams(args.search);
    const query = todayListQuery(category, pageNumber);
    await queryClient.prefetchInfiniteQuery(
      data
        ? {
            ...query,
            queryFn: async () =>
              toCardPage(await data.today(category, listRequestQuery({ pageNumber }, undefined, true))),
          }
        : query,
    );
    const first = queryClient.getQueryData(query.queryKey)?.pages[0];
    if (first && first.cards.length === 0 && !pageNumber) {
      // The category's list stands in, its pages at its own addresses: this page names no next one.
      await listPage(args, category, {});
      return {};
    }
    return pagingOf(first, pageNumber);
  };
