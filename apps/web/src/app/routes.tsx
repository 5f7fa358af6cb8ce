import type { Language, ProductCategory } from '@zeng/contract/constants';
import { LANGUAGE_PREFIXES, PATH_ALIASES, PATHS } from '@zeng/contract/routes';
import { Navigate, type RouteObject } from 'react-router';
import { BrowserOnly } from '../components/BrowserOnly';
import { ListingPage } from '../features/listings/ListingPage';
import { loadNamespaces } from '../lib/i18n';
import { AppErrorScreen } from './AppErrorScreen';
import { AppLayout, type RouteHandle } from './layout/AppLayout';

/** The router's base in a language: the app's paths are SPEC.md's under /en and /ru too. */
export const languageBasename = (language: Language) => LANGUAGE_PREFIXES[language] || '/';

/** A route's id is its name in PATHS; the server renderer picks each page's data and head by it. */
export type RouteId = keyof typeof PATHS | 'notFound';

type LazyScreen = () => Promise<{ Component: React.ComponentType }>;

/**
 * Screens whose content depends on what only the browser knows (the session, liked adverts, a code on
 * its way): the server sends the layout around them and the browser draws them (DESIGN.md, "Pages").
 */
const PRIVATE_SCREENS: RouteId[] = [
  'addAdvert',
  'likedPage',
  'signUp',
  'registration',
  'login',
  'otpConfirm',
  'userProfile',
  'settings',
  'adminPanel',
  'requestPreview',
];

const drawnInTheBrowser = ({ Component: Screen }: { Component: React.ComponentType }) => ({
  Component: () => (
    <BrowserOnly>
      <Screen />
    </BrowserOnly>
  ),
});

/**
 * A screen whose code loads on demand, with the translations it needs. `module` names its source file
 * as the build's manifest does, so a page the server renders with it names its chunk at once.
 */
function lazyScreen(id: RouteId, module: string, namespaces: string[], load: LazyScreen): RouteObject {
  const loadScreen = PRIVATE_SCREENS.includes(id) ? () => load().then(drawnInTheBrowser) : load;
  return {
    id,
    path: id === 'notFound' ? '*' : PATHS[id],
    lazy: () => Promise.all([loadScreen(), loadNamespaces(...namespaces)]).then(([screen]) => screen),
    // The module's name is for the server's renderer (its chunks to preload): the browser's build drops it.
    handle: { ...(import.meta.env.SSR && { module }), namespaces } satisfies RouteHandle,
  };
}

const screen = (id: keyof typeof PATHS, element: React.ReactNode): RouteObject => ({ id, path: PATHS[id], element });

async function filterScreen(kind: 'phone' | 'tablet') {
  const [{ FilterScreen }, configs] = await Promise.all([
    import('../features/filters/FilterScreen'),
    import('../features/filters/filter-screen-config'),
  ]);
  const config = kind === 'phone' ? configs.PHONE_FILTER_SCREEN : configs.TABLET_FILTER_SCREEN;
  return { Component: () => <FilterScreen config={config} /> };
}

/** Today's adverts of a category: a listing, but seldom the first page of a visit, so not in home's script. */
const todayScreen = (id: RouteId, category: ProductCategory) =>
  lazyScreen(id, 'src/features/listings/TodayPage.tsx', [], () =>
    import('../features/listings/TodayPage').then(({ TodayPage }) => ({
      Component: () => <TodayPage category={category} />,
    })),
  );

/** Every screen of the app (docs/product.md, "Screens and routes"), under the layout. */
export const screens: RouteObject[] = [
  screen('home', <ListingPage category="phone" />),
  screen('tablets', <ListingPage category="tablet" />),
  screen('simCards', <ListingPage category="sim" />),
  screen('accessories', <ListingPage category="accessory" />),
  todayScreen('todayAdverts', 'phone'),
  todayScreen('todayTablets', 'tablet'),
  todayScreen('todaySim', 'sim'),
  todayScreen('todayAccessories', 'accessory'),
  // Every screen but the listings loads on demand: its code stays out of the home bundle.
  lazyScreen('shopsServices', 'src/features/listings/ShopsServicesPage.tsx', [], () =>
    import('../features/listings/ShopsServicesPage').then((m) => ({ Component: m.ShopsServicesPage })),
  ),
  lazyScreen('addAdvert', 'src/features/post-advert/PostAdvertPage.tsx', ['post', 'advert', 'errors'], () =>
    import('../features/post-advert/PostAdvertPage').then((m) => ({ Component: m.PostAdvertPage })),
  ),
  lazyScreen('filters', 'src/features/filters/FilterScreen.tsx', [], () => filterScreen('phone')),
  lazyScreen('tabletFilters', 'src/features/filters/FilterScreen.tsx', [], () => filterScreen('tablet')),
  lazyScreen('search', 'src/features/search/SearchPage.tsx', [], () =>
    import('../features/search/SearchPage').then((m) => ({ Component: m.SearchPage })),
  ),
  lazyScreen('advertDetail', 'src/features/advert-detail/AdvertDetailPage.tsx', ['advert', 'errors'], () =>
    import('../features/advert-detail/AdvertDetailPage').then((m) => ({ Component: m.AdvertDetailPage })),
  ),
  lazyScreen('likedPage', 'src/features/liked/LikedPage.tsx', ['liked'], () =>
    import('../features/liked/LikedPage').then((m) => ({ Component: m.LikedPage })),
  ),
  lazyScreen('signUp', 'src/features/auth/SignUpPage.tsx', ['auth', 'errors'], () =>
    import('../features/auth/SignUpPage').then((m) => ({ Component: m.SignUpPage })),
  ),
  lazyScreen('registration', 'src/features/auth/RegistrationPage.tsx', ['auth', 'errors'], () =>
    import('../features/auth/RegistrationPage').then((m) => ({ Component: m.RegistrationPage })),
  ),
  lazyScreen('login', 'src/features/auth/LoginPage.tsx', ['auth', 'errors'], () =>
    import('../features/auth/LoginPage').then((m) => ({ Component: m.LoginPage })),
  ),
  lazyScreen('otpConfirm', 'src/features/auth/OtpConfirmPage.tsx', ['auth', 'errors'], () =>
    import('../features/auth/OtpConfirmPage').then((m) => ({ Component: m.OtpConfirmPage })),
  ),
  lazyScreen('userProfile', 'src/features/profile/ProfilePage.tsx', ['profile', 'errors'], () =>
    import('../features/profile/ProfilePage').then((m) => ({ Component: m.ProfilePage })),
  ),
  lazyScreen('settings', 'src/features/settings/SettingsPage.tsx', ['settings'], () =>
    import('../features/settings/SettingsPage').then((m) => ({ Component: m.SettingsPage })),
  ),
  lazyScreen('aboutUs', 'src/features/info/AboutPage.tsx', ['info'], () =>
    import('../features/info/AboutPage').then((m) => ({ Component: m.AboutPage })),
  ),
  lazyScreen('terms', 'src/features/info/TermsPage.tsx', ['info'], () =>
    import('../features/info/TermsPage').then((m) => ({ Component: m.TermsPage })),
  ),
  lazyScreen('adminPanel', 'src/features/admin/AdminPanelPage.tsx', ['admin', 'advert', 'errors'], () =>
    import('../features/admin/AdminPanelPage').then((m) => ({ Component: m.AdminPanelPage })),
  ),
  lazyScreen('requestPreview', 'src/features/admin/RequestPreviewPage.tsx', ['admin', 'advert', 'errors'], () =>
    import('../features/admin/RequestPreviewPage').then((m) => ({ Component: m.RequestPreviewPage })),
  ),
  ...Object.entries(PATH_ALIASES).map(([alias, target]) => ({
    path: alias,
    element: <Navigate to={target} replace />,
  })),
  lazyScreen('notFound', 'src/features/info/NotFoundPage.tsx', [], () =>
    import('../features/info/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
  ),
];

export const routes: RouteObject[] = [
  {
    id: 'layout',
    element: <AppLayout />,
    // The browser draws this while a lazy screen's code is on its way, when no server rendered the page
    // (the development server): the shell stays mounted once the screen arrives.
    hydrateFallbackElement: <AppLayout />,
    // Anything a screen throws shows a translated way out, never the router's developer page.
    ErrorBoundary: AppErrorScreen,
    children: screens,
  },
];
