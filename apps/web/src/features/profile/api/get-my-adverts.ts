import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyAdverts } from '@zeng/contract/auth';
import type { AdvertState } from '@zeng/contract/constants';
import * as api from '@zeng/contract/endpoints/accounts';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /auth/adverts?state=X: the signed-in person's adverts in one state, by category. */
export const getMyAdverts = (state: AdvertState, { signal }: { signal?: AbortSignal } = {}): Promise<MyAdverts> =>
  call(api.myAdverts, { query: { state } }, { signal });

export const myAdvertsQueryOptions = (state: AdvertState) =>
  queryOptions({
    queryKey: queryKeys.myAdvertsIn(state),
    queryFn: ({ signal }) => getMyAdverts(state, { signal }),
    // Switching to a tab reloads it, showing the last answer meanwhile.
    staleTime: 0,
  });

export const useMyAdverts = (state: AdvertState) => useQuery(myAdvertsQueryOptions(state));
