import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { AdvertDetail, ListItem } from '@zeng/contract/adverts';
import { PAGE_SIZE, type ProductCategory, type SortType } from '@zeng/contract/constants';
import type { AnswerOf } from '@zeng/contract/endpoints';
import * as api from '@zeng/contract/endpoints/adverts';
import type { ListFilterValues } from '@zeng/contract/filters';
import { listedAdverts } from '@zeng/contract/of-category';
import { toPlainText } from '@zeng/contract/plain-text';
import { accessoryToCard, type CardAdvert, phoneToCard, simToCard } from '../components/advert-card/card-advert';
import { call, queryRecord } from './api-client';
import { queryKeys } from './query-keys';

/** What a listing asks for; the URL of a listing page holds the same values. Its filters are the contract's. */
export interface ListParams extends ListFilterValues {
  sortByType?: SortType;
  searchQuery?: string;
  limit?: number;
  /** The numbered page the address names (`?page=3`), from 2 on: where the list starts. */
  pageNumber?: number;
}

export interface CardPage {
  cards: CardAdvert[];
  nextCursor: string | null;
  totalCount?: number;
}

/** A listing card from any category's list item: the item names its category. */
export function toCard(item: ListItem): CardAdvert {
  if (item.category === 'sim') return simToCard(item);
  if (item.category === 'accessory') return accessoryToCard(item);
  return phoneToCard(item);
}

/** What a listing page asks the API for (GET /{category} or /{category}/today), as the address carries it. */
export function listRequestQuery(params: ListParams, page: string | undefined, today: boolean): Record<string, string> {
  // A pasted tab or invisible control would only be refused: search for the words around it.
  const searchQuery = params.searchQuery === undefined ? undefined : toPlainText(params.searchQuery).trim();
  // A numbered page is where the list starts: the pages after it follow their cursors.
  const pageNumber = page === undefined ? params.pageNumber : undefined;
  return queryRecord(
    today
      ? { limit: params.limit ?? PAGE_SIZE, page, pageNumber }
      : { ...params, searchQuery, limit: params.limit ?? PAGE_SIZE, page, pageNumber },
  );
}

async function fetchPage(
  category: ProductCategory,
  params: ListParams,
  page: string | undefined,
  today: boolean,
  signal: AbortSignal,
): Promise<CardPage> {
  const query = listRequestQuery(params, page, today);
  return toCardPage(await call(today ? api.todayList : api.advertList, { category, query }, { signal }));
}

/** A list answer (GET /{category} or /{category}/today) as the cards of one page. */
export function toCardPage(answer: AnswerOf<'advertList'> | AnswerOf<'todayList'>): CardPage {
  return {
    cards: listedAdverts<ListItem>(answer).map(toCard),
    nextCursor: answer.nextCursor,
    ...('totalCount' in answer && { totalCount: answer.totalCount }),
  };
}

/** What a page of cards is asked for with: the cursor the page before gave (none for the first page). */
interface CursorContext {
  pageParam: string | undefined;
  signal: AbortSignal;
}

/** Cursor pages of a category's listing; any change of params starts again from the first page. */
export const advertListQuery = (category: ProductCategory, params: ListParams) =>
  infiniteQueryOptions({
    queryKey: queryKeys.advertList(category, params),
    queryFn: ({ pageParam, signal }: CursorContext) => fetchPage(category, params, pageParam, false, signal),
    initialPageParam: undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The first cards of a list alone (the search screen's few per category), without its later pages. */
export const firstPageQuery = (category: ProductCategory, params: ListParams) =>
  queryOptions({
    queryKey: queryKeys.advertPreview(category, params),
    queryFn: ({ signal }) => fetchPage(category, params, undefined, false, signal),
  });

/** Today's adverts of a category (Asia/Baku day), newest first. */
export const todayListQuery = (category: ProductCategory, pageNumber?: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.todayList(category, pageNumber),
    queryFn: ({ pageParam, signal }: CursorContext) => fetchPage(category, { pageNumber }, pageParam, true, signal),
    initialPageParam: undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/**
 * How many adverts of a category were published today (Asia/Baku day): the today list's count, asked
 * for with one card, so a page that shows only the number does not carry a page of cards for it.
 */
export const todayCountQuery = (category: ProductCategory) =>
  queryOptions({
    queryKey: queryKeys.todayCount(category),
    queryFn: async ({ signal }) => (await fetchPage(category, { limit: 1 }, undefined, true, signal)).totalCount ?? 0,
  });

/**
 * One advert; a stale or foreign token is retried without it. A refusal is kept, not asked again when
 * the page opens: a removed advert stays removed, and a page the server drew with that message keeps it.
 */
export const advertDetailQuery = (category: ProductCategory, id: number) =>
  queryOptions({
    queryKey: queryKeys.advertDetail(category, id),
    queryFn: ({ signal }): Promise<AdvertDetail> => call(api.advertDetail, { category, params: { id } }, { signal }),
    retryOnMount: false,
  });

/**
 * An advert was posted, edited, renewed, removed or decided: every list and detail that may show it
 * is stale and reloads when next shown, and the owner's lists on screen reload now. The saved answer,
 * when there is one, becomes its detail at once.
 */
export async function advertChanged(queryClient: QueryClient, saved?: AdvertDetail): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.adverts, refetchType: 'none' }),
    queryClient.invalidateQueries({ queryKey: queryKeys.myAdverts }),
  ]);
  if (saved) queryClient.setQueryData(advertDetailQuery(saved.category, saved.id).queryKey, saved);
}
