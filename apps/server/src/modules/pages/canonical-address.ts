import { DEFAULT_LANGUAGE, type Language, PRODUCT_CATEGORIES } from '@zeng/contract/constants';
import { LANGUAGE_PREFIXES, localizedPath, PATH_ALIASES, PATHS } from '@zeng/contract/routes';
import { entriesOf, isOneOf } from '@zeng/contract/typed';

/**
 * Every screen's one spelling, found by its lower-case form: the router matches paths whatever their
 * case, so `/Tablets` and `/simcards` drew their screens under addresses of their own. The second
 * spellings of PATH_ALIASES lead to their screen's.
 */
const SCREEN_BY_LOWER_CASE = new Map<string, string>([
  ...Object.values(PATHS).map((path): [string, string] => [path.toLowerCase(), path]),
  ...Object.entries(PATH_ALIASES).map(([alias, path]): [string, string] => [alias.toLowerCase(), path]),
]);

/** The paths with parameters (an advert's, a seller's), by their segments. */
const PATHS_WITH_PARAMS = Object.values(PATHS)
  .filter((path) => path.includes('/:'))
  .map((path) => path.split('/'));

/** A parameter's one spelling: an id without leading zeros, a category in lower case; null when it is none. */
function canonicalParam(name: string, value: string): string | null {
  if (name === 'id') {
    const number = value.replace(/^0+(?=[0-9])/, '');
    return /^[1-9][0-9]*$/.test(number) ? number : null;
  }
  if (name === 'productCategory') {
    const category = value.toLowerCase();
    return isOneOf(PRODUCT_CATEGORIES, category) ? category : null;
  }
  return value;
}

function prefixLanguage(segment: string): Language | null {
  const lower = `/${segment.toLowerCase()}`;
  for (const [language, prefix] of entriesOf(LANGUAGE_PREFIXES)) {
    if (prefix !== '' && prefix === lower) return language;
  }
  return null;
}

/** `%41` is `A`: letters, digits and `-._~` mean the same escaped or not (RFC 3986, 6.2.2.2). */
const decodeUnreserved = (path: string) =>
  path.replace(/%([0-9A-Fa-f]{2})/g, (escaped, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return /[A-Za-z0-9\-._~]/.test(char) ? char : escaped;
  });

/** The paths that end in a splat (the landing pages' bases), by their lower-case base ("/phones/"). */
const SPLAT_BASES = Object.values(PATHS)
  .filter((path) => path.endsWith('/*'))
  .map((path) => path.slice(0, -1));

/** A screen's path as the app spells it, or the path itself (slashes tidied) when it names none. */
function canonicalScreenPath(path: string): string {
  const lower = path.toLowerCase();
  const screen = SCREEN_BY_LOWER_CASE.get(lower);
  if (screen) return screen;
  // A landing page's slugs are lower case: /Phones/Apple is /phones/apple.
  const splat = SPLAT_BASES.find((base) => lower.startsWith(base.toLowerCase()) && lower.length > base.length);
  if (splat) return `${splat}${lower.slice(splat.length)}`;
  const given = path.split('/');
  for (const segments of PATHS_WITH_PARAMS) {
    if (given.length !== segments.length) continue;
    const spelled = segments.map((segment, at) => {
      const value = given[at] ?? '';
      if (segment.startsWith(':')) return canonicalParam(segment.slice(1), value);
      return value.toLowerCase() === segment.toLowerCase() ? segment : null;
    });
    if (spelled.every((segment) => segment !== null)) return spelled.join('/');
  }
  return path;
}

/**
 * The one address of the page a path names (issue 34): slashes collapsed and none at the end,
 * unreserved characters unescaped, the language prefix and a screen's path spelled as the app spells
 * them, an advert's id without leading zeros. An address that differs is answered 301 to this one
 * before any limit, cache or render sees it, so each page is counted, kept and indexed once. A path
 * that names no screen keeps its own spelling (tidied) and is the 404 page.
 */
export function canonicalPageAddress(pathname: string): string {
  const tidy = decodeUnreserved(pathname)
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/$/, '$1');
  const [, first = '', ...rest] = tidy.split('/');
  const language = prefixLanguage(first);
  if (language === null) return localizedPath(canonicalScreenPath(tidy), DEFAULT_LANGUAGE);
  return localizedPath(canonicalScreenPath(`/${rest.join('/')}`), language);
}
