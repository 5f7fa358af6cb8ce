/**
 * A search engine's crawl of the site, as issue 36 measures it: from `/`, following `<a href>` only (no
 * JavaScript, no forms), never asking for what robots.txt refuses, up to a number of links deep. What
 * it reports is what a crawler meets: each page's status, and whether a page answered 200 names
 * another address as its canonical while asking to be indexed.
 */
import { robotsAllow } from '@zeng/contract/robots-rules';

export interface CrawledPage {
  /** Path and query, as linked. */
  address: string;
  /** Links from `/` to it. */
  depth: number;
  status: number;
  /** Where a redirect sends it. */
  location?: string;
  /** Its canonical link's path and query, when it has one. */
  canonical?: string;
  noindex: boolean;
}

export interface Crawl {
  pages: Map<string, CrawledPage>;
  /** Addresses linked but refused by robots.txt (never asked for). */
  refused: Set<string>;
}

const decodeEntities = (text: string) =>
  text.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&#39;', "'");

/** The same-site addresses a page links to with `<a href>` (fragments dropped). */
export function linksOf(html: string, base: URL): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
    const href = decodeEntities(match[1] ?? '');
    if (href === '' || href.startsWith('#') || /^(tel|mailto|javascript):/i.test(href)) continue;
    const url = new URL(href, base);
    if (url.origin !== base.origin) continue;
    links.push(url.pathname + url.search);
  }
  return links;
}

/**
 * Crawls breadth first from `/`, `concurrency` requests at a time, to `maxDepth` links deep: a redirect's
 * target is at the depth of the link that led to it.
 */
export async function crawl(origin: string, maxDepth: number, concurrency = 4): Promise<Crawl> {
  const base = new URL(origin);
  const allowed = robotsAllow(await (await fetch(new URL('/robots.txt', base))).text());
  const pages = new Map<string, CrawledPage>();
  const refused = new Set<string>();
  let frontier = ['/'];
  const seen = new Set(frontier);
  for (let depth = 0; frontier.length > 0 && depth <= maxDepth; depth++) {
    const next: string[] = [];
    const queue = [...frontier];
    const visit = async (address: string) => {
      const res = await fetch(new URL(address, base), { redirect: 'manual' });
      const html = res.status === 200 ? await res.text() : '';
      if (res.status !== 200) await res.body?.cancel();
      const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
      const page: CrawledPage = {
        address,
        depth,
        status: res.status,
        noindex: /<meta name="robots" content="[^"]*noindex/.test(html),
      };
      if (canonical) {
        const url = new URL(decodeEntities(canonical));
        page.canonical = url.pathname + url.search;
      }
      const location = res.headers.get('location');
      const found = location ? [location] : depth < maxDepth ? linksOf(html, base) : [];
      if (location) page.location = location;
      pages.set(address, page);
      for (const link of found) {
        if (seen.has(link)) continue;
        seen.add(link);
        if (!allowed(link)) refused.add(link);
        // A redirect's target is where the same link leads: no deeper than it.
        else if (location) queue.push(link);
        else next.push(link);
      }
    };
    const workers = Array.from({ length: concurrency }, async () => {
      for (let address = queue.shift(); address !== undefined; address = queue.shift()) await visit(address);
    });
    await Promise.all(workers);
    frontier = next;
  }
  return { pages, refused };
}

/** Every advert address the sitemap lists, with its language alternates, by language. */
export async function sitemapAdverts(origin: string): Promise<Record<'az' | 'en' | 'ru', Set<string>>> {
  const base = new URL(origin);
  const byLanguage = { az: new Set<string>(), en: new Set<string>(), ru: new Set<string>() };
  const index = await (await fetch(new URL('/sitemap.xml', base))).text();
  const children = [...index.matchAll(/<loc>([^<]*)<\/loc>/g)]
    .map((m) => m[1] ?? '')
    .filter((loc) => /\/sitemaps\/(phone|tablet|sim|accessory)-\d+\.xml$/.test(loc));
  for (const child of children) {
    const xml = await (await fetch(child)).text();
    for (const [, lang, href] of xml.matchAll(/hreflang="(az|en|ru)" href="([^"]*)"/g)) {
      byLanguage[lang as 'az' | 'en' | 'ru'].add(new URL(href ?? '').pathname);
    }
  }
  return byLanguage;
}
