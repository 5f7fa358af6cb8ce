import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdvertDetail } from '@zeng/contract/adverts';
import type { ProductCategory } from '@zeng/contract/constants';
import * as api from '@zeng/contract/endpoints/advert-page';
import { toCardPage } from '../../../lib/adverts-query';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Up to ten adverts like one advert, as the server chooses them (GET /{category}/{id}/similar): its
 * model's first, then its brand's nearest in price; the advert itself is not among them.
 */
export const similarAdvertsQuery = (category: ProductCategory, id: number) =>
  queryOptions({
    // Under the advert's own key: what changes the advert, or any list, reloads them too.
    queryKey: [...queryKeys.advertDetail(category, id), 'similar'] as const,
    queryFn: async ({ signal }) =>
      toCardPage(await call(api.similarAdverts, { category, params: { id } }, { signal })).cards,
  });

export const useSimilarAdverts = (advert: AdvertDetail) => useQuery(similarAdvertsQuery(advert.category, advert.id));
