import type { Seller } from '@zeng/contract/sellers';
import type { ScreenData, ScreenLoader } from '../../app/screen-entry';
import { parseId } from '../../components/advert/advert-detail';
import { ApiError } from '../../lib/api-client';
import { asTheBrowserWould } from '../../lib/page-data-refusal';
import { sellerAdvertsQuery, sellerQuery, toSellerCardPage } from './seller-queries';

export interface SellerScreenData extends ScreenData {
  seller?: Seller;
}

/** The seller and the first page of their live adverts; an unknown seller's page is a 404. */
export const sellerLoader: ScreenLoader<SellerScreenData> = async ({ queryClient, data, params }) => {
  const id = parseId(params.id);
  if (!id) return { status: 404 };
  if (!data) {
    await Promise.all([
      queryClient.prefetchQuery(sellerQuery(id)),
      queryClient.prefetchInfiniteQuery(sellerAdvertsQuery(id)),
    ]);
    return {};
  }
  await Promise.all([
    queryClient.prefetchQuery({
      ...sellerQuery(id),
      queryFn: () => asTheBrowserWould(() => data.seller(id)),
      retry: false,
    }),
    queryClient.prefetchInfiniteQuery({
      ...sellerAdvertsQuery(id),
      queryFn: async () => toSellerCardPage(await data.sellerAdverts(id, {})),
      retry: false,
    }),
  ]);
  const state = queryClient.getQueryState(sellerQuery(id).queryKey);
  if (state?.status === 'error') return { status: state.error instanceof ApiError ? state.error.status : 503 };
  return state?.data ? { seller: state.data } : { status: 503 };
};
