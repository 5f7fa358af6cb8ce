import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type ProductCategory } from '@zeng/contract/constants';
import * as api from '@zeng/contract/endpoints/moderation';
import type { AdvertRequest } from '@zeng/contract/moderation';
import { listedAdverts } from '@zeng/contract/of-category';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface RequestPage {
  requests: readonly AdvertRequest[];
  /** The next page number, or null on the last page (Next is then disabled). */
  nextCursor: number | null;
}

/** GET /{category}/admin?limit=10&page=N: one page of pending requests, the oldest first. */
export async function getAdminRequests(
  category: ProductCategory,
  page: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<RequestPage> {
  const data = await call(api.requestQueue, { category, query: { limit: PAGE_SIZE, page } }, { signal });
  // Each category's list travels under its own key (phones, tablets, sims, accessories).
  return { requests: listedAdverts<AdvertRequest>(data), nextCursor: data.nextCursor };
}

export const adminRequestsQueryOptions = (category: ProductCategory, page: number) =>
  queryOptions({
    queryKey: queryKeys.requestQueue(category, page),
    queryFn: ({ signal }) => getAdminRequests(category, page, { signal }),
  });

/**
 * The requests of one page. Paging within a category keeps the shown page until the next arrives
 * (the buttons do not jump); a new category starts empty, with the loading text.
 */
export const useAdminRequests = (category: ProductCategory, page: number) =>
  useQuery({
    ...adminRequestsQueryOptions(category, page),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === category ? keepPreviousData(previous) : undefined,
  });
