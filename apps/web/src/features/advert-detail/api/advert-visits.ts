import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductCategory } from '@zeng/contract/constants';
import * as api from '@zeng/contract/endpoints/advert-page';
import { useEffect, useState } from 'react';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The advert's views of all time: the page's count, then the server's once this visit is counted
 * (POST /{category}/{id}/view, sent once the page is live: a crawler that runs no script is no visitor).
 */
export function useCountedViews(category: ProductCategory, id: number, shown: number | undefined, counts: boolean) {
  const [views, setViews] = useState(shown);
  useEffect(() => {
    if (!counts) return;
    let current = true;
    call(api.advertView, { category, params: { id } }).then(
      (answer) => current && setViews(answer.views),
      // A count that failed is a count missed: nothing a visitor needs to know.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [category, id, counts]);
  return views;
}

/** GET /{category}/{id}/stats: the seller's chart of views and reveals by day. */
export const advertStatsQuery = (category: ProductCategory, id: number) =>
  queryOptions({
    queryKey: [...queryKeys.advertDetail(category, id), 'stats'] as const,
    queryFn: ({ signal }) => call(api.advertStats, { category, params: { id } }, { signal }),
  });

export const useAdvertStats = (category: ProductCategory, id: number) => useQuery(advertStatsQuery(category, id));
