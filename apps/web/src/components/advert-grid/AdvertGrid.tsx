import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { PAGE_SIZE, SEARCH_COUNT_CAP } from '@zeng/contract/constants';
import type { TFunction } from 'i18next';
import { type Ref, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardPage } from '../../lib/adverts-query';
import { ApiError } from '../../lib/api-client';
import { EmptyState } from '../EmptyState';
import styles from './AdvertGrid.module.css';
import { CardList } from './CardList';

export interface AdvertGridProps {
  query: UseInfiniteQueryResult<InfiniteData<CardPage>>;
  /** Shown instead of the usual "nothing here" text. */
  emptyText?: string;
  /** How many the list holds, where its first page does not say (a search's). */
  total?: number;
}

/**
 * Pages that load by themselves as the reader nears the end. After them a "Show more" button waits
 * for the person: a list that grows at every scroll pushes away what lies below it (every page's footer).
 */
export const AUTOMATIC_PAGES = 3;

/** Loading starts half a screen before the reserved slots come into view. */
const AHEAD = '0px 0px 50% 0px';

/** The slots of the page on its way, as skeleton cards of the final size: its cards replace them in place. */
function Slots({ from, count, first }: { from: number; count: number; first?: Ref<HTMLLIElement> }) {
  // Keyed by slot number: cards that arrive are new nodes where the skeletons were, and nothing moves.
  const numbers = Array.from({ length: count }, (_, i) => from + i);
  return numbers.map((slot) => (
    <li key={`slot-${slot}`} ref={slot === from ? first : undefined} className={styles.skeleton} aria-hidden="true" />
  ));
}

/**
 * "Show more · 70 left": what remains of the first page's count, which is capped as a search's ("1000+":
 * then "970+ left"), or the bare words when the list has no count or has changed under the person.
 */
function showMoreText(t: TFunction, shown: number, total = 0): string {
  const left = Math.min(total, SEARCH_COUNT_CAP) - shown;
  if (left <= 0) return t('listing.showMore');
  return t('listing.showMoreLeft', { count: left, left: total > SEARCH_COUNT_CAP ? `${left}+` : left });
}

/** A page that did not come, with its status and a retry. */
function FetchFailed({ status, retry }: { status: number; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.error} role="alert">
      <p>{t('listing.fetchFailed', { status })}</p>
      <button type="button" className={styles.retry} onClick={retry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/**
 * A grid of advert cards. The next page loads when its reserved slots come near the screen, while a
 * next cursor exists and no request is in flight (docs/product.md, "Listings"); after AUTOMATIC_PAGES pages a
 * button loads one page at a time.
 */
export function AdvertGrid({ query, emptyText, total }: AdvertGridProps) {
  const { t } = useTranslation();
  const firstSlot = useRef<HTMLLIElement>(null);
  const { data, status, error, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const failedStatus = error instanceof ApiError ? error.status : 0;
  // A failed next page keeps the pages already shown (TanStack Query v5 marks the whole query failed).
  const pages = data?.pages;
  const more = hasNextPage && !isFetchNextPageError;
  const automatic = more && (pages?.length ?? 0) < AUTOMATIC_PAGES;
  const pageSize = pages?.[0]?.cards.length || PAGE_SIZE;

  useEffect(() => {
    const node = firstSlot.current;
    // After a failed page the person retries by hand: a still-visible slot must not loop.
    if (!node || !automatic || isFetchingNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: AHEAD },
    );
    // Every slot, not just the first: a fling to the very end must start the load too.
    for (let slot: Element | null = node; slot; slot = slot.nextElementSibling) observer.observe(slot);
    return () => observer.disconnect();
  }, [automatic, isFetchingNextPage, fetchNextPage]);

  if (status === 'pending') {
    return (
      <div aria-busy="true">
        <span className="visually-hidden">{t('common.loading')}</span>
        <CardList cards={[]}>
          <Slots from={0} count={PAGE_SIZE} />
        </CardList>
      </div>
    );
  }

  if (status === 'error' && !pages) {
    return <FetchFailed status={failedStatus} retry={() => void query.refetch()} />;
  }

  const cards = (pages ?? []).flatMap((p) => p.cards);
  if (cards.length === 0) return <EmptyState text={emptyText ?? t('common.noContent')} />;
  const count = total ?? pages?.[0]?.totalCount;
  // What the list holds beyond the cards shown, when its count says (a whole list's, a search's).
  const left = count === undefined ? 0 : Math.min(count, SEARCH_COUNT_CAP) - cards.length;
  // While pages come by themselves, every one of them still to come has its slots, as many as the count
  // leaves, and "Show more" its place after them: each page arrives where its skeletons stood, and the
  // footer below never moves. Without a count, the next page's slots alone: more might never be filled.
  const reserved =
    automatic && left > 0 ? Math.min((AUTOMATIC_PAGES - (pages?.length ?? 0)) * pageSize, left) : pageSize;

  return (
    <>
      <CardList cards={cards}>
        {(automatic || isFetchingNextPage) && <Slots from={cards.length} count={reserved} first={firstSlot} />}
      </CardList>
      <p className="visually-hidden" role="status">
        {isFetchingNextPage ? t('common.loadingMore') : ''}
      </p>
      {more && (!automatic || left > reserved) && (
        // Stays in place while its page loads, so focus stays on it for the next press. Held unseen
        // (inert) while the pages still come by themselves.
        <button
          type="button"
          className={styles.showMore}
          inert={automatic}
          aria-disabled={isFetchingNextPage}
          onClick={() => !isFetchingNextPage && void fetchNextPage()}
        >
          {showMoreText(t, cards.length, count)}
        </button>
      )}
      {isFetchNextPageError && <FetchFailed status={failedStatus} retry={() => void fetchNextPage()} />}
    </>
  );
}
