import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { currentLanguage } from '../../../lib/i18n';
import { useIsDesktop } from '../../../lib/use-is-desktop';
import type { QueuePlace } from '../admin-params';
import { useAdminRequests } from '../api/get-admin-requests';
import { summarizeRequest } from '../request-summary';
import { Pager } from './Pager';
import { QueueFetchState } from './QueueFetchState';
import { RequestCards } from './RequestCards';
import styles from './RequestQueue.module.css';
import { RequestTable } from './RequestTable';

export interface RequestQueueProps {
  place: QueuePlace;
  onPage: (place: QueuePlace) => void;
}

/** One page of a category's pending requests: loading, the error in red, empty, or the rows and paging. */
export function RequestQueue({ place, onPage }: RequestQueueProps) {
  const { t, i18n } = useTranslation(['admin', 'common', 'errors']);
  const isDesktop = useIsDesktop();
  const { category } = place;
  const query = useAdminRequests(category, place.at);

  if (query.isPending || query.isError) return <QueueFetchState query={query} />;

  const language = currentLanguage(i18n.resolvedLanguage);
  const rows = query.data.requests.map((request) => summarizeRequest(request, t, language));
  const Rows = isDesktop ? RequestTable : RequestCards;
  const { nextCursor, previousCursor } = query.data;
  // Nothing waits before this page (the requests before it were decided): it is the first.
  const page = previousCursor === null ? 1 : place.page;
  const step = (by: -1 | 1) => {
    const at = by > 0 ? nextCursor : previousCursor;
    // Page 1 is the queue's start, whatever was decided since: asked from the start.
    onPage(page + by > 1 && at ? { category, page: page + by, at } : { category, page: 1 });
  };
  return (
    <div aria-busy={query.isPlaceholderData}>
      {rows.length === 0 ? (
        <div className={styles.empty}>
          <EmptyState text={t('empty')} />
        </div>
      ) : (
        <Rows category={category} place={{ ...place, page }} rows={rows} />
      )}
      <Pager
        page={page}
        hasPrevious={previousCursor !== null}
        hasNext={nextCursor !== null}
        busy={query.isFetching}
        onPage={step}
      />
    </div>
  );
}
