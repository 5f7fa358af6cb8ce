import { queryOptions } from '@tanstack/react-query';
import type { ProductCategory } from '@zeng/contract/constants';
import * as api from '@zeng/contract/endpoints/lookups';
import { call } from '../../lib/api-client';

/**
 * A landing page (a brand's, a model's, a city's…) or, for an empty path, its category's own list's
 * landing pages. Kept as long as the counts it carries (a few minutes); a refusal is kept too, so a
 * page the server drew with "not found" hydrates saying so.
 */
export const landingQuery = (category: ProductCategory, path: string) =>
  queryOptions({
    queryKey: ['landing', category, path] as const,
    queryFn: ({ signal }) => call(api.landingPage, { query: { category, path } }, { signal }),
    staleTime: 2 * 60_000,
    retryOnMount: false,
  });
