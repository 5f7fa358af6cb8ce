import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch, SavedSearchChange } from '@zeng/contract/saved-searches';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { EmptyState, EmptyStateLink } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import { PageHeading } from '../../components/PageHeading';
import { errorText } from '../../lib/error-text';
import { LISTINGS } from '../../lib/listing-config';
import {
  changeSavedSearch,
  deleteSavedSearch,
  openSavedSearch,
  savedSearchesKey,
  savedSearchesQuery,
} from '../../lib/saved-searches';
import { useSignedOutRedirect } from '../../lib/session';
import shared from './NotificationsPage.module.css';
import styles from './SavedSearchesPage.module.css';

/** The listing a saved search shows, as its address: the category's list with the saved query. */
export const savedSearchHref = (search: Pick<SavedSearch, 'category' | 'query'>) =>
  `${LISTINGS[search.category].path}${search.query ? `?${search.query}` : ''}`;

/** One saved search: its name leads to its listing (what it found is then no longer new); pause, SMS, delete. */
function SavedSearchItem({ search }: { search: SavedSearch }) {
  const { t } = useTranslation(['profile', 'errors', 'common']);
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ busy?: boolean; error?: unknown }>({});
  const act = async (work: () => Promise<unknown>) => {
    setState({ busy: true });
    try {
      await work();
      await queryClient.invalidateQueries({ queryKey: savedSearchesKey });
      setState({});
    } catch (error) {
      setState({ error });
    }
  };
  const change = (body: SavedSearchChange) => act(() => changeSavedSearch(search.id, body));
  const nameId = `saved-search-${search.id}`;

  return (
    <li className={search.paused ? `${styles.item} ${styles.paused}` : styles.item} aria-labelledby={nameId}>
      <div className={styles.head}>
        <Link
          id={nameId}
          to={savedSearchHref(search)}
          className={styles.name}
          // Opened: what it found so far is seen (the count starts again), whether or not the answer comes.
          onClick={() => void openSavedSearch(search.id).catch(() => {})}
        >
          {search.name}
        </Link>
        {search.newCount > 0 && (
          <span className={styles.new}>{t('savedSearches.newCount', { count: search.newCount })}</span>
        )}
      </div>
      <p className={styles.meta}>
        {t(`common:${LISTINGS[search.category].titleKey}`)}
        {search.paused && ` · ${t('savedSearches.pausedNote')}`}
      </p>
      <div className={styles.actions}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={search.sms}
            disabled={state.busy}
            onChange={(event) => change({ sms: event.target.checked })}
          />
          {t('savedSearches.smsDaily')}
        </label>
        <button
          type="button"
          className={styles.action}
          disabled={state.busy}
          onClick={() => change({ paused: !search.paused })}
        >
          <Icon name={search.paused ? 'play' : 'pause'} size={16} aria-hidden="true" />
          {t(search.paused ? 'savedSearches.resume' : 'savedSearches.pause')}
        </button>
        <button
          type="button"
          className={styles.action}
          disabled={state.busy}
          aria-label={t('savedSearches.deleteNamed', { name: search.name })}
          onClick={() => act(() => deleteSavedSearch(search.id))}
        >
          <Icon name="trash-2" size={16} aria-hidden="true" />
          {t('savedSearches.delete')}
        </button>
      </div>
      {state.error !== undefined && (
        <p role="alert" className={styles.error}>
          {errorText(state.error, t)}
        </p>
      )}
    </li>
  );
}

/**
 * /savedSearches: the signed-in person's saved searches, the newest first, each with how many adverts it
 * found since it was last opened; each can be opened, paused or resumed, sent as a daily SMS, deleted.
 */
export function SavedSearchesPage() {
  const { t } = useTranslation('profile');
  const signedOutRedirect = useSignedOutRedirect();
  const query = useQuery({ ...savedSearchesQuery(), enabled: !signedOutRedirect });

  if (signedOutRedirect) return <Navigate to={signedOutRedirect} replace />;
  const searches = query.data?.savedSearches ?? [];
  return (
    <section className={shared.page}>
      <PageHeading>{t('savedSearches.title')}</PageHeading>
      {query.isPending ? (
        <p aria-busy="true">{t('common:common.loading')}</p>
      ) : query.isError ? (
        <p role="alert">{t('savedSearches.failed')}</p>
      ) : searches.length === 0 ? (
        <EmptyState text={t('savedSearches.empty')}>
          <EmptyStateLink to={LISTINGS.phone.path}>{t('savedSearches.toListings')}</EmptyStateLink>
        </EmptyState>
      ) : (
        <>
          <p className={styles.intro}>{t('savedSearches.intro')}</p>
          <ul className={shared.list}>
            {searches.map((search) => (
              <SavedSearchItem key={search.id} search={search} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
