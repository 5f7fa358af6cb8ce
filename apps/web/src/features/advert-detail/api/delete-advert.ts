import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductCategory } from '@zeng/contract/constants';
import * as api from '@zeng/contract/endpoints/posting';
import { advertChanged } from '../../../lib/adverts-query';
import { call } from '../../../lib/api-client';

/** DELETE /{category}/{id}: the owner or an admin removes an advert (the server keeps it as deleted). */
export const deleteAdvert = (category: ProductCategory, id: number) =>
  call(api.removeAdvert, { category, params: { id } });

/**
 * Removes the advert, then marks every advert list and detail stale (the lists it appeared in and its
 * own detail, which now answers 410), and the owner's own list; they reload when next shown.
 */
export function useDeleteAdvert(category: ProductCategory, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteAdvert(category, id),
    onSuccess: () => advertChanged(queryClient),
  });
}
