import { LANGUAGES, type Language } from '@zeng/contract/constants';
import { escapeHtml, escapeJsonForScript } from '@zeng/contract/html';
import { numberedPageOnly, PAGE_PARAM } from '@zeng/contract/page-address';
import { localizedPath } from '@zeng/contract/routes';
import type { HeadArgs, ScreenData, ScreenEntry } from '../app/screen-entry';
import { documentTitle } from '../lib/use-document-title';
import { socialTags } from './social-tags';

/**
 * The page's <head> tags: the screen's title and description in its language (its entry's `head`, else
 * its route title), robots, the canonical address and its language alternates (az, en, ru, x-default)
 * as its policy says, what a shared link of it shows (social-tags.ts) and its structured data. Every
 * value is escaped.
 */
export async function pageHead(entry: ScreenEntry | undefined, data: ScreenData, args: HeadArgs): Promise<string> {
  const { path, search, language, origin, status, t } = args;
  const head = entry?.head && (typeof entry.head === 'function' ? entry.head : await entry.head.lazy());
  const own = head ? head(data, args) : {};
  const title = own.title ?? t(`titles.${entry?.id ?? 'notFound'}`);
  const description = own.description ?? t('head:description');
  const tags = [
    `<title>${escapeHtml(documentTitle(title))}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
  ];
  const policy = entry?.policy || undefined;
  const indexable =
    status === 200 && policy !== undefined && policy.index !== 'disallowed' && policy.index !== 'unlisted';
  // A list's numbered page (`?page=3`) is a page of its own: indexed, named by its own address.
  const pageNumber = data.paging && numberedPageOnly(search) === data.paging.number ? data.paging.number : 1;
  const plain = search === '' || pageNumber > 1;
  if (!indexable || (!plain && !policy.queryVersions)) {
    tags.push('<meta name="robots" content="noindex" />');
    return tags.join('');
  }
  // A filtered, sorted or searched listing is the plain listing for a search engine (or its filter's
  // landing page): not listed itself, its links followed, its canonical that address.
  if (!plain) tags.push('<meta name="robots" content="noindex, follow" />');
  const numbered = (n: number) => (n > 1 ? `?${PAGE_PARAM}=${n}` : '');
  // A filtered list points to its nearest landing page (a brand's, a city's…) where it has one.
  const canonical = plain ? path : (data.canonicalPath ?? path);
  const absolute = (lng: Language, n = pageNumber) =>
    new URL(localizedPath(canonical, lng) + numbered(n), origin).toString();
  tags.push(`<link rel="canonical" href="${escapeHtml(absolute(language))}" />`);
  for (const lng of LANGUAGES) {
    tags.push(`<link rel="alternate" hreflang="${lng}" href="${escapeHtml(absolute(lng))}" />`);
  }
  tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(absolute('az'))}" />`);
  if (plain && data.paging) {
    if (pageNumber > 1) tags.push(`<link rel="prev" href="${escapeHtml(absolute(language, pageNumber - 1))}" />`);
    if (data.paging.hasNext) tags.push(`<link rel="next" href="${escapeHtml(absolute(language, pageNumber + 1))}" />`);
  }
  tags.push(socialTags({ ...own.share, title, description, url: absolute(language), language, origin }));
  for (const item of own.structuredData ?? []) {
    tags.push(`<script type="application/ld+json">${escapeJsonForScript(JSON.stringify(item))}</script>`);
  }
  return tags.join('');
}
