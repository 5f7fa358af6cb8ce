import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteInfoSchema } from '@zeng/contract/lookups';
import { apiRequest } from './api-client';

export const siteInfoQuery = queryOptions({
  queryKey: ['site-info'],
  queryFn: ({ signal }) => apiRequest('/site', { schema: siteInfoSchema, signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export const useSiteInfo = () => useQuery(siteInfoQuery);
