import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductCategory } from '@zeng/contract/constants';
import { advertChanged } from '../../../lib/adverts-query';
import { apiRequest } from '../../../lib/api-client';

export type Decision = { action: 'approve' } | { action: 'reject'; reason?: string };

/** PUT /{category}/approve/{id} (no body) or PUT /{category}/reject/{id} with an optional {reason}. */
export function decideRequest(category: ProductCategory, id: number, decision: Decision) {
  if (decision.action === 'approve') {
    return apiRequest(`/${category}/approve/${id}`, { method: 'PUT', auth: true });
  }
  const reason = decision.reason?.trim();
  return apiRequest(`/${category}/reject/${id}`, { method: 'PUT', auth: true, body: reason ? { reason } : {} });
}

/**
 * Approves or rejects one request. Afterwards the queue and its counts are stale (they reload when
 * the panel shows them), and so is every advert list (an approved advert now shows in the listings).
 * A refusal reloads the request itself: another moderator may have decided it meanwhile.
 */
export function useDecideRequest(category: ProductCategory, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) => decideRequest(category, id, decision),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['moderation'], refetchType: 'none' }),
        advertChanged(queryClient),
      ]);
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: ['moderation'] });
    },
  });
}
