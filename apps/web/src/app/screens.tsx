import type { ProductCategory } from '@zeng/contract/constants';
import type { ScreenPolicy } from '@zeng/contract/page-rendering';
import type { AdvertScreenData } from '../features/advert-detail/advert-loader';
import { ListingPage } from '../features/listings/ListingPage';
import type { LandingScreenData } from '../features/listings/landing-loader';
import type { SellerScreenData } from '../features/seller/seller-loader';
import { defineScreen, POLICY, type RouteId, type ScreenEntry } from './screen-entry';

/** A listing's page: the same for everybody at its plain address, kept until its category's adverts change. */
const listed = (category: ProductCategory): ScreenPolicy => ({
  cache: 'shared',
  changesWith: category,
  index: 'listed',
  queryVersions: true,
  readLimit: null,
});

/** A category's listing, drawn at once: the listings are the app's first script. */
const listing = (id: RouteId, category: ProductCategory) =>
  defineScreen({
    id,
    screen: { element: <ListingPage category={category} /> },
    // Fetched when a navigation first runs it: a page the server drew runs no loader as it wakes up.
    loader: { lazy: () => import('../features/listings/listing-loader').then((m) => m.listingLoader(category)) },
    head: import.meta.env.SSR && {
      lazy: () => import('../features/listings/listing-head').then((m) => m.listingHead(category)),
    },
    policy: import.meta.env.SSR && listed(category),
  });

/** Today's adverts of a category: a listing, but seldom the first page of a visit, so not in home's script. */
const today = (id: RouteId, category: ProductCategory) =>
  defineScreen({
    id,
    screen: {
      module: import.meta.env.SSR && 'src/features/listings/TodayPage.tsx',
      load: () =>
        import('../features/listings/TodayPage').then(({ TodayPage }) => ({
          Component: () => <TodayPage category={category} />,
        })),
    },
    loader: { lazy: () => import('../features/listings/listing-loader').then((m) => m.todayLoader(category)) },
    head: import.meta.env.SSR && {
      lazy: () => import('../features/listings/listing-head').then((m) => m.listingHead(category)),
    },
    policy: import.meta.env.SSR && { ...listed(category), queryVersions: false },
  });

/** A category's landing pages (a brand's, a model's, a city's…): lists of their own, indexed one by one. */
const landing = (id: RouteId, category: ProductCategory) =>
  defineScreen<LandingScreenData>({
    id,
    screen: {
      module: import.meta.env.SSR && 'src/features/listings/LandingPage.tsx',
      load: () =>
        import('../features/listings/LandingPage').then(({ LandingPage }) => ({
          Component: () => <LandingPage category={category} Listing={ListingPage} />,
        })),
    },
    namespaces: ['landing'],
    loader: { lazy: () => import('../features/listings/landing-loader').then((m) => m.landingLoader(category)) },
    head: import.meta.env.SSR && {
      lazy: () => import('../features/listings/landing-head').then((m) => m.landingHead),
    },
    policy: import.meta.env.SSR && { ...listed(category), index: 'landings' },
  });

async function filterScreen(kind: 'phone' | 'tablet') {
  const [{ FilterScreen }, configs] = await Promise.all([
    import('../features/filters/FilterScreen'),
    import('../features/filters/filter-screen-config'),
  ]);
  const config = kind === 'phone' ? configs.PHONE_FILTER_SCREEN : configs.TABLET_FILTER_SCREEN;
  return { Component: () => <FilterScreen config={config} /> };
}

/**
 * Every screen of the app (docs/product.md, "Screens and routes"), each in one entry: its route, code,
 * translations, what it reads first, its head and its policy (docs/architecture.md, "Adding a screen").
 * Every screen but the listings loads on demand: its code stays out of the home bundle.
 */
export const SCREENS: readonly ScreenEntry[] = [
  listing('home', 'phone'),
  listing('tablets', 'tablet'),
  listing('simCards', 'sim'),
  listing('accessories', 'accessory'),
  today('todayAdverts', 'phone'),
  today('todayTablets', 'tablet'),
  today('todaySim', 'sim'),
  today('todayAccessories', 'accessory'),
  landing('phoneLanding', 'phone'),
  landing('tabletLanding', 'tablet'),
  landing('simLanding', 'sim'),
  landing('accessoryLanding', 'accessory'),
  {
    id: 'shopsServices',
    screen: {
      module: import.meta.env.SSR && 'src/features/listings/ShopsServicesPage.tsx',
      load: () => import('../features/listings/ShopsServicesPage'),
    },
    namespaces: ['info'],
    // A heading only while the section has no content (docs/product.md): nothing worth a search result.
    policy: import.meta.env.SSR && { ...POLICY.page, index: 'unlisted' },
  },
  {
    id: 'addAdvert',
    screen: {
      module: import.meta.env.SSR && 'src/features/post-advert/PostAdvertPage.tsx',
      load: () => import('../features/post-advert/PostAdvertPage'),
    },
    namespaces: ['post', 'advert', 'errors', 'finding'],
    browserOnly: 'for visitors',
    policy: import.meta.env.SSR && POLICY.private,
  },
  {
    id: 'filters',
    screen: {
      module: import.meta.env.SSR && 'src/features/filters/FilterScreen.tsx',
      load: () => filterScreen('phone'),
    },
    namespaces: ['finding'],
    policy: import.meta.env.SSR && POLICY.closed,
  },
  {
    id: 'tabletFilters',
    screen: {
      module: import.meta.env.SSR && 'src/features/filters/FilterScreen.tsx',
      load: () => filterScreen('tablet'),
    },
    namespaces: ['finding'],
    policy: import.meta.env.SSR && POLICY.closed,
  },
  {
    id: 'search',
    screen: {
      module: import.meta.env.SSR && 'src/features/search/SearchPage.tsx',
      load: () => import('../features/search/SearchPage'),
    },
    namespaces: ['finding'],
    // Results for words are made per visit: a crawler is kept out of them.
    policy: import.meta.env.SSR && { ...POLICY.closed, cache: 'none' },
  },
  defineScreen<AdvertScreenData>({
    id: 'advertDetail',
    screen: {
      module: import.meta.env.SSR && 'src/features/advert-detail/AdvertDetailPage.tsx',
      load: () => import('../features/advert-detail/AdvertDetailPage'),
    },
    namespaces: ['advert', 'errors'],
    head: import.meta.env.SSR && {
      lazy: () => import('../features/advert-detail/advert-head').then((m) => m.advertHead),
    },
    policy: import.meta.env.SSR && {
      cache: 'advert',
      changesWith: null,
      index: 'adverts',
      queryVersions: false,
      readLimit: 'advert',
    },
  }),
  defineScreen<SellerScreenData>({
    id: 'seller',
    screen: {
      module: import.meta.env.SSR && 'src/features/seller/SellerPage.tsx',
      load: () => import('../features/seller/SellerPage'),
    },
    namespaces: ['advert'],
    head: import.meta.env.SSR && { lazy: () => import('../features/seller/seller-head').then((m) => m.sellerHead) },
    // Drawn for each visit (its adverts change with each of theirs), counted as an advert's page is.
    policy: import.meta.env.SSR && {
      cache: 'none',
      changesWith: null,
      index: 'sellers',
      queryVersions: false,
      readLimit: 'advert',
    },
  }),
  {
    id: 'likedPage',
    screen: {
      module: import.meta.env.SSR && 'src/features/liked/LikedPage.tsx',
      load: () => import('../features/liked/LikedPage'),
    },
    namespaces: ['liked'],
    // Liked adverts are kept on the device: every crawler would see the same empty page.
    browserOnly: 'always',
    policy: import.meta.env.SSR && POLICY.closed,
  },
  {
    id: 'signUp',
    screen: {
      module: import.meta.env.SSR && 'src/features/auth/SignUpPage.tsx',
      load: () => import('../features/auth/SignUpPage'),
    },
    namespaces: ['auth', 'errors'],
    browserOnly: 'always',
    policy: import.meta.env.SSR && POLICY.closed,
  },
  {
    id: 'registration',
    screen: {
      module: import.meta.env.SSR && 'src/features/auth/RegistrationPage.tsx',
      load: () => import('../features/auth/RegistrationPage'),
    },
    namespaces: ['auth', 'errors'],
    browserOnly: 'always',
    policy: import.meta.env.SSR && POLICY.closed,
  },
  {
    id: 'login',
    screen: {
      module: import.meta.env.SSR && 'src/features/auth/LoginPage.tsx',
      load: () => import('../features/auth/LoginPage'),
    },
    namespaces: ['auth', 'errors'],
    browserOnly: 'always',
    policy: import.meta.env.SSR && POLICY.closed,
  },
  {
    id: 'otpConfirm',
    screen: {
      module: import.meta.env.SSR && 'src/features/auth/OtpConfirmPage.tsx',
      load: () => import('../features/auth/OtpConfirmPage'),
    },
    namespaces: ['auth', 'errors'],
    browserOnly: 'always',
    policy: import.meta.env.SSR && POLICY.closed,
  },
  {
    id: 'userProfile',
    screen: {
      module: import.meta.env.SSR && 'src/features/profile/ProfilePage.tsx',
      load: () => import('../features/profile/ProfilePage'),
    },
    namespaces: ['profile', 'errors'],
    browserOnly: 'for visitors',
    policy: import.meta.env.SSR && POLICY.private,
  },
  {
    id: 'settings',
    screen: {
      module: import.meta.env.SSR && 'src/features/settings/SettingsPage.tsx',
      load: () => import('../features/settings/SettingsPage'),
    },
    namespaces: ['settings', 'errors'],
    browserOnly: 'for visitors',
    policy: import.meta.env.SSR && POLICY.private,
  },
  {
    id: 'notifications',
    screen: {
      module: import.meta.env.SSR && 'src/features/notifications/notifications-part.ts',
      // With the bell's code, which every signed-in page has fetched: one chunk for both (a chunk of its
      // own has the bundler split modules the app shares with it out of the app's script).
      load: () =>
        import('../features/notifications/notifications-part').then((m) => ({ Component: m.NotificationsPage })),
    },
    namespaces: ['profile', 'errors'],
    browserOnly: 'for visitors',
    policy: import.meta.env.SSR && POLICY.private,
  },
  {
    id: 'savedSearches',
    screen: {
      module: import.meta.env.SSR && 'src/features/notifications/notifications-part.ts',
      // With the bell's chunk, as the notifications screen is.
      load: () =>
        import('../features/notifications/notifications-part').then((m) => ({ Component: m.SavedSearchesPage })),
    },
    namespaces: ['profile', 'errors'],
    browserOnly: 'for visitors',
    policy: import.meta.env.SSR && POLICY.private,
  },
  {
    id: 'aboutUs',
    screen: {
      module: import.meta.env.SSR && 'src/features/info/AboutPage.tsx',
      load: () => import('../features/info/AboutPage'),
    },
    namespaces: ['info'],
    policy: import.meta.env.SSR && POLICY.page,
  },
  {
    id: 'terms',
    screen: {
      module: import.meta.env.SSR && 'src/features/info/TermsPage.tsx',
      load: () => import('../features/info/TermsPage'),
    },
    namespaces: ['info'],
    policy: import.meta.env.SSR && POLICY.page,
  },
  {
    id: 'adminPanel',
    screen: {
      module: import.meta.env.SSR && 'src/features/admin/AdminPanelPage.tsx',
      load: () => import('../features/admin/AdminPanelPage'),
    },
    namespaces: ['admin', 'advert', 'errors'],
    browserOnly: 'for visitors',
    policy: import.meta.env.SSR && POLICY.private,
  },
  {
    id: 'requestPreview',
    screen: {
      module: import.meta.env.SSR && 'src/features/admin/RequestPreviewPage.tsx',
      load: () => import('../features/admin/RequestPreviewPage'),
    },
    namespaces: ['admin', 'advert', 'errors'],
    browserOnly: 'for visitors',
    policy: import.meta.env.SSR && POLICY.private,
  },
  {
    id: 'notFound',
    screen: {
      module: import.meta.env.SSR && 'src/features/info/NotFoundPage.tsx',
      load: () => import('../features/info/NotFoundPage'),
    },
    policy: import.meta.env.SSR && {
      cache: 'none',
      changesWith: null,
      index: 'unlisted',
      queryVersions: false,
      readLimit: null,
    },
  },
];
