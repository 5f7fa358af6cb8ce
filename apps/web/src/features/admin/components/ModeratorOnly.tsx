import { canModerate } from '@zeng/contract/permissions';
import { PATHS } from '@zeng/contract/routes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { Icon } from '../../../components/Icon';
import { PageHeading } from '../../../components/PageHeading';
import { useCurrentUser } from '../../../lib/current-user-query';
import { errorText } from '../../../lib/error-text';
import { useSignedIn } from '../../../lib/session';
import styles from './ModeratorOnly.module.css';

/**
 * The moderation screens are for moderators and administrators only (the server refuses everyone
 * else anyway): a visitor goes to /login, a signed-in user without the role reads why not.
 */
export function ModeratorOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['admin', 'errors']);
  const signedIn = useSignedIn();
  const me = useCurrentUser();

  if (!signedIn) return <Navigate to={PATHS.login} replace />;
  if (me.isPending) {
    return (
      <p role="status" className={styles.loading}>
        {t('loading')}
      </p>
    );
  }
  if (me.isError) {
    return (
      <div className={styles.notice}>
        <p role="alert" className={styles.error}>
          <Icon name="circle-alert" size={18} aria-hidden="true" />
          {errorText(me.error, t)}
        </p>
        <button type="button" className={styles.button} onClick={() => void me.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!canModerate({ role: me.data.userGroup })) {
    return (
      <section className={styles.notice}>
        <Icon name="shield-x" size={48} aria-hidden="true" className={styles.icon} />
        <PageHeading>{t('notAllowed.title')}</PageHeading>
        <p className={styles.text}>{t('notAllowed.text')}</p>
        <Link to={PATHS.home} className={styles.button}>
          {t('backHome')}
        </Link>
      </section>
    );
  }
  return children;
}
