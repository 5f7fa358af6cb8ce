import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdvertDetail } from '@zeng/contract/adverts';
import type { ProductCategory } from '@zeng/contract/constants';
import { advertChanged } from './adverts-query';
import { apiRequest } from './api-client';

export interface RenewTarget {
  category: ProductCategory;
  id: number;
}

/** PUT /{category}/renew/{id}: the owner puts an expired advert back up for 30 days; the answer is its detail. */
export const renewAdvert = ({ category, id }: RenewTarget) =>
  apiRequest<AdvertDetail>(`/${category}/renew/${id}`, { method: 'PUT', auth: true });

/** Renews an advert from its page or the profile: both show it approved again at once. */
export function useRenewAdvert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewAdvert,
    onSuccess: (detail, { category }) => advertChanged(queryClient, { category, detail }),
  });
}
