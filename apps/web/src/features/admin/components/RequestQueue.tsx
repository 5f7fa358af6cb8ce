import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { Icon } from '../../../components/Icon';
import { errorText } from '../../../lib/error-text';
import { currentLanguage } from '../../../lib/i18n';
import { useIsDesktop } from '../../../lib/use-is-desktop';
import type { QueuePlace } from '../admin-params';
import { useAdminRequests } from '../api/get-admin-requests';
import { summarizeRequest } from '../request-summary';
import { Pager } from './Pager';
import { RequestCards } from './RequestCards';
import styles from './RequestQueue.module.css';
import { RequestTable } from './RequestTable';

export interface RequestQueueProps {
  place: QueuePlace;
  onPage: (page: number) => void;
}

/** One page of a category's pending requests: loading, the error in red, empty, or the rows and paging. */
export function RequestQueue({ place, onPage }: RequestQueueProps) {
  const { t, i18n } = useTranslation(['admin', 'common', 'errors']);
  const isDesktop = useIsDesktop();
  const { category, page } = place;
  const query = useAdminRequests(category, page);

  if (query.isPending) {
    return (
      <p role="status" className={styles.loading}>
        {t('loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className={styles.message}>
        <p role="alert" className={styles.error}>
          <Icon name="circle-alert" size={18} aria-hidden="true" />
          {errorText(query.error, t)}
        </p>
        <button type="button" className={styles.retry} onClick={() => void query.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }

  const language = currentLanguage(i18n.resolvedLanguage);
  const rows = query.data.requests.map((request) => summarizeRequest(request, t, language));
  const Rows = isDesktop ? RequestTable : RequestCards;
  return (
    <div aria-busy={query.isPlaceholderData}>
      {rows.length === 0 ? (
        <div className={styles.empty}>
          <EmptyState text={t('empty')} />
        </div>
      ) : (
        <Rows category={category} page={page} rows={rows} />
      )}
      <Pager page={page} hasNext={query.data.nextCursor !== null} busy={query.isFetching} onPage={onPage} />
    </div>
  );
}
