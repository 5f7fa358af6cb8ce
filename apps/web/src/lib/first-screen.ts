import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreenData } from '@zeng/contract/first-screen';
import { advertDetailQuery, advertListQuery, type CardPage, toCardPage, todayListQuery } from './adverts-query';
import { readListParams, writeListParams } from './listing-params';
import { lookups } from './lookups-query';
import { getAccessToken } from './session';

/** The answers the server embedded in this page (contract/first-screen.ts), or null when it sent none. */
export function readFirstScreen(doc: Document = document): FirstScreenData | null {
  const text = doc.getElementById(FIRST_SCREEN_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as FirstScreenData;
  } catch {
    return null;
  }
}

const firstPage = (page: CardPage): InfiniteData<CardPage, string | undefined> => ({
  pages: [page],
  pageParams: [undefined],
});

/**
 * Puts the embedded answers into the query cache under the keys the screen's own queries use, before
 * the first render: a listing draws its cards at once, an advert page its advert, and asks for none of them. They count as
 * fetched now, so they go stale after the cache's usual time (query-client.ts) and are asked for again
 * as any answer would. Answers in another language than the app's are left alone: the app then asks
 * for its own, as it does when the server sent nothing.
 */
export function seedFirstScreen(queryClient: QueryClient, language: string, search = window.location.search): void {
  const data = readFirstScreen();
  if (!data || data.language !== language) return;
  if (data.screen === 'advert') {
    // What a visitor sees and may do: a signed-in person (the seller, a moderator) asks for their own view.
    if (getAccessToken() === null) {
      queryClient.setQueryData(advertDetailQuery(data.category, data.id).queryKey, data.detail);
    }
    return;
  }
  const { category } = data;
  const params = readListParams(new URLSearchParams(search));
  // The embedded page has no filter and the default sort; an address naming some asks for its own.
  if (writeListParams(params).toString() === '') {
    queryClient.setQueryData(advertListQuery(category, params).queryKey, firstPage(toCardPage(category, data.list)));
  }
  if (data.today)
    queryClient.setQueryData(todayListQuery('phone').queryKey, firstPage(toCardPage('phone', data.today)));
  if (data.brands && (category === 'phone' || category === 'tablet')) {
    queryClient.setQueryData(lookups.brands(category).queryKey, data.brands);
  }
  if (data.providers) queryClient.setQueryData(lookups.providers().queryKey, data.providers);
  if (data.accessoryTypes) queryClient.setQueryData(lookups.accessoryTypes().queryKey, data.accessoryTypes);
  queryClient.setQueryData(lookups.sort(language).queryKey, data.sort);
  queryClient.setQueryData(lookups.districts(language).queryKey, data.districts);
}
