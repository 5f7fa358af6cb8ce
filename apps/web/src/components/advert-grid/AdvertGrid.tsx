import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
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
}

const SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

/**
 * A grid of advert cards with infinite scroll: the next page loads when the sentinel at the end is
 * fully visible, while a next cursor exists and no request is in flight (SPEC.md section 4).
 */
export function AdvertGrid({ query, emptyText }: AdvertGridProps) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const { data, status, error, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const failedStatus = error instanceof ApiError ? error.status : 0;
  // A failed next page keeps the pages already shown (TanStack Query v5 marks the whole query failed).
  const pages = data?.pages;

  useEffect(() => {
    const node = sentinel.current;
    // After a failed page the person retries by hand: a still-visible sentinel must not loop.
    if (!node || !hasNextPage || isFetchNextPageError) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= 1) && !isFetchingNextPage) {
          void fetchNextPage();
        }
      },
      { threshold: 1 },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  if (status === 'pending') {
    return (
      <div className={styles.grid} aria-busy="true">
        <span className="visually-hidden">{t('common.loading')}</span>
        {SKELETONS.map((key) => (
          <div key={key} className={styles.skeleton} />
        ))}
      </div>
    );
  }

  if (status === 'error' && !pages) {
    return (
      <div className={styles.error} role="alert">
        <p>{t('listing.fetchFailed', { status: failedStatus })}</p>
        <button type="button" className={styles.retry} onClick={() => void query.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }

  const cards = (pages ?? []).flatMap((p) => p.cards);
  if (cards.length === 0) return <EmptyState text={emptyText ?? t('common.noContent')} />;

  return (
    <>
      <CardList cards={cards} />
      {hasNextPage && !isFetchNextPageError && <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />}
      {isFetchNextPageError && (
        <div className={styles.error} role="alert">
          <p>{t('listing.fetchFailed', { status: failedStatus })}</p>
          <button type="button" className={styles.retry} onClick={() => void fetchNextPage()}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {isFetchingNextPage && <p className={styles.more}>{t('common.loadingMore')}</p>}
    </>
  );
}
