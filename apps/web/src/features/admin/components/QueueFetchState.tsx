import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';
import { errorText } from '../../../lib/error-text';
import styles from './RequestQueue.module.css';

/**
 * A moderators' list while it loads, or its refusal in red with Retry: the review queue's and the
 * reports' tab's alike. Null once it has data.
 */
export function QueueFetchState({
  query,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
}) {
  const { t } = useTranslation(['admin', 'errors']);
  if (query.isPending && !query.isError) {
    return (
      <p role="status" className={styles.loading}>
        {t('loading')}
      </p>
    );
  }
  if (!query.isError) return null;
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
