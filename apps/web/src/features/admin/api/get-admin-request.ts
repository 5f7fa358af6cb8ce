import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductCategory } from '@zeng/contract/constants';
import { type AdvertRequest, requestSchemas } from '@zeng/contract/moderation';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** GET /{category}/admin/{id}: one request in whatever state it is now. */
export const getAdminRequest = (
  category: ProductCategory,
  id: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdvertRequest> =>
  apiRequest(`/${category}/admin/${id}`, {
    auth: true,
    // One schema per category; the caller knows which union member it gets.
    schema: requestSchemas[category] as z.ZodType<AdvertRequest>,
    signal,
  });

export const adminRequestQueryOptions = (category: ProductCategory, id: number) =>
  queryOptions({
    queryKey: ['moderation', category, 'request', id],
    queryFn: ({ signal }) => getAdminRequest(category, id, { signal }),
  });

export const useAdminRequest = (category: ProductCategory, id: number) =>
  useQuery(adminRequestQueryOptions(category, id));
