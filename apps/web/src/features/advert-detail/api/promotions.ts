import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@zeng/contract/endpoints/promotions';
import type { PromotionKind } from '@zeng/contract/promotion-kinds';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The owner's requests for paid placement of one advert (issue 38), under the account's keys. */
const promotionsKey = (id: number) => [...queryKeys.account, 'promotions', id] as const;

export const advertPromotionsQuery = (id: number) =>
  queryOptions({
    queryKey: promotionsKey(id),
    queryFn: ({ signal }) => call(api.advertPromotions, { params: { id } }, { signal }),
  });

/** GET /auth/adverts/{id}/promotions: asked only on the owner's page of a shown advert. */
export const useAdvertPromotions = (id: number, enabled: boolean) =>
  useQuery({ ...advertPromotionsQuery(id), enabled });

/** POST /auth/adverts/{id}/promotions: the seller asks; the buttons then say it waits for an administrator. */
export function useRequestPromotion(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: PromotionKind) => call(api.requestPromotion, { params: { id }, body: { kind } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionsKey(id) }),
  });
}
