import { useMutation } from '@tanstack/react-query';
import type { ProductCategory } from '@zeng/contract/constants';
import * as api from '@zeng/contract/endpoints/advert-page';
import { call } from '../../../lib/api-client';

/**
 * POST /{category}/{id}/contact: the seller's number and how they would be reached, asked for when a
 * visitor taps "Show number" (no page or answer carries it: docs/decisions/0032).
 */
export const useRevealContact = (category: ProductCategory, id: number) =>
  useMutation({ mutationFn: () => call(api.advertContact, { category, params: { id } }) });
