import { PATH_ALIASES, PATHS } from '@zeng/contract/routes';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ScreenPlaceholder } from '../components/ScreenPlaceholder';
import { NotFoundPage } from '../features/info/NotFoundPage';
import { ListingPage } from '../features/listings/ListingPage';
import { ShopsServicesPage } from '../features/listings/ShopsServicesPage';
import { TodayPage } from '../features/listings/TodayPage';
import { AppLayout, type RouteHandle } from './layout/AppLayout';

const placeholder = (path: string, titleKey: string, handle?: RouteHandle): RouteObject => ({
  path,
  element: <ScreenPlaceholder titleKey={titleKey} />,
  handle,
});

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
      placeholder(PATHS.addAdvert, 'pages.addAdvert'),
      // Every screen but the listings loads on demand: its code stays out of the home bundle.
      { path: PATHS.filters, lazy: () => filterScreen('phone') },
      { path: PATHS.tabletFilters, lazy: () => filterScreen('tablet') },
      {
        path: PATHS.search,
        lazy: () => import('../features/search/SearchPage').then((m) => ({ Component: m.SearchPage })),
      },
      {
        path: PATHS.advertDetail,
        lazy: () =>
          import('../features/advert-detail/AdvertDetailPage').then((m) => ({ Component: m.AdvertDetailPage })),
      },
      {
        path: PATHS.likedPage,
        lazy: () => import('../features/liked/LikedPage').then((m) => ({ Component: m.LikedPage })),
      },
      {
        path: PATHS.signUp,
        lazy: () => import('../features/auth/SignUpPage').then((m) => ({ Component: m.SignUpPage })),
      },
      {
        path: PATHS.registration,
        lazy: () => import('../features/auth/RegistrationPage').then((m) => ({ Component: m.RegistrationPage })),
      },
      { path: PATHS.login, lazy: () => import('../features/auth/LoginPage').then((m) => ({ Component: m.LoginPage })) },
      {
        path: PATHS.otpConfirm,
        lazy: () => import('../features/auth/OtpConfirmPage').then((m) => ({ Component: m.OtpConfirmPage })),
      },
      {
        path: PATHS.userProfile,
        lazy: () => import('../features/profile/ProfilePage').then((m) => ({ Component: m.ProfilePage })),
      },
      {
        path: PATHS.settings,
        lazy: () => import('../features/settings/SettingsPage').then((m) => ({ Component: m.SettingsPage })),
      },
      {
        path: PATHS.aboutUs,
        lazy: () => import('../features/info/AboutPage').then((m) => ({ Component: m.AboutPage })),
        handle: { footer: true } satisfies RouteHandle,
      },
      {
        path: PATHS.terms,
        lazy: () => import('../features/info/TermsPage').then((m) => ({ Component: m.TermsPage })),
        handle: { footer: true } satisfies RouteHandle,
      },
      placeholder(PATHS.adminPanel, 'pages.adminPanel'),
      placeholder(PATHS.requestPreview, 'pages.requestPreview'),
      ...Object.entries(PATH_ALIASES).map(([alias, target]) => ({
        path: alias,
        element: <Navigate to={target} replace />,
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
