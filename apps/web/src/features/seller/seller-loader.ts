import { isPageDataError } from '@zeng/contract/page-rendering';
import type { Seller } from '@zeng/contract/sellers';
import type { ScreenData, ScreenLoader } from '../../app/screen-entry';
import { parseId } from '../../components/advert/advert-detail';
import { ApiError } from '../../lib/api-client';
import { sellerAdvertsQuery, sellerQuery, toSellerCardPage } from './seller-queries';

export interface SellerScreenData extends ScreenData {
  seller?: Seller;
}

/** A refusal read through the server's services, as the browser's call would have met it. */
const asApiError = (error: unknown) =>
  isPageDataError(error) ? new ApiError(error.statusCode, error.code, error.message) : error;

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
      queryFn: () => data.seller(id).catch((error: unknown) => Promise.reject(asApiError(error))),
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
