import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import type { TabPlace } from '../admin-params';
import { useReportedQueue } from '../api/reported-adverts';
import { QueueFetchState } from './QueueFetchState';
import { ReportedEntry } from './ReportedEntry';
import styles from './RequestQueue.module.css';
import { TabPager } from './TabPager';

/**
 * The reports' tab (issue 37): adverts with open reports, the longest waiting first, each with what
 * people said and the moderator's two answers. Pages go forward by key; "First page" starts again.
 */
export function ReportedQueue({ place, onPage }: { place: TabPlace; onPage: (place: TabPlace) => void }) {
  const { t } = useTranslation(['admin', 'errors']);
  const query = useReportedQueue(place.at);

  if (query.isPending || query.isError) return <QueueFetchState query={query} />;
  const { reported, nextCursor } = query.data;
  return (
    <div aria-busy={query.isPlaceholderData}>
      {reported.length === 0 ? (
        <div className={styles.empty}>
          <EmptyState text={t('reports.empty')} />
        </div>
      ) : (
        <ol className={styles.reported} aria-label={t('reports.listLabel')}>
          {reported.map((entry) => (
            <li key={entry.advertId}>
              <ReportedEntry entry={entry} />
            </li>
          ))}
        </ol>
      )}
      <TabPager
        place={place}
        nextCursor={nextCursor}
        busy={query.isFetching}
        onPage={onPage}
        labels={{ pages: t('reports.pagesLabel'), first: t('reports.firstPage'), next: t('reports.nextPage') }}
      />
    </div>
  );
}
