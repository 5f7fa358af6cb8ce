import { queryOptions } from '@tanstack/react-query';
import { SEARCH_COUNT_CAP } from '@zeng/contract/constants';
import * as api from '@zeng/contract/endpoints/search';
import { call } from './api-client';
import { queryKeys } from './query-keys';

/**
 * What the search box offers for the words typed so far, labelled in the page's language (the API reads
 * it from the request): the same words in one language are asked for once a minute at most.
 */
export const suggestionsQuery = (words: string, lng: string) =>
  queryOptions({
    queryKey: queryKeys.suggestions(words, lng),
    queryFn: async ({ signal }) => (await call(api.searchSuggestions, { query: { q: words } }, { signal })).suggestions,
    staleTime: 60_000,
  });

/** How many adverts each category holds for the words (capped: formatCount says "1000+"). */
export const searchCountsQuery = (words: string) =>
  queryOptions({
    queryKey: queryKeys.searchCounts(words),
    queryFn: async ({ signal }) => (await call(api.searchCounts, { query: { searchQuery: words } }, { signal })).counts,
    staleTime: 30_000,
  });

/** The words of a search as typed into an address: a pasted tab or control character stands between words. */
export const searchWords = (raw: string | null): string =>
  (raw ?? '')
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Cards shown per category on the search screen, before "See all". */
const PREVIEW_CARDS = 4;

/** The list the search screen shows a few cards of, per category. */
export const previewParams = (words: string) => ({ searchQuery: words, limit: PREVIEW_CARDS });

/** A count as a person reads it: beyond the cap the server stops counting, so "1000+". */
export const formatCount = (count: number): string =>
  count > SEARCH_COUNT_CAP ? `${SEARCH_COUNT_CAP}+` : String(count);
