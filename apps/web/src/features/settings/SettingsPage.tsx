import { ACCOUNT_TYPES, type AccountType, LANGUAGES } from '@zeng/contract/constants';
import { PATHS } from '@zeng/contract/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Icon } from '../../components/Icon';
import { PageHeading } from '../../components/PageHeading';
import { useCurrentUser } from '../../lib/current-user-query';
import { chooseLanguage, currentLanguage } from '../../lib/i18n';
import { useSignedOutRedirect } from '../../lib/session';
import { useLogout } from './api/logout';
import { useUpdateAccountType } from './api/update-account';
import { BusinessDetailsForm } from './components/BusinessDetailsForm';
import styles from './SettingsPage.module.css';

/** The icon beside each account type, as the profile's card shows it. */
const ACCOUNT_ICONS = { INDIVIDUAL: 'user-round', BUSINESS: 'building-2' } as const satisfies Record<
  AccountType,
  string
>;

/**
 * /settingsPage: About us, terms, the interface language, whether the person sells as an individual or a
 * business (shown on their seller page), and log out after a yes/no confirmation.
 */
export function SettingsPage() {
  const { t, i18n } = useTranslation(['settings', 'common']);
  const activeLanguage = currentLanguage(i18n.resolvedLanguage);
  // A logout leads to /login, a visitor without a session to /signUp.
  const signedOutRedirect = useSignedOutRedirect();
  const location = useLocation();
  const logout = useLogout();
  const [confirming, setConfirming] = useState(false);
  const user = useCurrentUser();
  const accountType = useUpdateAccountType();
  // The choice being saved shows at once; a refusal puts back what the server holds.
  const chosenType = accountType.isPending ? accountType.variables : user.data?.accountType;

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

      <section className={styles.group} aria-labelledby="settings-account-type">
        <h2 id="settings-account-type" className={styles.groupTitle}>
          {t('accountType')}
        </h2>
        {/* Saved as soon as it is chosen, like the language: native radios, read as one choice. */}
        <div
          role="radiogroup"
          aria-labelledby="settings-account-type"
          aria-busy={user.isPending || accountType.isPending}
          className={styles.list}
        >
          {ACCOUNT_TYPES.map((type) => (
            <label key={type} className={`${styles.row} ${styles.choice}`}>
              <Icon name={ACCOUNT_ICONS[type]} size={20} aria-hidden="true" className={styles.icon} />
              <span className={styles.label}>{t(`accountTypes.${type}`)}</span>
              <input
                type="radio"
                name="accountType"
                value={type}
                checked={type === chosenType}
                // Not disabled while saving: a disabled radio would drop the keyboard's focus.
                disabled={!user.data}
                onChange={() => {
                  if (!accountType.isPending) accountType.mutate(type);
                }}
                className={styles.radio}
              />
            </label>
          ))}
        </div>
        {accountType.isError && (
          <p role="alert" className={styles.alert}>
            <Icon name="circle-alert" size={18} aria-hidden="true" />
            {t('accountTypeFailed')}
          </p>
        )}
        {user.isError && (
          <p role="alert" className={styles.alert}>
            <Icon name="circle-alert" size={18} aria-hidden="true" />
            {t('accountTypeUnknown')}
          </p>
        )}
        <p role="status" className={styles.saved}>
          {accountType.isSuccess ? t('accountTypeSaved') : ''}
        </p>
        {user.data?.accountType === 'BUSINESS' && chosenType === 'BUSINESS' && <BusinessDetailsForm user={user.data} />}
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

export { settingsLoader as loader } from './settings-loader';
/** The screen as its route entry loads it (app/screens.tsx), its loader in the same chunk. */
export { SettingsPage as Component };
