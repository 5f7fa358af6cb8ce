import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
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
  labels: { empty: string; list: string; pages: string; first: string; next: string };
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
  labels,
}: TabListProps<Page, Item>) {
  if (query.isPending || query.isError) return <QueueFetchState query={query} />;
  const items = itemsOf(query.data);
  return (
    <div aria-busy={query.isPlaceholderData}>
      {items.length === 0 ? (
        <div className={styles.empty}>
          <EmptyState text={labels.empty} />
        </div>
      ) : (
        <ol className={styles.reported} aria-label={labels.list}>
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
        labels={{ pages: labels.pages, first: labels.first, next: labels.next }}
      />
    </div>
  );
}
