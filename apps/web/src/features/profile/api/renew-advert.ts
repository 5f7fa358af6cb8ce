import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductCategory } from '@zeng/contract/constants';
import { apiRequest } from '../../../lib/api-client';

/** PUT /{category}/renew/{id}: the owner puts an expired advert back up for another 30 days. */
export const renewAdvert = (category: ProductCategory, id: number) =>
  apiRequest(`/${category}/renew/${id}`, { method: 'PUT', auth: true });

/**
 * Renews one advert, then reloads the owner's lists (it moves from Expired to Approved) and marks
 * the public lists and its detail stale (it shows there again).
 */
export function useRenewAdvert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ category, id }: { category: ProductCategory; id: number }) => renewAdvert(category, id),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['auth', 'adverts'] }),
        queryClient.invalidateQueries({ queryKey: ['adverts'], refetchType: 'none' }),
      ]);
    },
  });
}
