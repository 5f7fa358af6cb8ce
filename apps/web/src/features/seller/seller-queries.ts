import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import * as api from '@zeng/contract/endpoints/sellers';
import type { SellerAdverts } from '@zeng/contract/sellers';
import { type CardPage, toCard } from '../../lib/adverts-query';
import { call } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** A page of the seller's adverts as cards. */
export const toSellerCardPage = (answer: SellerAdverts): CardPage => ({
  cards: answer.adverts.map(toCard),
  nextCursor: answer.nextCursor,
});

/** Who the seller is: name, individual or business, member since, live adverts. A refusal (404) is kept. */
export const sellerQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.seller(id),
    queryFn: ({ signal }) => call(api.seller, { params: { id } }, { signal }),
    retryOnMount: false,
  });

/** What the seller's adverts are asked for: after a cursor, else from a numbered page (`?page=3`) or the first. */
const sellerAdvertsRequest = (cursor: string | undefined, pageNumber: number | undefined) =>
  cursor ? { cursor } : pageNumber ? { pageNumber } : {};

/** The seller's live adverts, newest first, from the numbered page the address names, a cursor page at a time. */
export const sellerAdvertsQuery = (id: number, pageNumber?: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.sellerAdverts(id, pageNumber),
    queryFn: async ({ pageParam, signal }: { pageParam: string | undefined; signal: AbortSignal }) =>
      toSellerCardPage(
        await call(
          api.sellerAdverts,
          { params: { id }, query: sellerAdvertsRequest(pageParam, pageNumber) },
          { signal },
        ),
      ),
    initialPageParam: undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
