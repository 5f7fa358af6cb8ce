import { PATHS } from '@zeng/contract/routes';
import ChevronRight from 'lucide-react/icons/chevron-right';
import CircleAlert from 'lucide-react/icons/circle-alert';
import FileText from 'lucide-react/icons/file-text';
import Info from 'lucide-react/icons/info';
import Languages from 'lucide-react/icons/languages';
import LogOut from 'lucide-react/icons/log-out';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageHeading } from '../../components/PageHeading';
import { useSignedIn } from '../../lib/session';
import { useLogout } from './api/logout';
import styles from './SettingsPage.module.css';

/** /settingsPage: About us, terms, and log out after a yes/no confirmation. */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const signedIn = useSignedIn();
  // Set just before the session is cleared: a logout leads to /login, a visitor without a session to /signUp.
  const loggedOut = useRef(false);
  const logout = useLogout({
    onLoggedOut: () => {
      loggedOut.current = true;
    },
  });
  const [confirming, setConfirming] = useState(false);

  if (!signedIn) return <Navigate to={loggedOut.current ? PATHS.login : PATHS.signUp} replace />;

  return (
    <div className={styles.page}>
      <PageHeading>{t('title')}</PageHeading>

      <section className={styles.group} aria-labelledby="settings-info">
        <h2 id="settings-info" className={styles.groupTitle}>
          {t('info')}
        </h2>
        <ul className={styles.list}>
          <li>
            <Link to={PATHS.aboutUs} className={styles.row}>
              <Info size={20} aria-hidden="true" className={styles.icon} />
              <span className={styles.label}>{t('aboutUs')}</span>
              <ChevronRight size={18} aria-hidden="true" className={styles.chevron} />
            </Link>
          </li>
          <li>
            <Link to={PATHS.terms} className={styles.row}>
              <FileText size={20} aria-hidden="true" className={styles.icon} />
              <span className={styles.label}>{t('terms')}</span>
              <ChevronRight size={18} aria-hidden="true" className={styles.chevron} />
            </Link>
          </li>
          <li className={styles.row}>
            <Languages size={20} aria-hidden="true" className={styles.icon} />
            <span className={styles.label}>
              {t('language')}
              <span className={styles.sub}>{t('languageHint')}</span>
            </span>
          </li>
        </ul>
      </section>

      <section className={styles.group} aria-labelledby="settings-account">
        <h2 id="settings-account" className={styles.groupTitle}>
          {t('account')}
        </h2>
        <ul className={styles.list}>
          <li>
            <button
              type="button"
              className={`${styles.row} ${styles.danger}`}
              onClick={() => {
                logout.reset();
                setConfirming(true);
              }}
            >
              <LogOut size={20} aria-hidden="true" className={styles.icon} />
              <span className={styles.label}>{t('logout')}</span>
            </button>
          </li>
        </ul>
      </section>

      <ConfirmDialog
        open={confirming}
        title={t('logoutQuestion')}
        confirmLabel={t('yes')}
        cancelLabel={t('no')}
        busy={logout.isPending}
        busyLabel={t('loggingOut')}
        tone="danger"
        onConfirm={() => logout.mutate()}
        onCancel={() => {
          if (!logout.isPending) setConfirming(false);
        }}
      >
        {logout.isError ? (
          <p role="alert" className={styles.alert}>
            <CircleAlert size={18} aria-hidden="true" />
            {t('logoutFailed')}
          </p>
        ) : (
          <p className={styles.dialogText}>{t('logoutText')}</p>
        )}
      </ConfirmDialog>
    </div>
  );
}
