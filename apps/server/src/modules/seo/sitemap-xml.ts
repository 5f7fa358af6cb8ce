import { DEFAULT_LANGUAGE, LANGUAGES } from '@zeng/contract/constants';
import { localizedPath } from '@zeng/contract/routes';

/** The sitemaps.org protocol's namespace, and the one of the hreflang alternates inside it. */
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
export const URLSET_OPEN = `${DECLARATION}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n`;
export const URLSET_CLOSE = '</urlset>\n';

/** Every address of a page is listed in each language: one `<url>` per language (LANGUAGES.length). */
export const URLS_PER_PAGE = LANGUAGES.length;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text made safe as XML character data or an attribute value. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/**
 * One page in every language, as Google reads hreflang in sitemaps: a `<url>` for each language's
 * address, each naming all of them (itself included) and x-default, the Azerbaijani one.
 * `path` is the Azerbaijani path; `lastmod` is when the page last changed, when known.
 */
export function pageUrls(origin: string, path: string, lastmod?: Date): string {
  const address = (lang: (typeof LANGUAGES)[number]) => escapeXml(origin + localizedPath(path, lang));
  const alternates =
    LANGUAGES.map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${address(lang)}"/>`).join('') +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${address(DEFAULT_LANGUAGE)}"/>`;
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return LANGUAGES.map((lang) => `<url><loc>${address(lang)}</loc>${modified}${alternates}</url>\n`).join('');
}

/** A sitemap index naming these child sitemaps (absolute addresses). */
export function sitemapIndex(children: readonly string[]): string {
  const entries = children.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`).join('');
  return `${DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries}</sitemapindex>\n`;
}
