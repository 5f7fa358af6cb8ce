import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PendingCounts, pendingCountsSchema } from '@zeng/contract/moderation';
import { apiRequest } from '../../../lib/api-client';

/** GET /moderation/pending-counts: how many requests wait in each category. */
export const getPendingCounts = ({ signal }: { signal?: AbortSignal } = {}): Promise<PendingCounts> =>
  apiRequest('/moderation/pending-counts', { auth: true, schema: pendingCountsSchema, signal });

export const pendingCountsQueryOptions = () =>
  queryOptions({
    queryKey: ['moderation', 'pending-counts'],
    queryFn: ({ signal }) => getPendingCounts({ signal }),
  });

export const usePendingCounts = () => useQuery(pendingCountsQueryOptions());
