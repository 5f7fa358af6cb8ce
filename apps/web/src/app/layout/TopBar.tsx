import { PATHS } from '@zeng/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon';
import { lazyPart } from '../../components/LazyPart';
import { Logo } from '../../components/Logo';
import { signInHref, useSignedIn } from '../../lib/session';
import styles from './TopBar.module.css';

// Parts of the bar whose code comes when they are wanted (components/LazyPart.tsx): a phone never
// fetches the desktop's links and their More menu, nor its search box (drawn as a form that searches).
// The links measure what fits as soon as a desktop shows them; their place is held meanwhile.
const TopBarLinks = lazyPart('top-bar-links', () => import('./TopBarLinks').then((m) => m.TopBarLinks), {
  fallback: <div className={styles.links} />,
  whenShown: true,
});
// A signed-in person's bell asks for its count as soon as it shows: a visitor's page never draws it.
const NotificationBell = lazyPart(
  'notification-bell',
  () => import('../../features/notifications/notifications-part').then((m) => m.NotificationBell),
  { whenShown: true, namespaces: ['profile'] },
);
const LanguageMenu = lazyPart('language-menu', () => import('./LanguageMenu').then((m) => m.LanguageMenu));
const SearchBox = lazyPart(
  'search-box',
  () => import('../../components/search-box/SearchBox').then((m) => m.SearchBox),
  {
    namespaces: ['finding'],
  },
);

/**
 * Logo, search box and category links (desktop only; links that do not fit go under More), new advert and profile
 * buttons (desktop only), language menu.
 */
export function TopBar() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();

  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Link to={PATHS.home} className={styles.logo} aria-label={t('app.home')}>
          <Logo />
        </Link>
        <div className={`${styles.searchSlot} desktop-only`}>
          <SearchBox variant="bar" />
        </div>
        <div className={`${styles.linksSlot} desktop-only`}>
          <TopBarLinks />
        </div>
        <div className={styles.actions}>
          <Link
            to={signedIn ? PATHS.addAdvert : signInHref(PATHS.signUp, PATHS.addAdvert)}
            className={`${styles.newAdvert} desktop-only`}
          >
            <Icon name="circle-plus" size={18} aria-hidden="true" />
            {t('nav.newAdvert')}
          </Link>
          <Link
            to={signedIn ? PATHS.userProfile : signInHref(PATHS.signUp, PATHS.userProfile)}
            className={`${styles.user} desktop-only`}
            aria-label={signedIn ? t('nav.profile') : undefined}
          >
            <Icon name="circle-user-round" size={22} aria-hidden="true" />
            {!signedIn && <span>{t('nav.signUp')}</span>}
          </Link>
          {signedIn && <NotificationBell />}
          <LanguageMenu />
        </div>
      </div>
    </header>
  );
}
