import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductCategory } from '@zeng/contract/constants';
import * as api from '@zeng/contract/endpoints/posting';
import { advertChanged } from '../../../lib/adverts-query';
import { call } from '../../../lib/api-client';

/**
 * PUT /{category}/sold/{id}: the owner marks a shown advert sold (issue 37). Its answer is the advert as
 * it is now, sold, which its page then shows; every list it was in is stale.
 */
export function useMarkSold(category: ProductCategory, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.markSold, { category, params: { id } }),
    onSuccess: (detail) => advertChanged(queryClient, detail),
  });
}
