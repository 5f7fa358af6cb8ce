import type { ProductCategory } from '@zeng/contract/constants';
import type { Landing } from '@zeng/contract/landing';
import type { ScreenData, ScreenLoader } from '../../app/screen-entry';
import { advertListQuery } from '../../lib/adverts-query';
import { ApiError } from '../../lib/api-client';
import { readListParams } from '../../lib/listing-params';
import { asTheBrowserWould } from '../../lib/page-data-refusal';
import { pagingOf } from '../../lib/paging';
import { landingQuery } from './landing-query';
import { listPage } from './listing-loader';

export interface LandingScreenData extends ScreenData {
  landing?: Landing;
}

/**
 * A landing page: what it is (its name, count and neighbours), then its list, filtered as it says and
 * as the address's own filters narrow it further. A page that names nothing, or nothing shown now, is a 404.
 */
export const landingLoader =
  (category: ProductCategory): ScreenLoader<LandingScreenData> =>
  async (args) => {
    const { queryClient, data, params } = args;
    const path = params['*'] ?? '';
    const query = landingQuery(category, path);
    await queryClient.prefetchQuery(
      data ? { ...query, queryFn: () => asTheBrowserWould(() => data.landing(category, path)), retry: false } : query,
    );
    const state = queryClient.getQueryState(query.queryKey);
    const landing = state?.data;
    if (!landing) {
      if (!data) return {};
      return { status: state?.error instanceof ApiError ? state.error.status : 503 };
    }
    const listParams = { ...landing.filters, ...readListParams(args.search) };
    // On the server only, as a category's listing does: the lookups its brand row and menus name.
    if (import.meta.env.SSR && data) {
      const { seedListingLookups } = await import('./listing-lookups');
      seedListingLookups(args, category, listParams);
    }
    await listPage(args, category, listParams);
    const first = queryClient.getQueryData(advertListQuery(category, listParams).queryKey)?.pages[0];
    return { landing, ...pagingOf(first, listParams.pageNumber) };
  };
