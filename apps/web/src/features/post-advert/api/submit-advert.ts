import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdvertDetail } from '@zeng/contract/adverts';
import type { ProductCategory } from '@zeng/contract/constants';
import { advertChanged } from '../../../lib/adverts-query';
import { apiRequest } from '../../../lib/api-client';

export interface SubmitAdvertInput {
  category: ProductCategory;
  /** The checked submission (id null for a new advert). */
  payload: unknown;
}

/** POST /{category}: creates (id null) or edits (id set) an advert; answers it as saved, pending review. */
export const submitAdvert = ({ category, payload }: SubmitAdvertInput) =>
  apiRequest<AdvertDetail>(`/${category}`, { method: 'POST', body: payload, auth: true });

export function useSubmitAdvert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAdvert,
    // The advert's page shows the saved answer; lists and the person's own tabs show its new state.
    onSuccess: (detail, { category }) => advertChanged(queryClient, { category, detail }),
  });
}
