import { PATH_ALIASES, PATHS } from '@zeng/contract/routes';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ListingPage } from '../features/listings/ListingPage';
import { ShopsServicesPage } from '../features/listings/ShopsServicesPage';
import { TodayPage } from '../features/listings/TodayPage';
import { loadNamespaces } from '../lib/i18n';
import { AppErrorScreen } from './AppErrorScreen';
import { AppLayout, type RouteHandle } from './layout/AppLayout';

/** A lazy screen that also loads its translations before it renders. */
function withNamespace<T>(namespace: string | string[], load: () => Promise<T>) {
  const namespaces = Array.isArray(namespace) ? namespace : [namespace];
  return () => Promise.all([load(), loadNamespaces(...namespaces)]).then(([screen]) => screen);
}

async function filterScreen(kind: 'phone' | 'tablet') {
  const [{ FilterScreen }, configs] = await Promise.all([
    import('../features/filters/FilterScreen'),
    import('../features/filters/filter-screen-config'),
  ]);
  return {
    element: <FilterScreen config={kind === 'phone' ? configs.PHONE_FILTER_SCREEN : configs.TABLET_FILTER_SCREEN} />,
  };
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // Opened directly at a lazy screen, the router waits for its code: the shell (bar, tab bar) shows
    // meanwhile with an empty main, and the same layout stays mounted once the screen arrives.
    hydrateFallbackElement: <AppLayout />,
    // Anything a screen throws shows a translated way out, never the router's developer page.
    ErrorBoundary: AppErrorScreen,
    children: [
      { path: PATHS.home, element: <ListingPage category="phone" />, handle: { footer: true } satisfies RouteHandle },
      { path: PATHS.tablets, element: <ListingPage category="tablet" /> },
      { path: PATHS.simCards, element: <ListingPage category="sim" /> },
      { path: PATHS.accessories, element: <ListingPage category="accessory" /> },
      { path: PATHS.shopsServices, element: <ShopsServicesPage /> },
      { path: PATHS.todayAdverts, element: <TodayPage category="phone" /> },
      { path: PATHS.todayTablets, element: <TodayPage category="tablet" /> },
      { path: PATHS.todaySim, element: <TodayPage category="sim" /> },
      { path: PATHS.todayAccessories, element: <TodayPage category="accessory" /> },
      {
        path: PATHS.addAdvert,
        lazy: withNamespace(['post', 'advert', 'errors'], () =>
          import('../features/post-advert/PostAdvertPage').then((m) => ({ Component: m.PostAdvertPage })),
        ),
      },
      // Every screen but the listings loads on demand: its code stays out of the home bundle.
      { path: PATHS.filters, lazy: () => filterScreen('phone') },
      { path: PATHS.tabletFilters, lazy: () => filterScreen('tablet') },
      {
        path: PATHS.search,
        lazy: () => import('../features/search/SearchPage').then((m) => ({ Component: m.SearchPage })),
      },
      {
        path: PATHS.advertDetail,
        lazy: withNamespace(['advert', 'errors'], () =>
          import('../features/advert-detail/AdvertDetailPage').then((m) => ({ Component: m.AdvertDetailPage })),
        ),
      },
      {
        path: PATHS.likedPage,
        lazy: withNamespace('liked', () =>
          import('../features/liked/LikedPage').then((m) => ({ Component: m.LikedPage })),
        ),
      },
      {
        path: PATHS.signUp,
        lazy: withNamespace(['auth', 'errors'], () =>
          import('../features/auth/SignUpPage').then((m) => ({ Component: m.SignUpPage })),
        ),
      },
      {
        path: PATHS.registration,
        lazy: withNamespace(['auth', 'errors'], () =>
          import('../features/auth/RegistrationPage').then((m) => ({ Component: m.RegistrationPage })),
        ),
      },
      {
        path: PATHS.login,
        lazy: withNamespace(['auth', 'errors'], () =>
          import('../features/auth/LoginPage').then((m) => ({ Component: m.LoginPage })),
        ),
      },
      {
        path: PATHS.otpConfirm,
        lazy: withNamespace(['auth', 'errors'], () =>
          import('../features/auth/OtpConfirmPage').then((m) => ({ Component: m.OtpConfirmPage })),
        ),
      },
      {
        path: PATHS.userProfile,
        lazy: withNamespace(['profile', 'errors'], () =>
          import('../features/profile/ProfilePage').then((m) => ({ Component: m.ProfilePage })),
        ),
      },
      {
        path: PATHS.settings,
        lazy: withNamespace('settings', () =>
          import('../features/settings/SettingsPage').then((m) => ({ Component: m.SettingsPage })),
        ),
      },
      {
        path: PATHS.aboutUs,
        lazy: withNamespace('info', () =>
          import('../features/info/AboutPage').then((m) => ({ Component: m.AboutPage })),
        ),
        handle: { footer: true } satisfies RouteHandle,
      },
      {
        path: PATHS.terms,
        lazy: withNamespace('info', () =>
          import('../features/info/TermsPage').then((m) => ({ Component: m.TermsPage })),
        ),
        handle: { footer: true } satisfies RouteHandle,
      },
      {
        path: PATHS.adminPanel,
        lazy: withNamespace(['admin', 'advert', 'errors'], () =>
          import('../features/admin/AdminPanelPage').then((m) => ({ Component: m.AdminPanelPage })),
        ),
      },
      {
        path: PATHS.requestPreview,
        lazy: withNamespace(['admin', 'advert', 'errors'], () =>
          import('../features/admin/RequestPreviewPage').then((m) => ({ Component: m.RequestPreviewPage })),
        ),
      },
      ...Object.entries(PATH_ALIASES).map(([alias, target]) => ({
        path: alias,
        element: <Navigate to={target} replace />,
      })),
      {
        path: '*',
        lazy: () => import('../features/info/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
