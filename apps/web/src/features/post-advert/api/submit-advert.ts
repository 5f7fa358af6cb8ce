import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER } from '@zeng/contract/adverts';
import type { ProductCategory } from '@zeng/contract/constants';
import type { SentBodyOf } from '@zeng/contract/endpoints';
import * as api from '@zeng/contract/endpoints/posting';
import { advertChanged } from '../../../lib/adverts-query';
import { call } from '../../../lib/api-client';

export interface SubmitAdvertInput {
  category: ProductCategory;
  /** The checked submission (id null for a new advert). */
  payload: SentBodyOf<'saveAdvert'>;
  /** A new advert's form key: sent again after a lost answer, it finds the advert instead of making a second. */
  idempotencyKey?: string;
}

/** A new form's key: 32 hex digits (crypto.randomUUID would need a secure context; this does not). */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** POST /{category}: creates (id null) or edits (id set) an advert; answers it as saved, pending review. */
export const submitAdvert = ({ category, payload, idempotencyKey }: SubmitAdvertInput) =>
  call(
    api.saveAdvert,
    { category, body: payload },
    idempotencyKey ? { headers: () => ({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }) } : {},
  );

export function useSubmitAdvert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAdvert,
    // The advert's page shows the saved answer; lists and the person's own tabs show its new state.
    onSuccess: (detail) => advertChanged(queryClient, detail),
  });
}
