import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@zeng/contract/endpoints/lookups';
import { call } from './api-client';
import { queryKeys } from './query-keys';

export const siteInfoQuery = queryOptions({
  queryKey: queryKeys.siteInfo,
  queryFn: ({ signal }) => call(api.siteInfo, {}, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export const useSiteInfo = () => useQuery(siteInfoQuery);
