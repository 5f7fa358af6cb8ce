import { Readable } from 'node:stream';
import { MAX_ID, PRODUCT_CATEGORIES, type ProductCategory } from '@zeng/contract/constants';
import { advertHref } from '@zeng/contract/routes';
import { isOneOf } from '@zeng/contract/typed';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import * as repo from './repository.js';
import { disallowedPaths, LISTED_PATHS } from './screens.js';
import { pageUrls, sitemapIndex, URLS_PER_PAGE, URLSET_CLOSE, URLSET_OPEN } from './sitemap-xml.js';

/** The protocol's ceiling of addresses (`<url>` elements) in one sitemap (sitemaps.org). */
export const MAX_URLS_PER_SITEMAP = 50_000;
/** Adverts read from the database at a time while a child sitemap is written. */
const BATCH_SIZE = 500;

export interface SeoOptions {
  db: Database;
  clock: Clock;
  /** The site's configured address (config.ts, PUBLIC_ORIGIN), never a request's Host. */
  publicOrigin: string;
  /** Addresses in one child sitemap; each page counts once per language. Tests set a small one. */
  urlsPerSitemap?: number;
  /** Adverts per database read while streaming a child. */
  batchSize?: number;
}

/** A child sitemap, as its name in /sitemaps/{name}.xml says: a chunk of the static pages, or adverts. */
export type SitemapChild =
  | { kind: 'pages'; page: number }
  | { kind: 'adverts'; category: ProductCategory; fromId: number };

const CHILD_NAME = new RegExp(`^(pages|${PRODUCT_CATEGORIES.join('|')})-([1-9][0-9]{0,9})\\.xml$`);

/** Reads a child sitemap's file name (`phone-1200.xml`, `pages-1.xml`); null when it names none. */
export function parseChildName(file: string): SitemapChild | null {
  const match = CHILD_NAME.exec(file);
  if (!match) return null;
  const [, kind = '', number = ''] = match;
  const n = Number(number);
  if (n > MAX_ID) return null;
  if (kind === 'pages') return { kind, page: n };
  return isOneOf(PRODUCT_CATEGORIES, kind) ? { kind: 'adverts', category: kind, fromId: n } : null;
}

/**
 * What search engines read: robots.txt and the sitemap, an index of children that each hold at most
 * `urlsPerSitemap` addresses. Adverts are listed by category in id order; each child is named by its
 * category and its first advert's id, and lists the shown adverts from there until it is full, so the
 * index only needs each child's first id: a keyset walk over the shown adverts' index.
 */
export class SeoService {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #origin: string;
  readonly #batchSize: number;
  /** Pages (static or adverts) in one child: every page takes one address per language. */
  readonly pagesPerSitemap: number;

  constructor(options: SeoOptions) {
    const urls = options.urlsPerSitemap ?? MAX_URLS_PER_SITEMAP;
    if (!Number.isInteger(urls) || urls < URLS_PER_PAGE || urls > MAX_URLS_PER_SITEMAP) {
      throw new Error(`urlsPerSitemap must be an integer from ${URLS_PER_PAGE} to ${MAX_URLS_PER_SITEMAP}`);
    }
    this.#db = options.db;
    this.#clock = options.clock;
    this.#origin = options.publicOrigin;
    this.#batchSize = options.batchSize ?? BATCH_SIZE;
    this.pagesPerSitemap = Math.floor(urls / URLS_PER_PAGE);
  }

  /** robots.txt: crawlers kept out of the API, private, filter and search screens and any query, in every language. */
  robotsTxt(): string {
    const lines = [
      'User-agent: *',
      'Disallow: /api/',
      // Filtered, sorted and searched listings; no page worth indexing has a query string.
      'Disallow: /*?',
      ...disallowedPaths().map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${this.#origin}/sitemap.xml`,
    ];
    return `${lines.join('\n')}\n`;
  }

  #childAddress(name: string): string {
    return `${this.#origin}/sitemaps/${name}.xml`;
  }

  /** The index: the static pages' children, then each category's advert children in id order. */
  async sitemapIndex(): Promise<string> {
    const now = this.#clock.now();
    const children: string[] = [];
    const pageChildren = Math.ceil(LISTED_PATHS.length / this.pagesPerSitemap);
    for (let page = 1; page <= pageChildren; page++) children.push(this.#childAddress(`pages-${page}`));
    for (const category of PRODUCT_CATEGORIES) {
      // Each child starts `pagesPerSitemap` shown adverts after the previous one's start.
      let start = await repo.shownIdAfter(this.#db, category, 1, 0, now);
      while (start !== null) {
        children.push(this.#childAddress(`${category}-${start}`));
        start = await repo.shownIdAfter(this.#db, category, start, this.pagesPerSitemap, now);
      }
    }
    return sitemapIndex(children);
  }

  /**
   * One child sitemap as a stream, or null when the name is one of none. An advert child's first
   * batch is read before the answer starts, so a database that cannot answer gets an error status
   * rather than a cut-off 200; the rest are read as the stream is consumed.
   */
  async sitemapChild(child: SitemapChild): Promise<Readable | null> {
    if (child.kind === 'pages') {
      const from = (child.page - 1) * this.pagesPerSitemap;
      const paths = LISTED_PATHS.slice(from, from + this.pagesPerSitemap);
      if (paths.length === 0) return null;
      return Readable.from([URLSET_OPEN, ...paths.map((path) => pageUrls(this.#origin, path)), URLSET_CLOSE], {
        objectMode: false,
      });
    }
    return Readable.from(await this.#advertChild(child.category, child.fromId), { objectMode: false });
  }

  async #advertChild(category: ProductCategory, fromId: number): Promise<AsyncGenerator<string>> {
    const now = this.#clock.now();
    const room = this.pagesPerSitemap;
    const size = (listed: number) => Math.min(this.#batchSize, room - listed);
    const read = (from: number, listed: number) => repo.shownAdverts(this.#db, category, from, size(listed), now);
    const first = await read(fromId, 0);
    const origin = this.#origin;

    return (async function* stream() {
      yield URLSET_OPEN;
      let batch = first;
      let listed = 0;
      while (batch.length > 0) {
        yield batch.map((advert) => pageUrls(origin, advertHref(category, advert.id), advert.updatedAt)).join('');
        const asked = size(listed);
        listed += batch.length;
        const last = batch.at(-1)?.id;
        // A short batch was the last one; a full child stops at its room.
        if (last === undefined || batch.length < asked || listed >= room) break;
        batch = await read(last + 1, listed);
      }
      yield URLSET_CLOSE;
    })();
  }
}
