import { queryOptions, useQuery } from '@tanstack/react-query';
import { type MyAdverts, myAdvertsSchema } from '@zeng/contract/auth';
import type { AdvertState } from '@zeng/contract/constants';
import { OWN_ADVERTS_KEY } from '../../../lib/adverts-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /auth/adverts?state=X: the signed-in person's adverts in one state, by category. */
export const getMyAdverts = (state: AdvertState, { signal }: { signal?: AbortSignal } = {}): Promise<MyAdverts> =>
  apiRequest('/auth/adverts', { auth: true, query: { state }, schema: myAdvertsSchema, signal });

export const myAdvertsQueryOptions = (state: AdvertState) =>
  queryOptions({
    queryKey: [...OWN_ADVERTS_KEY, state],
    queryFn: ({ signal }) => getMyAdverts(state, { signal }),
    // Switching to a tab reloads it, showing the last answer meanwhile.
    staleTime: 0,
  });

export const useMyAdverts = (state: AdvertState) => useQuery(myAdvertsQueryOptions(state));
