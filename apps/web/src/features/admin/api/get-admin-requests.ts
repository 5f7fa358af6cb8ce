import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIST_KEYS, PAGE_SIZE, type ProductCategory } from '@zeng/contract/constants';
import { type AdvertRequest, adminListSchemas } from '@zeng/contract/moderation';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export interface RequestPage {
  requests: AdvertRequest[];
  /** The next page number, or null on the last page (Next is then disabled). */
  nextCursor: number | null;
}

/** GET /{category}/admin?limit=10&page=N: one page of pending requests, the oldest first. */
export async function getAdminRequests(
  category: ProductCategory,
  page: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<RequestPage> {
  type Answer = Record<string, AdvertRequest[]> & { nextCursor: number | null };
  const data = await apiRequest(`/${category}/admin`, {
    auth: true,
    query: { limit: PAGE_SIZE, page },
    // Each category's list travels under its own key (phones, tablets, sims, accessories).
    schema: adminListSchemas[category] as unknown as z.ZodType<Answer>,
    signal,
  });
  return { requests: data[LIST_KEYS[category]] ?? [], nextCursor: data.nextCursor };
}

export const adminRequestsQueryOptions = (category: ProductCategory, page: number) =>
  queryOptions({
    queryKey: ['moderation', category, 'list', page],
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
