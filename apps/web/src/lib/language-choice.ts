import { LANGUAGES, type Language, STORAGE_KEYS } from '@zeng/contract/constants';
import { LANGUAGE_COOKIE } from '@zeng/contract/page-rendering';
import { localizedPath, splitLanguagePrefix } from '@zeng/contract/routes';
import { isOneOf } from '@zeng/contract/typed';
import { sameSitePath } from './same-site-path';

export const isLanguage = (code: string | null | undefined): code is Language => isOneOf(LANGUAGES, code);

/** The language the person picked, as the server reads it (its cookie), or null. */
export function cookieLanguage(cookie = document.cookie): Language | null {
  const value = new RegExp(`(?:^|;)\\s*${LANGUAGE_COOKIE}=([a-z]{2})`).exec(cookie)?.[1];
  return isLanguage(value) ? value : null;
}

function storedLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.language);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The cookie that stores a language choice: over HTTPS (production) it travels over HTTPS only, as the server sets it. */
export function languageCookie(lng: Language, protocol = window.location.protocol) {
  return `${LANGUAGE_COOKIE}=${lng}; path=/; max-age=31536000; samesite=lax${protocol === 'https:' ? '; secure' : ''}`;
}

const ONE_YEAR_MS = 31_536_000_000;

/**
 * Remembers a language as the person's choice: the server reads the cookie, the app local storage.
 * Resolves once a page opened next is asked for with it: Chromium hands a document.cookie write to its
 * network process in its own time, and an address opened at once went out with the old choice (a
 * plain address was then sent back to English). The Cookie Store API, where there is one, says when.
 */
export async function rememberLanguage(lng: Language): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEYS.language, lng);
  } catch {
    // Not being able to remember the choice must not stop the switch.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: at once, in every browser; the Cookie Store API below is not in all.
  document.cookie = languageCookie(lng);
  if (typeof cookieStore === 'undefined') return;
  try {
    await cookieStore.set({
      name: LANGUAGE_COOKIE,
      value: lng,
      path: '/',
      expires: Date.now() + ONE_YEAR_MS,
      sameSite: 'lax',
    });
  } catch {
    // The document.cookie write stands.
  }
}

/** Where the app is: its path without the language prefix (the router's location), query and fragment. */
export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * The address of a place in the app in a language, query and fragment kept; the language's home when
 * the place is no path of this site (`/en//evil.example` would have led to another host).
 */
export function addressIn(lng: Language, { pathname, search, hash }: AppLocation) {
  return sameSitePath(`${localizedPath(pathname, lng)}${search}${hash}`) ?? localizedPath('/', lng);
}

/**
 * Opens an address as a new page: the one place the app leaves itself, so tests can follow it. Only
 * a path of this site is opened; anything else opens home.
 */
export const pageNavigation = {
  assign: (url: string) => window.location.assign(sameSitePath(url) ?? '/'),
  replace: (url: string) => window.location.replace(sameSitePath(url) ?? '/'),
};

/**
 * Someone who chose English or Russian before addresses had languages has the choice in local storage
 * only: the server, which reads the cookie, could not send them on. Their plain address is replaced by
 * their language's, and the cookie set, once. Returns true when the page is being left.
 */
export function followStoredLanguage(pageLanguage: Language): boolean {
  if (cookieLanguage() !== null) return false;
  const stored = storedLanguage();
  if (stored === null || stored === pageLanguage || splitLanguagePrefix(window.location.pathname).language !== 'az') {
    return false;
  }
  void rememberLanguage(stored);
  const { search, hash } = window.location;
  pageNavigation.replace(addressIn(stored, { pathname: window.location.pathname, search, hash }));
  return true;
}

/**
 * The language to offer a first-time visitor whose browser prefers one of ours other than the page's,
 * or null: nobody is sent anywhere by their browser's language alone (search engines and shared links
 * must reach every version), and someone who chose, or declined the offer, is not asked again.
 */
export function offeredLanguage(pageLanguage: Language, languages = navigator.languages ?? [navigator.language]) {
  if (cookieLanguage() !== null || storedLanguage() !== null) return null;
  const preferred = languages.map((l) => l.slice(0, 2).toLowerCase()).find(isLanguage);
  return preferred && preferred !== pageLanguage ? preferred : null;
}
