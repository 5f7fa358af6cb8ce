import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@zeng/contract/endpoints/moderation';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /moderation/pending-counts: how many requests wait in each category. */
export const getPendingCounts = ({ signal }: { signal?: AbortSignal } = {}) => call(api.pendingCounts, {}, { signal });

export const pendingCountsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.pendingCounts,
    queryFn: ({ signal }) => getPendingCounts({ signal }),
  });

export const usePendingCounts = () => useQuery(pendingCountsQueryOptions());
