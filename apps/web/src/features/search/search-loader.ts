import { PRODUCT_CATEGORIES } from '@zeng/contract/constants';
import type { ScreenLoader } from '../../app/screen-entry';
import { firstPageQuery, listRequestQuery, toCardPage } from '../../lib/adverts-query';
import { previewParams, searchCountsQuery, searchWords } from '../../lib/search-query';

/**
 * Search results for an address that names a search (`/search?q=iphone`), as the screen asks: each
 * category's count, and the first cards of those that hold the words.
 */
export const searchLoader: ScreenLoader = async ({ queryClient, data, search }) => {
  const words = searchWords(search.get('q'));
  if (!words) return {};
  const countsQuery = searchCountsQuery(words);
  const counts = data
    ? await queryClient.fetchQuery({ ...countsQuery, queryFn: async () => (await data.searchCounts(words)).counts })
    : await queryClient.fetchQuery(countsQuery).catch(() => undefined);
  if (!counts) return {};
  await Promise.all(
    PRODUCT_CATEGORIES.filter((category) => counts[category] > 0).map((category) => {
      const params = previewParams(words);
      const query = firstPageQuery(category, params);
      return queryClient.prefetchQuery(
        data
          ? {
              ...query,
              queryFn: async () => toCardPage(await data.list(category, listRequestQuery(params, undefined, false))),
            }
          : query,
      );
    }),
  );
  return {};
};
