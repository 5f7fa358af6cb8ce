/** Every screen route (docs/product.md); the web router and the server's SPA fallback both use it. */
export const PATHS = {
  home: '/',
  tablets: '/tablets',
  simCards: '/simCards',
  accessories: '/accessories',
  shopsServices: '/shopsServices',
  todayAdverts: '/todayAdverts',
  todayTablets: '/todayTablets',
  todaySim: '/todaySIM',
  todayAccessories: '/todayAcc',
  addAdvert: '/addAdvert',
  filters: '/filters',
  tabletFilters: '/tabletsfilters',
  search: '/search',
  advertDetail: '/phone-preview/:productCategory/:id',
  likedPage: '/likedPage',
  signUp: '/signUp',
  registration: '/registration',
  login: '/login',
  otpConfirm: '/otpConfirm',
  userProfile: '/userProfile',
  settings: '/settingsPage',
  aboutUs: '/aboutUs',
  terms: '/termsConditionsCard',
  adminPanel: '/adminPanel',
  requestPreview: '/requestPreview',
} as const;

/** Second spellings of the same screens (docs/product.md, "Screens and routes"). */
export const PATH_ALIASES = {
  '/signup': PATHS.signUp,
  '/otpconfirm': PATHS.otpConfirm,
} as const;

export const API_PREFIX = '/api/v1/zeng';

export function advertHref(productCategory: string, id: number | string): string {
  return `/phone-preview/${encodeURIComponent(productCategory)}/${encodeURIComponent(String(id))}`;
}

/** True when a browser path is one of the screens (so the server answers the SPA with 200). */
export function isScreenPath(pathname: string): boolean {
  if (pathname in PATH_ALIASES) return true;
  return Object.values(PATHS).some((pattern) => {
    if (!pattern.includes(':')) return pattern === pathname;
    const re = new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`);
    return re.test(pathname);
  });
}

/** The form in edit mode for one advert; the URL alone reopens it after a reload. */
export function editAdvertHref(productCategory: string, id: number | string): string {
  return `${PATHS.addAdvert}?edit=${encodeURIComponent(productCategory)}/${encodeURIComponent(String(id))}`;
}

/** A moderator's preview of one request; the URL alone reopens it after a reload. */
export function requestPreviewHref(productCategory: string, id: number | string): string {
  return `${PATHS.requestPreview}?category=${encodeURIComponent(productCategory)}&id=${encodeURIComponent(String(id))}`;
}
