import { DEFAULT_LANGUAGE, type Language } from './constants.js';
import { entriesOf } from './typed.js';

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
  notifications: '/notifications',
  savedSearches: '/savedSearches',
  aboutUs: '/aboutUs',
  terms: '/termsConditionsCard',
  adminPanel: '/adminPanel',
  requestPreview: '/requestPreview',
  seller: '/seller/:id',
  // Landing pages (landing.ts): a brand's, a model's, a city's… under their category's base.
  phoneLanding: '/phones/*',
  tabletLanding: '/tablets/*',
  simLanding: '/simCards/*',
  accessoryLanding: '/accessories/*',
} as const;

/** Second spellings of the same screens (docs/product.md, "Screens and routes"). */
export const PATH_ALIASES = {
  '/signup': PATHS.signUp,
  '/otpconfirm': PATHS.otpConfirm,
} as const;

export const API_PREFIX = '/api/v1/zeng';

/**
 * What goes before a screen's path in each language (docs/architecture.md): Azerbaijani at the plain
 * paths, English under /en, Russian under /ru.
 */
export const LANGUAGE_PREFIXES = { az: '', en: '/en', ru: '/ru' } as const satisfies Record<Language, string>;

/**
 * The address of a screen's path in one language: az leaves it as it is, en gives /en + path (home,
 * `/`, becomes `/en`). A query or fragment straight after home stays after the prefix (`/?q` → `/en?q`).
 */
export function localizedPath(path: string, lang: Language): string {
  const prefix = LANGUAGE_PREFIXES[lang];
  if (prefix === '') return path;
  if (path === '/' || path.startsWith('/?') || path.startsWith('/#')) return prefix + path.slice(1);
  return prefix + path;
}

/**
 * The language an address names and the screen's path without its prefix: `/en/tablets` → en,
 * `/tablets`; `/en` → en, `/`; `/enx` → az, `/enx` (a prefix is a whole first segment).
 */
export function splitLanguagePrefix(pathname: string): { language: Language; path: string } {
  for (const [language, prefix] of entriesOf(LANGUAGE_PREFIXES)) {
    if (prefix === '' || !pathname.startsWith(prefix)) continue;
    const rest = pathname.slice(prefix.length);
    if (rest === '') return { language, path: '/' };
    if (rest.startsWith('/')) return { language, path: rest };
    if (rest.startsWith('?') || rest.startsWith('#')) return { language, path: `/${rest}` };
  }
  return { language: DEFAULT_LANGUAGE, path: pathname };
}

export function advertHref(productCategory: string, id: number | string): string {
  return `/phone-preview/${encodeURIComponent(productCategory)}/${encodeURIComponent(String(id))}`;
}

/** A seller's public page: who they are and their live adverts. */
export function sellerHref(id: number | string): string {
  return PATHS.seller.replace(':id', encodeURIComponent(String(id)));
}

/** The form in edit mode for one advert; the URL alone reopens it after a reload. */
export function editAdvertHref(productCategory: string, id: number | string): string {
  return `${PATHS.addAdvert}?edit=${encodeURIComponent(productCategory)}/${encodeURIComponent(String(id))}`;
}

/** A moderator's preview of one request; the URL alone reopens it after a reload. */
export function requestPreviewHref(productCategory: string, id: number | string): string {
  return `${PATHS.requestPreview}?category=${encodeURIComponent(productCategory)}&id=${encodeURIComponent(String(id))}`;
}
