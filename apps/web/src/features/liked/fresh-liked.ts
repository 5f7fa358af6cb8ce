import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_BATCH_IDS } from '@zeng/contract/constants';
import * as api from '@zeng/contract/endpoints/adverts';
import type { CardAdvert } from '../../components/advert-card/card-advert';
import { toCard } from '../../lib/adverts-query';
import { call } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** GET /adverts/batch: the liked adverts as they are now, named in this language. */
// In the interface's language, like every call; a switch asks again (lib/refetch-on-language-change).
export const likedBatchQuery = (ids: number[]) =>
  queryOptions({
    queryKey: queryKeys.advertBatch(ids),
    queryFn: ({ signal }) => call(api.advertBatch, { query: { ids } }, { signal }),
    enabled: ids.length > 0,
    // Unliking one card asks again for the rest: the page keeps showing the last answer meanwhile.
    placeholderData: keepPreviousData,
  });

export interface FreshLiked {
  /** The cards to show, most recently liked first: the server's current copy, else the stored one. */
  cards: CardAdvert[];
  /** Liked adverts the server no longer shows (deleted, expired, withdrawn), as stored. */
  gone: CardAdvert[];
  /** The refresh failed (offline, server down): the cards are the copies kept on this device. */
  stale: boolean;
}

/**
 * The stored liked cards refreshed in one call: current prices and names in the reader's language, and
 * the ones no longer shown set apart. Until the answer comes, or when it cannot, the stored copies stand.
 */
export function useFreshLiked(stored: CardAdvert[]): FreshLiked {
  // Beyond what one call takes, the oldest likes keep their stored copies.
  const ids = stored.slice(0, MAX_BATCH_IDS).map((card) => card.id);
  const query = useQuery(likedBatchQuery(ids));
  const answers = new Map(query.data?.adverts.map((entry) => [entry.id, entry]));

  const cards: CardAdvert[] = [];
  const gone: CardAdvert[] = [];
  // A card liked from a list keeps the VIP or Premium mark it had there: not this page's to show.
  for (const { promoted, ...card } of stored) {
    const entry = answers.get(card.id);
    if (!entry) cards.push(card);
    else if (entry.available) cards.push(toCard(entry.advert));
    else gone.push(card);
  }
  return { cards, gone, stale: query.isError };
}
