import { queryOptions, useQuery } from '@tanstack/react-query';
import { advertStatesSchema } from '@zeng/contract/auth';
import type { AdvertState } from '@zeng/contract/constants';
import { apiRequest } from '../../../lib/api-client';

/** GET /auth/advert-states, APPROVED first (the default tab: docs/product.md). */
export async function getAdvertStates({ signal }: { signal?: AbortSignal } = {}): Promise<AdvertState[]> {
  const states = await apiRequest('/auth/advert-states', { auth: true, schema: advertStatesSchema, signal });
  return ['APPROVED' as const, ...states.filter((state) => state !== 'APPROVED')];
}

export const advertStatesQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'advert-states'],
    queryFn: ({ signal }) => getAdvertStates({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useAdvertStates = () => useQuery(advertStatesQueryOptions());
