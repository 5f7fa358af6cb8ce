import { PATHS } from '@zeng/contract/routes';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon';
import { LazyPart } from '../../components/LazyPart';
import { Logo } from '../../components/Logo';
import { signInHref, useSignedIn } from '../../lib/session';
import styles from './TopBar.module.css';

// Desktop only: a phone never downloads the links' measuring and More menu. Until they arrive their
// place is held, so nothing beside them moves.
const TopBarLinks = lazy(() => import('./TopBarLinks').then((m) => ({ default: m.TopBarLinks })));
// The desktop's search box: drawn by the server as a form that searches; its suggestions' code comes after the page.
// The language menu: drawn by the server, its popup's code after the page (home's script budget).
const LanguageMenu = lazy(() => import('./LanguageMenu').then((m) => ({ default: m.LanguageMenu })));
const SearchBox = lazy(() => import('../../components/search-box/SearchBox').then((m) => ({ default: m.SearchBox })));

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
          <Suspense fallback={null}>
            <SearchBox variant="bar" />
          </Suspense>
        </div>
        <div className={`${styles.linksSlot} desktop-only`}>
          <LazyPart fallback={<div className={styles.links} />}>
            <TopBarLinks />
          </LazyPart>
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
          <LazyPart>
            <LanguageMenu />
          </LazyPart>
        </div>
      </div>
    </header>
  );
}
