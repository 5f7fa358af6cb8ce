import type { AdvertDetail } from '@zeng/contract/adverts';
import type { AdvertPageExtras } from '@zeng/contract/page-rendering';
import type { ScreenData, ScreenLoader } from '../../app/screen-entry';
import { parseCategory, parseId } from '../../components/advert/advert-detail';
import { advertDetailQuery, toCardPage } from '../../lib/adverts-query';
import { ApiError } from '../../lib/api-client';
import { asTheBrowserWould } from '../../lib/page-data-refusal';
import { similarAdvertsQuery } from './api/similar-adverts';

export interface AdvertScreenData extends ScreenData {
  /** The advert shown, when it can be. */
  advert?: AdvertDetail;
  /** What its head says beyond the detail answer (its expiry, its share picture); read on the server only. */
  extras?: AdvertPageExtras;
}

/** The HTTP status of an advert page whose advert the server could not show (docs/product.md). */
function refusalStatus(error: unknown): number {
  // Not a refusal: the database is away or slow, and the page says so with a way to try again.
  if (!(error instanceof ApiError)) return 503;
  // An expired advert is not here any more, but its page says so and its seller may renew it: 404, not 410.
  if (error.status === 410 && error.code === 'ADVERT_EXPIRED') return 404;
  return error.status;
}

/**
 * An advert and the adverts like it. A refusal (gone, not found) stays in the cache as the screen's
 * error, and the page's status says it.
 */
export const advertLoader: ScreenLoader<AdvertScreenData> = async ({ queryClient, data, params }) => {
  const category = parseCategory(params.productCategory);
  const id = parseId(params.id);
  if (!category || !id) return { status: 404 };
  const query = advertDetailQuery(category, id);
  if (!data) {
    await queryClient.prefetchQuery(query);
    return {};
  }
  await queryClient.prefetchQuery({
    ...query,
    // A refusal becomes the app's own error, as a call from the browser would: the screen says why.
    queryFn: () => asTheBrowserWould(() => data.detail(category, id)),
    retry: false,
  });
  const state = queryClient.getQueryState(query.queryKey);
  if (state?.status === 'error') return { status: refusalStatus(state.error) };
  const advert = state?.data;
  if (!advert) return { status: 503 };
  // Like the advert, as the server chooses them; a refusal leaves the row to the browser. Its head's
  // extras come from the same read as its detail; without them the head names no expiry and the
  // category's picture.
  const [similar, extras] = await Promise.all([
    data.similar(category, id).catch(() => undefined),
    data.advertExtras(category, id).catch(() => undefined),
  ]);
  if (similar) queryClient.setQueryData(similarAdvertsQuery(category, id).queryKey, toCardPage(similar).cards);
  return { advert, extras };
};
