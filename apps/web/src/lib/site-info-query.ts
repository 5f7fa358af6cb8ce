import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '@zeng/contract/lookups';
import { apiRequest } from './api-client';

export const siteInfoQuery = queryOptions({
  queryKey: ['site-info'],
  queryFn: ({ signal }) => apiRequest<SiteInfo>('/site', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export const useSiteInfo = () => useQuery(siteInfoQuery);
