import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@zeng/contract/constants';
import { LANGUAGE_COOKIE } from '@zeng/contract/page-rendering';
import { isOneOf } from '@zeng/contract/typed';

/** The first supported language of an Accept-Language header, by quality; az when none is. */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { code: tag.toLowerCase().slice(0, 2), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { code } of ranked) if (isOneOf(LANGUAGES, code)) return code;
  return DEFAULT_LANGUAGE;
}

const LANGUAGE_COOKIE_PATTERN = new RegExp(`(?:^|;)\\s*${LANGUAGE_COOKIE}=([a-z]{2})\\s*(?:;|$)`);

/**
 * The language a person chose (the cookie the web app sets when they pick one, and the server when
 * they open an /en or /ru address), or undefined when they never chose.
 */
export function storedLanguage(cookie: string | undefined): Language | undefined {
  const stored = LANGUAGE_COOKIE_PATTERN.exec(cookie ?? '')?.[1];
  return isOneOf(LANGUAGES, stored) ? stored : undefined;
}
