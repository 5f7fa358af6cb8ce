import type { ProductCategory } from '@zeng/contract/constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useHydrated } from '../../components/BrowserOnly';
import { Icon } from '../../components/Icon';
import { MessagePage } from '../../components/MessagePage';
import { errorText } from '../../lib/error-text';
import { showToast } from '../../lib/toast';
import { useGoBack } from '../../lib/use-go-back';
import { adminPanelHref, parsePreviewTarget } from './admin-params';
import { useAdminRequest } from './api/get-admin-request';
import { ModeratorOnly } from './components/ModeratorOnly';
import { RequestView } from './components/RequestView';
import styles from './RequestPreviewPage.module.css';

/**
 * /requestPreview?category=phone&id=123: one request, with Accept and Reject. The Review link also
 * passes id and category as navigation state; the URL alone reopens it after a reload.
 */

export function RequestPreviewPage() {
  return (
    <ModeratorOnly>
      <RequestPreview />
    </ModeratorOnly>
  );
}

function RequestPreview() {
  const { t } = useTranslation('admin');
  const location = useLocation();
  const [params] = useSearchParams();
  // The queue's place rides in the history's state, which the server never sees: the page it drew (from
  // the address alone) is the one hydrated, and the place is read once the page is live.
  const hydrated = useHydrated();
  const target = parsePreviewTarget(hydrated ? location.state : null, params);
  const back = adminPanelHref({ category: target?.category ?? 'phone', page: target?.page ?? 1, at: target?.at });

  return (
    <div className={styles.page}>
      <Link to={back} className={styles.back}>
        <Icon name="arrow-left" size={18} aria-hidden="true" />
        {t('preview.back')}
      </Link>
      {target ? (
        <LoadedRequest key={`${target.category}/${target.id}`} {...target} back={back} />
      ) : (
        <Problem text={t('preview.notFound')} />
      )}
    </div>
  );
}

function LoadedRequest({ category, id, back }: { category: ProductCategory; id: number; back: string }) {
  const { t } = useTranslation(['admin', 'errors']);
  // To the queue as it was left (its category and page), or the category's first page.
  const goBack = useGoBack(back, { replace: true });
  const query = useAdminRequest(category, id);

  if (query.isPending) {
    return (
      <p role="status" className={styles.loading}>
        {t('loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <Problem text={t('preview.errorFetching')} detail={errorText(query.error, t)}>
        <button type="button" disabled={query.isFetching} onClick={() => void query.refetch()}>
          {t('retry')}
        </button>
      </Problem>
    );
  }
  const decided = (action: 'approve' | 'reject') => {
    showToast({ text: t(action === 'approve' ? 'preview.approvedToast' : 'preview.rejectedToast') });
    goBack();
  };
  return <RequestView category={category} request={query.data} onDecided={decided} />;
}

function Problem({ text, detail, children }: { text: string; detail?: string; children?: ReactNode }) {
  return (
    <MessagePage icon={<Icon name="circle-alert" size={48} />} title={text} text={detail} alert>
      {children}
    </MessagePage>
  );
}

export { requestPreviewLoader as loader } from './admin-loader';
/** The screen as its route entry loads it (app/screens.tsx), its loader in the same chunk. */
export { RequestPreviewPage as Component };
