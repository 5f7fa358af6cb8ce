import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdvertDetail } from '@zeng/contract/adverts';
import type { ProductCategory } from '@zeng/contract/constants';
import { advertDetailQuery } from '../../../lib/adverts-query';
import { apiRequest } from '../../../lib/api-client';

/** PUT /{category}/renew/{id}: the owner puts an expired advert back up; the answer is its detail. */
export const renewAdvert = (category: ProductCategory, id: number) =>
  apiRequest<AdvertDetail>(`/${category}/renew/${id}`, { method: 'PUT', auth: true });

/**
 * Renews the advert shown: its detail becomes the answer (approved again), and the lists it shows
 * in (the public ones and the owner's own) reload when next shown.
 */
export function useRenewAdvert(category: ProductCategory, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => renewAdvert(category, id),
    onSuccess: async (detail) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['adverts'], refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: ['auth', 'adverts'], refetchType: 'none' }),
      ]);
      queryClient.setQueryData(advertDetailQuery(category, id).queryKey, detail);
    },
  });
}
