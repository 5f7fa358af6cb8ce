import { PATH_ALIASES, PATHS } from '@zeng/contract/routes';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ScreenPlaceholder } from '../components/ScreenPlaceholder';
import { AdvertDetailPage } from '../features/advert-detail/AdvertDetailPage';
import { FilterScreen } from '../features/filters/FilterScreen';
import { PHONE_FILTER_SCREEN, TABLET_FILTER_SCREEN } from '../features/filters/filter-screen-config';
import { NotFoundPage } from '../features/info/NotFoundPage';
import { LikedPage } from '../features/liked/LikedPage';
import { ListingPage } from '../features/listings/ListingPage';
import { ShopsServicesPage } from '../features/listings/ShopsServicesPage';
import { TodayPage } from '../features/listings/TodayPage';
import { SearchPage } from '../features/search/SearchPage';
import { AppLayout, type RouteHandle } from './layout/AppLayout';

const placeholder = (path: string, titleKey: string, handle?: RouteHandle): RouteObject => ({
  path,
  element: <ScreenPlaceholder titleKey={titleKey} />,
  handle,
});

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
      { path: PATHS.filters, element: <FilterScreen config={PHONE_FILTER_SCREEN} /> },
      { path: PATHS.tabletFilters, element: <FilterScreen config={TABLET_FILTER_SCREEN} /> },
      { path: PATHS.search, element: <SearchPage /> },
      { path: PATHS.advertDetail, element: <AdvertDetailPage /> },
      { path: PATHS.likedPage, element: <LikedPage /> },
      // The account and information screens load on demand: their code stays out of the home bundle.
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
