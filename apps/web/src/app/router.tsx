import { PATH_ALIASES, PATHS } from '@zeng/contract/routes';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ScreenPlaceholder } from '../components/ScreenPlaceholder';
import { HomePage } from '../features/home/HomePage';
import { NotFoundPage } from '../features/info/NotFoundPage';
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
      { path: PATHS.home, element: <HomePage />, handle: { footer: true } satisfies RouteHandle },
      placeholder(PATHS.tablets, 'nav.tablets'),
      placeholder(PATHS.simCards, 'nav.simCards'),
      placeholder(PATHS.accessories, 'nav.accessories'),
      placeholder(PATHS.shopsServices, 'pages.shopsServices'),
      placeholder(PATHS.todayAdverts, 'pages.todayAdverts'),
      placeholder(PATHS.todayTablets, 'pages.todayTablets'),
      placeholder(PATHS.todaySim, 'pages.todaySIM'),
      placeholder(PATHS.todayAccessories, 'pages.todayAcc'),
      placeholder(PATHS.addAdvert, 'pages.addAdvert'),
      placeholder(PATHS.filters, 'pages.filters'),
      placeholder(PATHS.tabletFilters, 'pages.tabletFilters'),
      placeholder(PATHS.search, 'pages.search'),
      placeholder(PATHS.advertDetail, 'pages.advertDetail'),
      placeholder(PATHS.likedPage, 'pages.likedPage'),
      placeholder(PATHS.signUp, 'pages.signUp'),
      placeholder(PATHS.registration, 'pages.registration'),
      placeholder(PATHS.login, 'pages.login'),
      placeholder(PATHS.otpConfirm, 'pages.otpConfirm'),
      placeholder(PATHS.userProfile, 'pages.userProfile'),
      placeholder(PATHS.settings, 'pages.settings'),
      placeholder(PATHS.aboutUs, 'pages.aboutUs', { footer: true }),
      placeholder(PATHS.terms, 'pages.terms'),
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
