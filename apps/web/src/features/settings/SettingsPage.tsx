import { LANGUAGES } from '@zeng/contract/constants';
import { PATHS } from '@zeng/contract/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Icon } from '../../components/Icon';
import { PageHeading } from '../../components/PageHeading';
import { chooseLanguage, currentLanguage } from '../../lib/i18n';
import { useSignedOutRedirect } from '../../lib/session';
import { useLogout } from './api/logout';
import styles from './SettingsPage.module.css';

/** /settingsPage: About us, terms, the interface language, and log out after a yes/no confirmation. */
export function SettingsPage() {
  const { t, i18n } = useTranslation(['settings', 'common']);
  const activeLanguage = currentLanguage(i18n.resolvedLanguage);
  // A logout leads to /login, a visitor without a session to /signUp.
  const signedOutRedirect = useSignedOutRedirect();
  const location = useLocation();
  const logout = useLogout();
  const [confirming, setConfirming] = useState(false);

  if (signedOutRedirect) return <Navigate to={signedOutRedirect} replace />;

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
              <Icon name="info" size={20} aria-hidden="true" className={styles.icon} />
              <span className={styles.label}>{t('aboutUs')}</span>
              <Icon name="chevron-right" size={18} aria-hidden="true" className={styles.chevron} />
            </Link>
          </li>
          <li>
            <Link to={PATHS.terms} className={styles.row}>
              <Icon name="file-text" size={20} aria-hidden="true" className={styles.icon} />
              <span className={styles.label}>{t('terms')}</span>
              <Icon name="chevron-right" size={18} aria-hidden="true" className={styles.chevron} />
            </Link>
          </li>
        </ul>
      </section>

      <section className={styles.group} aria-labelledby="settings-language">
        <h2 id="settings-language" className={styles.groupTitle}>
          {t('language')}
        </h2>
        {/* The choice the top bar's language menu offers, as native radios: tappable, and read as one choice. */}
        <div role="radiogroup" aria-labelledby="settings-language" className={styles.list}>
          {LANGUAGES.map((lng) => (
            <label key={lng} className={`${styles.row} ${styles.choice}`}>
              <span className={styles.languageCode} aria-hidden="true">
                {lng}
              </span>
              <span className={styles.label} lang={lng}>
                {t(`common:language.${lng}`)}
              </span>
              <input
                type="radio"
                name="language"
                value={lng}
                checked={lng === activeLanguage}
                onChange={() => chooseLanguage(lng, location)}
                className={styles.radio}
              />
            </label>
          ))}
        </div>
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
              <Icon name="log-out" size={20} aria-hidden="true" className={styles.icon} />
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
            <Icon name="circle-alert" size={18} aria-hidden="true" />
            {t('logoutFailed')}
          </p>
        ) : (
          <p className={styles.dialogText}>{t('logoutText')}</p>
        )}
      </ConfirmDialog>
    </div>
  );
}
