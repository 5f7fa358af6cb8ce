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

const ADVERT_PREFIX = PATHS.advertDetail.slice(0, PATHS.advertDetail.indexOf('/:')).toLowerCase();

/** The language a first segment names, whatever its case (`EN` is `en`); az has none. */
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

/** A screen's path as the app spells it, or the path itself (slashes tidied) when it names none. */
function canonicalScreenPath(path: string): string {
  const lower = path.toLowerCase();
  const screen = SCREEN_BY_LOWER_CASE.get(lower);
  if (screen) return screen;
  if (lower.startsWith(`${ADVERT_PREFIX}/`)) {
    const [category, id, ...rest] = lower.slice(ADVERT_PREFIX.length + 1).split('/');
    const number = id?.replace(/^0+(?=[0-9])/, '');
    if (rest.length === 0 && isOneOf(PRODUCT_CATEGORIES, category) && number && /^[1-9][0-9]*$/.test(number)) {
      return `${ADVERT_PREFIX}/${category}/${number}`;
    }
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
