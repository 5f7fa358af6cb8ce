import { LANGUAGES } from '@zeng/contract/constants';
import { localizedPath, PATH_ALIASES, PATHS } from '@zeng/contract/routes';
import { isOneOf, keysOf } from '@zeng/contract/typed';

/**
 * What search engines are told of each screen:
 * - `listed`: in the sitemap (its three languages) and open to crawlers;
 * - `adverts`: the advert page, listed once per shown advert (sitemap children by category);
 * - `unlisted`: open to crawlers, left out of the sitemap;
 * - `disallowed`: robots.txt keeps crawlers out (private screens, filter screens, search).
 * Typed over every key of PATHS, so a new screen does not compile until it is placed here.
 */
export const SCREEN_INDEXING = {
  home: 'listed',
  tablets: 'listed',
  simCards: 'listed',
  accessories: 'listed',
  // A heading only while the section has no content (docs/product.md): nothing worth a search result.
  shopsServices: 'unlisted',
  todayAdverts: 'listed',
  todayTablets: 'listed',
  todaySim: 'listed',
  todayAccessories: 'listed',
  addAdvert: 'disallowed',
  filters: 'disallowed',
  tabletFilters: 'disallowed',
  search: 'disallowed',
  advertDetail: 'adverts',
  // Liked adverts are kept on the device: every crawler would see the same empty page.
  likedPage: 'disallowed',
  signUp: 'disallowed',
  registration: 'disallowed',
  login: 'disallowed',
  otpConfirm: 'disallowed',
  userProfile: 'disallowed',
  settings: 'disallowed',
  aboutUs: 'listed',
  terms: 'listed',
  adminPanel: 'disallowed',
  requestPreview: 'disallowed',
} as const satisfies Record<keyof typeof PATHS, 'listed' | 'adverts' | 'unlisted' | 'disallowed'>;

type Screen = keyof typeof PATHS;
const screens: Screen[] = keysOf(SCREEN_INDEXING);

/** The Azerbaijani paths of the static pages the sitemap lists, in PATHS order. */
export const LISTED_PATHS: readonly string[] = screens
  .filter((screen) => SCREEN_INDEXING[screen] === 'listed')
  .map((screen) => PATHS[screen]);

/** Every path robots.txt disallows (the second spellings too), in each language. */
export function disallowedPaths(): string[] {
  const own = screens.filter((screen) => SCREEN_INDEXING[screen] === 'disallowed').map((screen) => PATHS[screen]);
  const aliases = Object.entries(PATH_ALIASES)
    .filter(([, target]) => isOneOf(own, target))
    .map(([alias]) => alias);
  return LANGUAGES.flatMap((lang) => [...own, ...aliases].map((path) => localizedPath(path, lang)));
}
