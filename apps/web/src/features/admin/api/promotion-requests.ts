import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@zeng/contract/endpoints/promotions';
import type { PromotionDays } from '@zeng/contract/promotion-kinds';
import { advertChanged } from '../../../lib/adverts-query';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A page of the paid placement tab by where it starts (null: the first page), under the moderation key. */
const promotionQueueKey = (at: string | null) => [...queryKeys.moderation, 'promotions', at] as const;

/** GET /moderation/promotions?page=…: open requests for paid placement, the oldest first (issue 38). */
export const promotionQueueQueryOptions = (at: string | undefined) =>
  queryOptions({
    queryKey: promotionQueueKey(at ?? null),
    queryFn: ({ signal }) => call(api.promotionQueue, { query: at ? { page: at } : {} }, { signal }),
  });

/** The tab's page; the next page keeps this one shown until it arrives. */
export const usePromotionQueue = (at: string | undefined) =>
  useQuery({ ...promotionQueueQueryOptions(at), placeholderData: keepPreviousData });

export type PromotionDecision = { action: 'grant'; days?: PromotionDays } | { action: 'refuse' };

/**
 * Grants a request (with its period) or refuses it. Afterwards the tab and every advert list are stale (a
 * VIP now leads its category's pages); a refusal of the call reloads the tab (another administrator may
 * have decided meanwhile).
 */
export function useDecidePromotion(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: PromotionDecision) =>
      decision.action === 'grant'
        ? call(api.grantPromotion, { params: { id }, body: decision.days ? { days: decision.days } : {} })
        : call(api.refusePromotion, { params: { id } }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.moderation }),
        advertChanged(queryClient),
      ]);
    },
  });
}
