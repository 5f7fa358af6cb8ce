import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductCategory } from '@zeng/contract/constants';
import * as api from '@zeng/contract/endpoints/moderation';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /{category}/admin/{id}: one request in whatever state it is now. */
export const getAdminRequest = (category: ProductCategory, id: number, { signal }: { signal?: AbortSignal } = {}) =>
  call(api.request, { category, params: { id } }, { signal });

/** A refusal is kept, not asked again when the page opens: a page the server drew with it keeps its message. */
export const adminRequestQueryOptions = (category: ProductCategory, id: number) =>
  queryOptions({
    queryKey: queryKeys.request(category, id),
    queryFn: ({ signal }) => getAdminRequest(category, id, { signal }),
    retryOnMount: false,
  });

export const useAdminRequest = (category: ProductCategory, id: number) =>
  useQuery(adminRequestQueryOptions(category, id));
