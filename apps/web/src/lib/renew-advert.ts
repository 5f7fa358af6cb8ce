import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductCategory } from '@zeng/contract/constants';
import * as api from '@zeng/contract/endpoints/posting';
import { advertChanged } from './adverts-query';
import { call } from './api-client';

export interface RenewTarget {
  category: ProductCategory;
  id: number;
}

/** PUT /{category}/renew/{id}: the owner puts an expired advert back up for 30 days; the answer is its detail. */
export const renewAdvert = ({ category, id }: RenewTarget) => call(api.renewAdvert, { category, params: { id } });

/** Renews an advert from its page or the profile: both show it approved again at once. */
export function useRenewAdvert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewAdvert,
    onSuccess: (detail) => advertChanged(queryClient, detail),
  });
}
