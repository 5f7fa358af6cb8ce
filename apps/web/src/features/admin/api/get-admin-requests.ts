import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type ProductCategory } from '@zeng/contract/constants';
import type { AnswerOf } from '@zeng/contract/endpoints';
import * as api from '@zeng/contract/endpoints/moderation';
import type { AdvertRequest } from '@zeng/contract/moderation';
import { listedAdverts } from '@zeng/contract/of-category';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface RequestPage {
  requests: readonly AdvertRequest[];
  /** Where the next page starts, or null on the last page (Next is then disabled). */
  nextCursor: string | null;
  /** Where the page before starts, or null on the first page (Previous is then disabled). */
  previousCursor: string | null;
}

/** A queue answer as a page: each category's list travels under its own key (phones, tablets, sims, accessories). */
export const toRequestPage = (data: AnswerOf<'requestQueue'>): RequestPage => ({
  requests: listedAdverts<AdvertRequest>(data),
  nextCursor: data.nextCursor,
  previousCursor: data.previousCursor,
});

/**
 * GET /{category}/admin?limit=10&page=…: one page of pending requests, the oldest first: the first page
 * (page=1), or the one a cursor of the server's starts (the queue pages by key).
 */
export async function getAdminRequests(
  category: ProductCategory,
  at: string | undefined,
  { signal }: { signal?: AbortSignal } = {},
): Promise<RequestPage> {
  return toRequestPage(
    await call(api.requestQueue, { category, query: { limit: PAGE_SIZE, page: at ?? '1' } }, { signal }),
  );
}

export const adminRequestsQueryOptions = (category: ProductCategory, at: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.requestQueue(category, at ?? null),
    queryFn: ({ signal }) => getAdminRequests(category, at, { signal }),
  });

/**
 * The requests of one page. Paging within a category keeps the shown page until the next arrives
 * (the buttons do not jump); a new category starts empty, with the loading text.
 */
export const useAdminRequests = (category: ProductCategory, at: string | undefined) =>
  useQuery({
    ...adminRequestsQueryOptions(category, at),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === category ? keepPreviousData(previous) : undefined,
  });
