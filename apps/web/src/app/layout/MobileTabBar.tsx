import { PATHS } from '@zeng/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Icon } from '../../components/Icon';
import type { IconName } from '../../components/icon/sprite-icons';
import { signInHref, useSignedIn } from '../../lib/session';
import styles from './MobileTabBar.module.css';

interface Tab {
  to: string;
  key: string;
  icon: IconName;
  needsAccount: boolean;
}

const TABS: Tab[] = [
  { to: PATHS.home, key: 'nav.home', icon: 'house', needsAccount: false },
  { to: PATHS.likedPage, key: 'nav.likedPage', icon: 'heart', needsAccount: false },
  { to: PATHS.addAdvert, key: 'nav.addAdvert', icon: 'square-plus', needsAccount: true },
  { to: PATHS.userProfile, key: 'nav.profile', icon: 'user-round', needsAccount: true },
  { to: PATHS.settings, key: 'nav.settings', icon: 'settings', needsAccount: true },
];

/** Home, liked, add advert, profile, settings; the last three lead to /signUp without an access token. */
export function MobileTabBar() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  return (
    <nav className={`${styles.bar} phone-only`} aria-label={t('nav.tabBar')}>
      {TABS.map(({ to, key, icon, needsAccount }) =>
        needsAccount && !signedIn ? (
          // Three tabs lead a visitor to sign-up, and on to the tab once signed in; none is "the current page" there.
          <Link key={to} to={signInHref(PATHS.signUp, to)} className={styles.tab}>
            <Icon name={icon} size={22} aria-hidden="true" />
            <span>{t(key)}</span>
          </Link>
        ) : (
          <NavLink
            key={to}
            to={to}
            end
            className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}
          >
            <Icon name={icon} size={22} aria-hidden="true" />
            <span>{t(key)}</span>
          </NavLink>
        ),
      )}
    </nav>
  );
}
