import { PRODUCT_CATEGORIES, type ProductCategory } from '@zeng/contract/constants';
import { PAGE_PARAM, TRACKING_PREFIXES } from '@zeng/contract/page-address';
import type { ScreenInfo } from '@zeng/contract/page-rendering';
import { advertHref, sellerHref } from '@zeng/contract/routes';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import { AppError } from '../../lib/errors.js';
import { type AnswerUse, KeptAnswers, type Loaded } from '../../lib/kept-answers.js';
import type { LivePaths } from '../catalog/landing-pages.js';
import { blockOf, childName, idsOfBlock, lastBlock, type SitemapChild } from './child-names.js';
import { type ListedAdvert, SitemapRepository } from './repository.js';
import { disallowedPaths, listedPaths } from './screens.js';
import { type SitemapDocument, sitemapDocument } from './sitemap-document.js';
import { pageUrls, sitemapIndex, URLS_PER_PAGE, URLSET_CLOSE, URLSET_OPEN } from './sitemap-xml.js';

/** The protocol's ceiling of addresses (`<url>` elements) in one sitemap (sitemaps.org). */
export const MAX_URLS_PER_SITEMAP = 50_000;
/** Adverts read from the database at a time while a child sitemap is built. */
const BATCH_SIZE = 500;
/**
 * The share of the kept bytes the sellers' children may take: a seller's child lists one address per
 * seller with a shown advert where an advert's lists one per advert, so theirs are a fraction of the size.
 */
const SELLERS_SHARE_OF_BYTES = 1 / 8;
/**
 * How stale a sitemap may be: proxies and crawlers may keep one this long (routes.ts, Cache-Control),
 * and nothing is kept longer, changes heard or not.
 */
export const SITEMAP_MAX_AGE_S = 3600;

export interface SeoOptions {
  db: Database;
  clock: Clock;
  /** The site's configured address (config.ts, PUBLIC_ORIGIN), never a request's Host. */
  publicOrigin: string;
  /** Whether changes to shown adverts are heard now (ADR 0011): built sitemaps are kept only then. */
  hearsChanges(): boolean;
  /** The web app's screens with their policies (the built renderer's route table); none without a web build. */
  screens: readonly ScreenInfo[];
  /** Bytes of built sitemaps kept (config.ts, SITEMAP_MEMORY_MB). */
  keptBytes: number;
  /** Addresses in one child sitemap; each page counts once per language. Tests set a small one. */
  urlsPerSitemap?: number;
  /** Adverts per database read while building a child. */
  batchSize?: number;
  /** The landing pages with shown adverts as last counted (catalog/landing-pages.ts); none when absent. */
  landingPaths?: () => LivePaths;
}

/**
 * Counts a build against the client that asked for it, and throws (429) past its allowance. Called only
 * when something has to be built: what is kept, or being built for another request, costs nothing.
 */
export type BeforeBuild = () => Promise<void>;

/** A build counted first against the client that starts it: refused past its allowance (429). */
const counted =
  <T>(beforeBuild: BeforeBuild, build: () => Promise<Loaded<T>>) =>
  async (): Promise<Loaded<T>> => {
    await beforeBuild();
    return build();
  };

/** A build refused to its starter's client is not another's: whoever waited for it starts its own. */
const SHARED_BUILD: AnswerUse = { starterOnly: (err) => err instanceof AppError && err.statusCode === 429 };

/**
 * What search engines read: robots.txt and the sitemap, an index of children that each hold at most
 * `urlsPerSitemap` addresses (docs/decisions/0024-sitemaps-kept.md). Adverts are listed by category in
 * fixed blocks of ids, as wide as the adverts a child holds, so a child's name means one range for
 * good; the index names the blocks that hold a shown advert. Each category's blocks and each child are
 * built once and kept until an advert of the category changes; a name the index does not write is
 * answered 404 from what is kept. Sellers' pages (issue 35) are listed the same way, in blocks of user
 * ids, those with a shown advert only, and forgotten when an advert of any category changes.
 */
export class SeoService {
  readonly #repo: SitemapRepository;
  readonly #clock: Clock;
  readonly #origin: string;
  readonly #screens: readonly ScreenInfo[];
  readonly #listedPaths: readonly string[];
  readonly #batchSize: number;
  /** Pages (static or adverts) in one child, and so the width of a block of advert ids. */
  readonly pagesPerSitemap: number;
  /** Each category's blocks that hold a shown advert, in order. */
  readonly #blocks: KeptAnswers<readonly number[]>;
  /** Advert children by name; null for a block that held no shown advert when it was built. */
  readonly #children: KeptAnswers<SitemapDocument | null>;
  /** The blocks of user ids that hold a seller with a shown advert, in order (under the key 'sellers'). */
  readonly #sellerBlocks: KeptAnswers<readonly number[]>;
  /** Sellers' children by name; null for a block that held no such seller when it was built. */
  readonly #sellerChildren: KeptAnswers<SitemapDocument | null>;
  /** The static pages' children: made once, never changed while the server runs. */
  readonly #pageChildren = new Map<number, Promise<SitemapDocument>>();
  readonly #landingPaths: () => LivePaths;
  /** The landing pages' children of one count: made again when the counts are. */
  #landingChildren: { of: LivePaths; children: Map<number, Promise<SitemapDocument>> } | null = null;
  readonly #startedAt: Date;

  constructor(options: SeoOptions) {
    const urls = options.urlsPerSitemap ?? MAX_URLS_PER_SITEMAP;
    if (!Number.isInteger(urls) || urls < URLS_PER_PAGE || urls > MAX_URLS_PER_SITEMAP) {
      throw new Error(`urlsPerSitemap must be an integer from ${URLS_PER_PAGE} to ${MAX_URLS_PER_SITEMAP}`);
    }
    this.#repo = new SitemapRepository(options.db);
    this.#clock = options.clock;
    this.#origin = options.publicOrigin;
    this.#screens = options.screens;
    this.#listedPaths = listedPaths(options.screens);
    this.#batchSize = options.batchSize ?? BATCH_SIZE;
    this.pagesPerSitemap = Math.floor(urls / URLS_PER_PAGE);
    // Bounded by the children's bytes, not their count: a few hundred blocks at a million adverts.
    const keep = {
      isLive: options.hearsChanges,
      maxAgeMs: SITEMAP_MAX_AGE_S * 1000,
      maxEntries: Number.POSITIVE_INFINITY,
    };
    const sellersBytes = Math.floor(options.keptBytes * SELLERS_SHARE_OF_BYTES);
    this.#blocks = new KeptAnswers(this.#clock, keep);
    this.#children = new KeptAnswers(this.#clock, { ...keep, maxBytes: options.keptBytes - sellersBytes });
    // Kept under no category (null): a seller's adverts are of any, so every change forgets them all.
    this.#sellerBlocks = new KeptAnswers(this.#clock, keep);
    this.#sellerChildren = new KeptAnswers(this.#clock, { ...keep, maxBytes: sellersBytes });
    this.#startedAt = this.#clock.now();
    this.#landingPaths = options.landingPaths ?? (() => ({ paths: [], countedAt: this.#startedAt }));
  }

  /** A shown advert of `category` changed (null: anything may have changed): its sitemaps are built again. */
  forget(category: ProductCategory | null): void {
    this.#blocks.forget(category);
    this.#children.forget(category);
    // A seller's first shown advert, or their last, may be of any category.
    this.#sellerBlocks.forget(null);
    this.#sellerChildren.forget(null);
  }

  /**
   * robots.txt: crawlers kept out of the API, private, filter and search screens and any query but a
   * list's numbered page and where a visitor came from, in every language.
   */
  robotsTxt(): string {
    const lines = [
      'User-agent: *',
      'Disallow: /api/',
      // Filtered, sorted and searched listings: the plain lists, their numbered pages and the landing
      // pages hold every advert. The longest rule that matches wins (RFC 9309), so these are open.
      'Disallow: /*?',
      `Allow: /*?${PAGE_PARAM}=`,
      ...TRACKING_PREFIXES.map((prefix) => `Allow: /*?${prefix}`),
      ...disallowedPaths(this.#screens).map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${this.#origin}/sitemap.xml`,
    ];
    return `${lines.join('\n')}\n`;
  }

  /** The index: the static pages' children, each category's advert children in id order, then the sellers'. */
  async sitemapIndex(beforeBuild: BeforeBuild): Promise<string> {
    const children: SitemapChild[] = [];
    for (let page = 1; page <= this.#pageChildCount(); page++) children.push({ kind: 'pages', page });
    const landings = Math.ceil(this.#landingPaths().paths.length / this.pagesPerSitemap);
    for (let page = 1; page <= landings; page++) children.push({ kind: 'landings', page });
    for (const category of PRODUCT_CATEGORIES) {
      for (const block of await this.#shownBlocks(category, beforeBuild)) {
        children.push({ kind: 'adverts', category, block });
      }
    }
    for (const block of await this.#shownSellerBlocks(beforeBuild)) children.push({ kind: 'sellers', block });
    return sitemapIndex(children.map((child) => `${this.#origin}/sitemaps/${childName(child)}.xml`));
  }

  /** One child sitemap, or null when the index names no such child (then nothing is read or built). */
  async sitemapChild(child: SitemapChild, beforeBuild: BeforeBuild): Promise<SitemapDocument | null> {
    if (child.kind === 'pages') return child.page <= this.#pageChildCount() ? this.#pagesChild(child.page) : null;
    if (child.kind === 'sellers') return this.#sellersChild(child.block, beforeBuild);
    if (child.kind === 'landings') return this.#landingsChild(child.page);
    const { category, block } = child;
    if (block > lastBlock(this.pagesPerSitemap)) return null;
    if (!(await this.#shownBlocks(category, beforeBuild)).includes(block)) return null;
    return this.#children.get(
      category,
      childName(child),
      counted(beforeBuild, () => this.#buildChild(category, block)),
      SHARED_BUILD,
    );
  }

  #pageChildCount(): number {
    return Math.ceil(this.#listedPaths.length / this.pagesPerSitemap);
  }

  #pagesChild(page: number): Promise<SitemapDocument> {
    let made = this.#pageChildren.get(page);
    if (!made) {
      const from = (page - 1) * this.pagesPerSitemap;
      const paths = this.#listedPaths.slice(from, from + this.pagesPerSitemap);
      const parts = [URLSET_OPEN, ...paths.map((path) => pageUrls(this.#origin, path)), URLSET_CLOSE];
      // They change only with a new version of the server.
      made = sitemapDocument(parts, this.#startedAt);
      made.catch(() => this.#pageChildren.delete(page));
      this.#pageChildren.set(page, made);
    }
    return made;
  }

  /**
   * A chunk of the landing pages that hold a shown advert (a brand's, a model's, a city's…), as last
   * counted: made once per count, dated by it; null past the last chunk.
   */
  #landingsChild(page: number): Promise<SitemapDocument> | null {
    const live = this.#landingPaths();
    if (this.#landingChildren?.of !== live) this.#landingChildren = { of: live, children: new Map() };
    const from = (page - 1) * this.pagesPerSitemap;
    if (from >= live.paths.length) return null;
    const { children } = this.#landingChildren;
    let made = children.get(page);
    if (!made) {
      const paths = live.paths.slice(from, from + this.pagesPerSitemap);
      made = sitemapDocument(
        [URLSET_OPEN, ...paths.map((path) => pageUrls(this.#origin, path)), URLSET_CLOSE],
        live.countedAt,
      );
      made.catch(() => children.delete(page));
      children.set(page, made);
    }
    return made;
  }

  #shownBlocks(category: ProductCategory, beforeBuild: BeforeBuild): Promise<readonly number[]> {
    return this.#blocks.get(
      category,
      category,
      counted(beforeBuild, () => this.#walkBlocks(category)),
      SHARED_BUILD,
    );
  }

  /**
   * The blocks of a category that hold a shown advert: from each one, the first shown advert past its
   * end names the next, so the walk takes one index probe per block listed (plus the last, empty one).
   */
  async #walkBlocks(category: ProductCategory) {
    const now = this.#clock.now();
    const blocks: number[] = [];
    let id = await this.#repo.firstShownId(category, 1, now);
    while (id !== null) {
      const block = blockOf(id, this.pagesPerSitemap);
      blocks.push(block);
      if (block >= lastBlock(this.pagesPerSitemap)) break;
      id = await this.#repo.firstShownId(category, idsOfBlock(block + 1, this.pagesPerSitemap).from, now);
    }
    return { value: blocks, bytes: 8 * blocks.length, validUntil: null };
  }

  /**
   * A block's child: its shown adverts read in batches by keyset and compressed as they come. It is
   * right until the first of them expires; its Last-Modified is the block's newest change.
   */
  async #buildChild(category: ProductCategory, block: number) {
    const now = this.#clock.now();
    const { from, to } = idsOfBlock(block, this.pagesPerSitemap);
    const read = (fromId: number) => this.#repo.shownAdverts(category, { fromId, toId: to }, this.#batchSize, now);
    // Dated before the adverts are read: a change made meanwhile may be listed without being in the date
    // (the next build's later date has a crawler fetch it again), never dated without being listed.
    const newest = await this.#repo.newestChange(category, { fromId: from, toId: to }, now);
    const first = await read(from);
    // Its last advert went between the index and this request (or expired): nothing to list.
    if (first.length === 0 || newest === null) return { value: null, bytes: 0, validUntil: null };
    const batchSize = this.#batchSize;
    const origin = this.#origin;
    let firstExpiry = Number.POSITIVE_INFINITY;
    const urls = (batch: ListedAdvert[]) =>
      batch
        .map((advert) => {
          firstExpiry = Math.min(firstExpiry, advert.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY);
          return pageUrls(origin, advertHref(category, advert.id), advert.updatedAt);
        })
        .join('');
    async function* parts() {
      yield URLSET_OPEN;
      let batch = first;
      for (;;) {
        yield urls(batch);
        const last = batch.at(-1)?.id;
        // A short batch was the last one.
        if (last === undefined || batch.length < batchSize || last >= to) break;
        batch = await read(last + 1);
      }
      yield URLSET_CLOSE;
    }
    const document = await sitemapDocument(parts(), newest);
    const validUntil = Number.isFinite(firstExpiry) ? new Date(firstExpiry) : null;
    return { value: document, bytes: document.gzipped.length, validUntil };
  }

  /** A block of sellers' child, as sitemapChild answers it: null unless the index names it. */
  async #sellersChild(block: number, beforeBuild: BeforeBuild): Promise<SitemapDocument | null> {
    if (block > lastBlock(this.pagesPerSitemap)) return null;
    if (!(await this.#shownSellerBlocks(beforeBuild)).includes(block)) return null;
    return this.#sellerChildren.get(
      null,
      childName({ kind: 'sellers', block }),
      counted(beforeBuild, () => this.#buildSellersChild(block)),
      SHARED_BUILD,
    );
  }

  #shownSellerBlocks(beforeBuild: BeforeBuild): Promise<readonly number[]> {
    return this.#sellerBlocks.get(
      null,
      'sellers',
      counted(beforeBuild, () => this.#walkSellerBlocks()),
      SHARED_BUILD,
    );
  }

  /** The blocks of user ids holding a seller with a shown advert, walked as #walkBlocks walks adverts'. */
  async #walkSellerBlocks() {
    const now = this.#clock.now();
    const blocks: number[] = [];
    let id = await this.#repo.firstSellerId(1, now);
    while (id !== null) {
      const block = blockOf(id, this.pagesPerSitemap);
      blocks.push(block);
      if (block >= lastBlock(this.pagesPerSitemap)) break;
      id = await this.#repo.firstSellerId(idsOfBlock(block + 1, this.pagesPerSitemap).from, now);
    }
    // A seller whose last advert expires stays listed until the next change or the hour's end: their
    // page still answers (with no adverts), so nothing listed is ever a 404.
    return { value: blocks, bytes: 8 * blocks.length, validUntil: null };
  }

  /**
   * A block's child of sellers' pages, read in batches by keyset. Dated when it is built: what changes
   * a seller's page (any advert of theirs) has no one column to read a date from, and a date no older
   * than the list keeps If-Modified-Since from answering 304 to a list that changed.
   */
  async #buildSellersChild(block: number) {
    const now = this.#clock.now();
    const { from, to } = idsOfBlock(block, this.pagesPerSitemap);
    const read = (fromId: number) => this.#repo.sellersWithShownAdverts({ fromId, toId: to }, this.#batchSize, now);
    const first = await read(from);
    if (first.length === 0) return { value: null, bytes: 0, validUntil: null };
    const batchSize = this.#batchSize;
    const origin = this.#origin;
    async function* parts() {
      yield URLSET_OPEN;
      let batch = first;
      for (;;) {
        yield batch.map((id) => pageUrls(origin, sellerHref(id))).join('');
        const last = batch.at(-1);
        if (last === undefined || batch.length < batchSize || last >= to) break;
        batch = await read(last + 1);
      }
      yield URLSET_CLOSE;
    }
    const document = await sitemapDocument(parts(), now);
    return { value: document, bytes: document.gzipped.length, validUntil: null };
  }
}
