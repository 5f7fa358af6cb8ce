import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ProductCategory, SEARCH_COUNT_CAP } from '@zeng/contract/constants';
import { advertCount } from '@zeng/contract/endpoints/adverts';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { type ListParams, listRequestQuery } from './adverts-query';
import { call } from './api-client';
import { queryKeys } from './query-keys';
import { formatCount } from './search-query';

/**
 * How many adverts a list with these filters holds (GET /{category}/count), asked only where a person
 * chooses filters: the filter screen, the desktop's price field, a narrowed list's line. The code comes
 * with those screens' lazy parts, never with Home's first script.
 */

/** The list's filters and search as its count is asked for: its order and paging mean nothing to a count. */
function countRequestQuery(params: ListParams): Record<string, string> {
  const { limit: _limit, sortByType: _sort, ...query } = listRequestQuery(params, undefined, false);
  return query;
}

/** The same filters share one count, wherever they were chosen: the server keeps it 30 s, so does the app. */
export const advertCountQuery = (category: ProductCategory, params: ListParams) => {
  const query = countRequestQuery(params);
  return queryOptions({
    queryKey: queryKeys.advertCount(category, query),
    queryFn: async ({ signal }) => (await call(advertCount, { category, query }, { signal })).count,
    staleTime: 30_000,
  });
};

/** Filters still being chosen are counted once the person pauses: a count per choice, not per keystroke. */
export const COUNT_DEBOUNCE_MS = 400;

/**
 * The count of a list with `params`, asked after a pause in the person's choosing. While the next count
 * is on its way the last one stays (the button does not flicker between words); `pending` says so.
 * Undefined when none has come, when the filters cannot be counted (`enabled` false: a price range the
 * wrong way round), or when the call was refused: then the plain words are shown.
 */
export function useAdvertCount(category: ProductCategory, params: ListParams, enabled = true) {
  const key = JSON.stringify(countRequestQuery(params));
  const [asked, setAsked] = useState({ key, params });
  useEffect(() => {
    if (key === asked.key) return;
    const timer = setTimeout(() => setAsked({ key, params }), COUNT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key, asked.key, params]);
  const { data, isFetching, isError } = useQuery({
    ...advertCountQuery(category, asked.params),
    placeholderData: keepPreviousData,
    enabled,
  });
  return { count: isError || !enabled ? undefined : data, pending: enabled && (key !== asked.key || isFetching) };
}

/**
 * A count in a counted text ("Show 12 adverts", "1000+ объявлений"): capped counts read as the cap with a
 * plus, and take the cap's plural form (1001 would read as Russian's "one").
 */
export const countedText = (t: TFunction, key: string, count: number): string =>
  t(key, { count: Math.min(count, SEARCH_COUNT_CAP), shown: formatCount(count) });
