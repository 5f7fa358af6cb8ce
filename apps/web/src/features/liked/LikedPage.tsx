import { PATHS } from '@zeng/contract/routes';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CardList } from '../../components/advert-grid/CardList';
import { EmptyState, EmptyStateLink } from '../../components/EmptyState';
import { PageHeading } from '../../components/PageHeading';
import { useLikedAdverts } from '../../lib/liked';
import { syncLikedFromAccount } from '../../lib/liked-account';
import { useSignedIn } from '../../lib/session';
import { useFreshLiked } from './fresh-liked';
import styles from './LikedPage.module.css';
import { UnavailableCard } from './UnavailableCard';
import { useUndoUnlike } from './use-undo-unlike';

/**
 * /likedPage: the adverts liked on this device (a signed-in person's: with their account), the most recently liked first, as they are now (one
 * call refreshes them), then those no longer shown; or an empty state.
 */
export function LikedPage() {
  const { t } = useTranslation('liked');
  const liked = useLikedAdverts();
  const signedIn = useSignedIn();
  // A signed-in person's list is the account's: another device may have changed it.
  useEffect(() => {
    if (signedIn) void syncLikedFromAccount().catch(() => undefined);
  }, [signedIn]);
  const { cards, gone, stale } = useFreshLiked(liked);
  const page = useRef<HTMLElement>(null);
  useUndoUnlike(liked, page);

  return (
    <section ref={page} className={styles.page}>
      <PageHeading>{t('title')}</PageHeading>
      {liked.length === 0 ? (
        <div className={styles.empty}>
          <EmptyState text={t('empty')}>
            <EmptyStateLink to={PATHS.home}>{t('browse')}</EmptyStateLink>
          </EmptyState>
        </div>
      ) : (
        <>
          <p className={styles.note}>{t(signedIn ? 'noteAccount' : 'note')}</p>
          {stale && (
            <p className={styles.stale} role="status">
              {t('stale')}
            </p>
          )}
          <CardList cards={cards}>
            {gone.map((advert) => (
              <li key={`gone-${advert.id}`}>
                <UnavailableCard advert={advert} />
              </li>
            ))}
          </CardList>
        </>
      )}
    </section>
  );
}

/** The screen as its route entry loads it (app/screens.tsx). */
export { LikedPage as Component };
