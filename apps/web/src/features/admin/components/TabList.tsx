import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import type { TabPlace } from '../admin-params';
import { QueueFetchState } from './QueueFetchState';
import styles from './RequestQueue.module.css';
import { TabPager } from './TabPager';

export interface TabListProps<Page extends { nextCursor: string | null }, Item> {
  /** The tab's page by where it starts; the next keeps this one shown until it arrives. */
  query: UseQueryResult<Page>;
  place: TabPlace;
  onPage: (place: TabPlace) => void;
  itemsOf: (page: Page) => Item[];
  keyOf: (item: Item) => number;
  children: (item: Item) => ReactNode;
  /** The admin texts' section with the tab's words: empty, listLabel, pagesLabel, firstPage, nextPage. */
  texts: 'reports' | 'promotions';
}

/**
 * A tab of the panel beside the review queue (the reports, paid placement): its entries in order, or
 * that none waits, and its pages forward by key; while it loads or when it fails, QueueFetchState.
 */
export function TabList<Page extends { nextCursor: string | null }, Item>({
  query,
  place,
  onPage,
  itemsOf,
  keyOf,
  children,
  texts,
}: TabListProps<Page, Item>) {
  const { t } = useTranslation('admin');
  if (query.isPending || query.isError) return <QueueFetchState query={query} />;
  const items = itemsOf(query.data);
  return (
    <div aria-busy={query.isPlaceholderData}>
      {items.length === 0 ? (
        <div className={styles.empty}>
          <EmptyState text={t(`${texts}.empty`)} />
        </div>
      ) : (
        <ol className={styles.reported} aria-label={t(`${texts}.listLabel`)}>
          {items.map((item) => (
            <li key={keyOf(item)}>{children(item)}</li>
          ))}
        </ol>
      )}
      <TabPager
        place={place}
        nextCursor={query.data.nextCursor}
        busy={query.isFetching}
        onPage={onPage}
        labels={{ pages: t(`${texts}.pagesLabel`), first: t(`${texts}.firstPage`), next: t(`${texts}.nextPage`) }}
      />
    </div>
  );
}
