import { canModerate } from '@zeng/contract/permissions';
import { PATHS } from '@zeng/contract/routes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { Icon } from '../../../components/Icon';
import { MessagePage } from '../../../components/MessagePage';
import { useCurrentUser } from '../../../lib/current-user-query';
import { errorText } from '../../../lib/error-text';
import { signInHref, useSignedIn } from '../../../lib/session';
import styles from './ModeratorOnly.module.css';

/**
 * The moderation screens are for moderators and administrators only (the server refuses everyone
 * else anyway): a visitor goes to /login and back here after, a signed-in user without the role reads why not.
 */
export function ModeratorOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['admin', 'errors']);
  const signedIn = useSignedIn();
  const me = useCurrentUser();
  const here = useLocation();

  if (!signedIn) return <Navigate to={signInHref(PATHS.login, `${here.pathname}${here.search}`)} replace />;
  if (me.isPending) {
    return (
      <p role="status" className={styles.loading}>
        {t('loading')}
      </p>
    );
  }
  if (me.isError) {
    return (
      <MessagePage icon={<Icon name="circle-alert" size={48} />} title={errorText(me.error, t)} alert>
        <button type="button" onClick={() => void me.refetch()}>
          {t('retry')}
        </button>
      </MessagePage>
    );
  }
  if (!canModerate({ role: me.data.userGroup })) {
    return (
      <MessagePage icon={<Icon name="shield-x" size={48} />} title={t('notAllowed.title')} text={t('notAllowed.text')}>
        <Link to={PATHS.home}>{t('backHome')}</Link>
      </MessagePage>
    );
  }
  return children;
}
