import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@zeng/contract/endpoints/moderation';
import { advertChanged } from '../../../lib/adverts-query';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * A page of the reports' tab by where it starts (null: the first page), under the moderation key that
 * decisions make stale. Kept here, not in lib/query-keys: only the panel's script needs it.
 */
const reportedQueueKey = (at: string | null) => [...queryKeys.moderation, 'reports', at] as const;

/** GET /moderation/reports?page=…: adverts with open reports, the longest waiting first (issue 37). */
export const reportedQueueQueryOptions = (at: string | undefined) =>
  queryOptions({
    queryKey: reportedQueueKey(at ?? null),
    queryFn: ({ signal }) => call(api.reportedQueue, { query: at ? { page: at } : {} }, { signal }),
  });

/** The tab's page; the next page keeps this one shown until it arrives. */
export const useReportedQueue = (at: string | undefined) =>
  useQuery({ ...reportedQueueQueryOptions(at), placeholderData: keepPreviousData });

export type ReportsDecision = { action: 'dismiss' } | { action: 'remove'; reason: string };

/**
 * Dismisses an advert's reports or removes it. Afterwards the tab, the counts and every advert list are
 * stale (a held advert comes back, a removed one leaves); a refusal reloads the tab (another moderator
 * may have decided meanwhile).
 */
export function useDecideReports(advertId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ReportsDecision) =>
      decision.action === 'dismiss'
        ? call(api.dismissReports, { params: { id: advertId } })
        : call(api.removeReported, { params: { id: advertId }, body: { reason: decision.reason } }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.moderation }),
        advertChanged(queryClient),
      ]);
    },
  });
}
