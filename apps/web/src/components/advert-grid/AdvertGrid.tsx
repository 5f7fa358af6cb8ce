import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { MAX_PAGE_NUMBER, PAGE_SIZE, SEARCH_COUNT_CAP } from '@zeng/contract/constants';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CardPage } from '../../lib/adverts-query';
import { ApiError } from '../../lib/api-client';
import { EmptyState } from '../EmptyState';
import { lazyPart } from '../LazyPart';
import styles from './AdvertGrid.module.css';
import { CardList } from './CardList';

/** A list whose pages have addresses of their own (`?page=3`): its "Show more" is a link to the next one. */
export interface Paging {
  /** The numbered page the list starts at (1: its plain address). */
  first: number;
  /** The address of numbered page n. */
  href: (n: number) => string;
}

export interface AdvertGridProps {
  query: UseInfiniteQueryResult<InfiniteData<CardPage>>;
  /** Shown instead of the usual "nothing here" text. */
  emptyText?: string;
  /** How many the list holds, where its first page does not say (a search's). */
  total?: number;
  /** The list's numbered pages, where its pages have addresses (a listing's, not a search's in a dialog). */
  paging?: Paging;
  /** Cards as rows, many to a screen: the SIM listing's numbers. */
  rows?: boolean;
}

const Pager = lazyPart('pager', () => import('./Pager').then((m) => m.Pager));

/** The slots of the page on its way, as skeleton cards of the final size: its cards replace them in place. */
function Slots({ from, count }: { from: number; count: number }) {
  // Keyed by slot number: cards that arrive are new nodes where the skeletons were, and nothing moves.
  const numbers = Array.from({ length: count }, (_, i) => from + i);
  return numbers.map((slot) => <li key={`slot-${slot}`} className={styles.skeleton} aria-hidden="true" />);
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
 * A grid of advert cards, and "Show more" after it while a next page exists. A page comes only when the
 * person asks (docs/product.md, "Listings"): a list that grew by itself pushed away what lies below it,
 * and a crawler rendering the page would ask the API, which robots.txt keeps it from. Where the list's
 * pages have addresses, "Show more" is a link to the next one, which the app follows in place: the
 * page's cards arrive where their skeletons stood, below those shown.
 */
export function AdvertGrid({ query, emptyText, total, paging, rows }: AdvertGridProps) {
  const { t } = useTranslation();
  const { data, status, error, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const failedStatus = error instanceof ApiError ? error.status : 0;
  // A failed next page keeps the pages already shown (TanStack Query v5 marks the whole query failed).
  const pages = data?.pages;
  const more = hasNextPage && !isFetchNextPageError;

  if (status === 'pending') {
    return (
      <div aria-busy="true">
        <span className="visually-hidden">{t('common.loading')}</span>
        <CardList cards={[]} rows={rows}>
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
  const pageSize = pages?.[0]?.cards.length || PAGE_SIZE;
  // What the list holds beyond the cards shown, when its count says: the slots of the page on its way
  // are as many as will come, so the footer below does not move when they are filled.
  // A numbered page starts after the pages before it: they count as read.
  const read = ((paging?.first ?? 1) - 1) * PAGE_SIZE + cards.length;
  const left = count === undefined ? pageSize : Math.min(count, SEARCH_COUNT_CAP) - read;
  // Stays in place while its page loads, so focus stays on it for the next press.
  const showMore = {
    className: styles.showMore,
    'aria-disabled': isFetchingNextPage,
    onClick: (event: React.MouseEvent) => {
      event.preventDefault();
      if (!isFetchingNextPage) void fetchNextPage();
    },
    children: showMoreText(t, read, count),
  };
  // The last numbered page shown, and the next one's address while it has one.
  const current = paging && paging.first + (pages?.length ?? 1) - 1;
  const next = current && current < MAX_PAGE_NUMBER ? current + 1 : undefined;
  const last = count === undefined ? undefined : Math.min(Math.ceil(count / PAGE_SIZE), MAX_PAGE_NUMBER);

  return (
    <>
      <CardList cards={cards} rows={rows}>
        {isFetchingNextPage && <Slots from={cards.length} count={Math.max(1, Math.min(pageSize, left))} />}
      </CardList>
      <p className="visually-hidden" role="status">
        {isFetchingNextPage ? t('common.loadingMore') : ''}
      </p>
      {more &&
        (next && paging ? <Link to={paging.href(next)} {...showMore} /> : <button type="button" {...showMore} />)}
      {paging && current && <Pager current={current} last={last} hasNext={Boolean(more && next)} href={paging.href} />}
      {isFetchNextPageError && <FetchFailed status={failedStatus} retry={() => void fetchNextPage()} />}
    </>
  );
}
