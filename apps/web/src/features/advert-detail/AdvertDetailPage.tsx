import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductCategory } from '@zeng/contract/constants';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { parseCategory, parseId } from '../../components/advert/advert-detail';
import { advertDetailQuery } from '../../lib/adverts-query';
import { ApiError } from '../../lib/api-client';
import { takeServerAnswer } from '../../lib/server-answers';
import { useSignedIn } from '../../lib/session';
import { AdvertView } from './components/AdvertView';
import { DetailMessage } from './components/DetailMessage';
import { DetailSkeleton } from './components/DetailSkeleton';

/**
 * The server drew the advert as a visitor sees it (it cannot see the session, kept in the browser): a
 * signed-in person, perhaps its seller or a moderator, asks for their own view once the page is live,
 * with what they may do and, for the seller, where the advert is in its life.
 */
function useOwnViewAfterServer(category: ProductCategory, id: number) {
  const queryClient = useQueryClient();
  const signedIn = useSignedIn();
  useEffect(() => {
    const { queryKey } = advertDetailQuery(category, id);
    if (signedIn && takeServerAnswer(hashKey(queryKey))) {
      void queryClient.refetchQueries({ queryKey, exact: true });
    }
  }, [signedIn, queryClient, category, id]);
}

/**
 * /phone-preview/{productCategory}/{id}. A card also passes both values as navigation state; the URL
 * is the one source, so a shared or reloaded link shows the same advert.
 */
export function AdvertDetailPage() {
  const params = useParams();
  const category = parseCategory(params.productCategory);
  const id = parseId(params.id);
  if (!category || !id) return <DetailMessage kind="notFound" />;
  return <AdvertDetail key={`${category}/${id}`} category={category} id={id} />;
}

function AdvertDetail({ category, id }: { category: ProductCategory; id: number }) {
  const { t } = useTranslation('advert');
  const query = useQuery(advertDetailQuery(category, id));
  useOwnViewAfterServer(category, id);

  if (query.status === 'pending') return <DetailSkeleton />;
  if (query.status === 'error') {
    const refusal = query.error instanceof ApiError ? query.error : null;
    // Both a removed and an expired advert are gone (410); the server's code says which.
    if (refusal?.status === 410) {
      return <DetailMessage kind={refusal.code === 'ADVERT_EXPIRED' ? 'expired' : 'deleted'} />;
    }
    if (refusal?.status === 404) return <DetailMessage kind="notFound" />;
    return (
      <DetailMessage
        kind="error"
        action={
          <button type="button" disabled={query.isFetching} onClick={() => void query.refetch()}>
            {t('retry')}
          </button>
        }
      />
    );
  }
  return <AdvertView advert={query.data} />;
}

export { advertLoader as loader } from './advert-loader';
/** The screen as its route entry loads it (app/screens.tsx), its loader in the same chunk. */
export { AdvertDetailPage as Component };
