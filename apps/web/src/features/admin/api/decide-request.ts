import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductCategory } from '@zeng/contract/constants';
import * as api from '@zeng/contract/endpoints/moderation';
import { advertChanged } from '../../../lib/adverts-query';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type Decision = { action: 'approve' } | { action: 'reject'; reason?: string };

/**
 * PUT /{category}/approve/{id} or /reject/{id} (with an optional reason), naming the version the
 * moderator saw (`submittedAt`): the server refuses a decision on an advert edited since (409 ADVERT_CHANGED).
 */
export function decideRequest(category: ProductCategory, id: number, submittedAt: string, decision: Decision) {
  const reason = decision.action === 'reject' ? decision.reason?.trim() : undefined;
  return call(decision.action === 'approve' ? api.approve : api.reject, {
    category,
    params: { id },
    body: { submittedAt, ...(reason && { reason }) },
  });
}

/**
 * Approves or rejects one request. Afterwards the queue and its counts are stale (they reload when
 * the panel shows them), and so is every advert list (an approved advert now shows in the listings).
 * A refusal reloads the request itself: another moderator may have decided it meanwhile, or the
 * seller changed it, and the preview then shows the new version.
 */
export function useDecideRequest(category: ProductCategory, id: number, submittedAt: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) => decideRequest(category, id, submittedAt, decision),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.moderation, refetchType: 'none' }),
        advertChanged(queryClient),
      ]);
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.moderation });
    },
  });
}
