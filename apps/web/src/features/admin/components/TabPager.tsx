import type { TabPlace } from '../admin-params';
import styles from './RequestQueue.module.css';

export interface TabPagerProps {
  place: TabPlace;
  nextCursor: string | null;
  busy: boolean;
  onPage: (place: TabPlace) => void;
  labels: { pages: string; first: string; next: string };
}

/** A tab's pages, forward by key: "First page" starts again, "Next page" goes on from where this one ends. */
export function TabPager({ place, nextCursor, busy, onPage, labels }: TabPagerProps) {
  if (place.page <= 1 && !nextCursor) return null;
  return (
    <nav className={styles.reportedPager} aria-label={labels.pages}>
      {place.page > 1 && (
        <button type="button" className={styles.retry} onClick={() => onPage({ tab: place.tab, page: 1 })}>
          {labels.first}
        </button>
      )}
      {nextCursor && (
        <button
          type="button"
          className={styles.retry}
          disabled={busy}
          onClick={() => onPage({ tab: place.tab, page: place.page + 1, at: nextCursor })}
        >
          {labels.next}
        </button>
      )}
    </nav>
  );
}
