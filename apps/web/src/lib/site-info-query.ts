import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client';
import { queryKeys } from './query-keys';

export const siteInfoQuery = queryOptions({
  queryKey: queryKeys.siteInfo,
  queryFn: ({ signal }) => call('siteInfo', {}, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export const useSiteInfo = () => useQuery(siteInfoQuery);
