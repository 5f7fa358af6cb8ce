import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@zeng/contract/endpoints/accounts';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /auth/advert-counts: how many of the person's adverts each tab holds. */
export const advertCountsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.myAdvertsIn('counts'),
    queryFn: ({ signal }) => call(api.advertCounts, {}, { signal }),
    // Asked again whenever the profile opens, and after anything that moves an advert (its key is
    // under the owner's lists, which such changes invalidate).
    staleTime: 0,
  });

export const useAdvertCounts = () => useQuery(advertCountsQueryOptions());
