import { PAGE_PARAM, readPageNumber } from '@zeng/contract/page-address';
import type { Seller } from '@zeng/contract/sellers';
import type { ScreenData, ScreenLoader } from '../../app/screen-entry';
import { parseId } from '../../components/advert/advert-detail';
import { ApiError } from '../../lib/api-client';
import { asTheBrowserWould } from '../../lib/page-data-refusal';
import { pagingOf } from '../../lib/paging';
import { sellerAdvertsQuery, sellerQuery, toSellerCardPage } from './seller-queries';

export interface SellerScreenData extends ScreenData {
  seller?: Seller;
}

/**
 * The seller and the page of their live adverts the address names (`?page=3`, else the first); an
 * unknown seller's page is a 404, as is a numbered page past their last advert.
 */
export const sellerLoader: ScreenLoader<SellerScreenData> = async ({ queryClient, data, params, search }) => {
  const id = parseId(params.id);
  if (!id) return { status: 404 };
  const pageNumber = readPageNumber(search.get(PAGE_PARAM));
  const adverts = sellerAdvertsQuery(id, pageNumber);
  if (!data) {
    await Promise.all([queryClient.prefetchQuery(sellerQuery(id)), queryClient.prefetchInfiniteQuery(adverts)]);
    return {};
  }
  await Promise.all([
    queryClient.prefetchQuery({
      ...sellerQuery(id),
      queryFn: () => asTheBrowserWould(() => data.seller(id)),
      retry: false,
    }),
    queryClient.prefetchInfiniteQuery({
      ...adverts,
      queryFn: async () =>
        toSellerCardPage(await data.sellerAdverts(id, pageNumber ? { pageNumber: String(pageNumber) } : {})),
      retry: false,
    }),
  ]);
  const state = queryClient.getQueryState(sellerQuery(id).queryKey);
  if (state?.status === 'error') return { status: state.error instanceof ApiError ? state.error.status : 503 };
  if (!state?.data) return { status: 503 };
  const first = queryClient.getQueryData(adverts.queryKey)?.pages[0];
  return { seller: state.data, ...pagingOf(first, pageNumber) };
};
