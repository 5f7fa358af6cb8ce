import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdvertState } from '@zeng/contract/constants';
import * as api from '@zeng/contract/endpoints/accounts';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /auth/advert-states, APPROVED first (the default tab: docs/product.md). */
export async function getAdvertStates({ signal }: { signal?: AbortSignal } = {}): Promise<AdvertState[]> {
  const states = await call(api.advertStates, {}, { signal });
  return ['APPROVED' as const, ...states.filter((state) => state !== 'APPROVED')];
}

export const advertStatesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.advertStates,
    queryFn: ({ signal }) => getAdvertStates({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useAdvertStates = () => useQuery(advertStatesQueryOptions());
