import { gunzipSync } from 'node:zlib';
import { LANGUAGES, PRODUCT_CATEGORIES, type ProductCategory } from '@zeng/contract/constants';
import type { ScreenInfo } from '@zeng/contract/page-rendering';
import { robotsAllow } from '@zeng/contract/robots-rules';
import { advertHref, localizedPath, PATHS } from '@zeng/contract/routes';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { MemoryRateLimitStore } from '../../infra/rate-limit/memory.js';
import { openEmbeddedWithQueue } from '../../testing/embedded-with-queue.js';
import { eventually } from '../../testing/eventually.js';
import { createAdvert, createUser, TestClock, tokenFor } from '../../testing/factories.js';
import { callApi, createTestApp, createTestDatabase, type TestApp, testConfig } from '../../testing/test-app.js';
import { WEB_DIST_DIR } from '../../testing/web-build.js';
import { ReadLimits } from '../adverts/read-limits.js';
import { loadWebBuild } from '../pages/document.js';
import { lastBlock } from './child-names.js';
import { SitemapRepository } from './repository.js';
import { seoRoutes } from './routes.js';
import { MAX_URLS_PER_SITEMAP, SeoService } from './service.js';
import { escapeXml, pageUrls } from './sitemap-xml.js';

const NOW = new Date('2026-06-15T12:00:00Z');
const MINUTE = 60_000;
const DAY = 86_400_000;
const ORIGIN = 'https://zeng.example';
/** The adverts one child holds at the protocol's ceiling, three addresses each: the width of a block of ids. */
const BLOCK = Math.floor(MAX_URLS_PER_SITEMAP / LANGUAGES.length);
const clock = new TestClock(NOW);
let t: TestApp;
let seller: Awaited<ReturnType<typeof createUser>>;
/** The shown adverts, by category, in id order; and one of each kind no one may see. */
const shown: Record<ProductCategory, { id: number; updatedAt: Date }[]> = {
  phone: [],
  tablet: [],
  sim: [],
  accessory: [],
};
const hidden: Record<string, { id: number; category: ProductCategory }> = {};

beforeAll(async () => {
  // Sitemaps are kept only while changes are heard: on PostgreSQL too, here.
  // The web app's route table says which screens are listed and which are kept out.
  t = await createTestApp({ PUBLIC_ORIGIN: ORIGIN, FIRST_PAGE_CACHE: 'true', WEB_DIST_DIR }, { clock });
  const db = t.database.db;
  seller = await createUser(db);
  const counts: Record<ProductCategory, number> = { phone: 5, tablet: 2, sim: 3, accessory: 1 };
  for (const [category, count] of Object.entries(counts) as [ProductCategory, number][]) {
    for (let i = 0; i < count; i++) {
      const advert = await createAdvert(db, {
        userId: seller.id,
        category,
        publishedAt: new Date(NOW.getTime() - (i + 1) * 3_600_000),
      });
      shown[category].push({ id: advert.id, updatedAt: advert.updatedAt });
      // The hidden ones sit between shown ones, so a walk by id has to step over them.
      if (category === 'phone' && i === 1) {
        // Dated by the test's clock, not the machine's: each is a change of its child's range.
        const at = { userId: seller.id, publishedAt: NOW };
        hidden.pending = { id: (await createAdvert(db, { ...at, state: 'PENDING' })).id, category };
        hidden.rejected = { id: (await createAdvert(db, { ...at, state: 'REJECTED' })).id, category };
        const expired = await createAdvert(db, { userId: seller.id, publishedAt: new Date(NOW.getTime() - 31 * DAY) });
        hidden.expired = { id: expired.id, category };
        hidden.deleted = { id: (await createAdvert(db, { ...at, deletedAt: NOW })).id, category };
      }
    }
  }
  hidden.deletedSim = {
    id: (await createAdvert(db, { userId: seller.id, category: 'sim', publishedAt: NOW, deletedAt: NOW })).id,
    category: 'sim',
  };
  hidden.pendingTablet = {
    id: (await createAdvert(db, { userId: seller.id, category: 'tablet', state: 'PENDING', publishedAt: NOW })).id,
    category: 'tablet',
  };
  // Published 40 days ago and renewed: shown, though its first 30 days are long over.
  const renewed = await createAdvert(db, {
    userId: seller.id,
    category: 'accessory',
    publishedAt: new Date(NOW.getTime() - 40 * DAY),
    expiresAt: new Date(NOW.getTime() + 5 * DAY),
  });
  shown.accessory.push({ id: renewed.id, updatedAt: renewed.updatedAt });
  // Shown for another half a day.
  const lastDay = await createAdvert(db, {
    userId: seller.id,
    category: 'accessory',
    publishedAt: new Date(NOW.getTime() - 29.5 * DAY),
  });
  shown.accessory.push({ id: lastDay.id, updatedAt: lastDay.updatedAt });
});
afterAll(() => t?.close());

/**
 * Throws unless `xml` is well-formed: one root element, every tag closed in order, attributes quoted,
 * no bare `<` or `&` in text or attribute values (the entities XML predefines, or character references).
 */
function assertWellFormed(xml: string): void {
  const body = xml.replace(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n/, '');
  expect(body).not.toBe(xml);
  const token = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[A-Za-z_][\w:.-]*="[^"<]*")*)\s*(\/?)>|([^<]+)/y;
  const badAmpersand = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/;
  const open: string[] = [];
  let roots = 0;
  while (token.lastIndex < body.length) {
    const at = token.lastIndex;
    const match = token.exec(body);
    if (!match) throw new Error(`not well-formed at ${at}: ${body.slice(at, at + 40)}`);
    const [, closing, name, attributes = '', selfClosing, text] = match;
    if (text !== undefined) {
      if (badAmpersand.test(text)) throw new Error(`bare & in text at ${at}`);
      if (open.length === 0 && text.trim() !== '') throw new Error(`text outside the root at ${at}`);
      continue;
    }
    if (badAmpersand.test(attributes)) throw new Error(`bare & in an attribute at ${at}`);
    if (closing) {
      if (open.pop() !== name) throw new Error(`</${name}> closes another element at ${at}`);
      if (open.length === 0) roots += 1;
    } else if (selfClosing) {
      if (open.length === 0) roots += 1;
    } else {
      if (open.length === 0 && roots > 0) throw new Error('a second root element');
      open.push(name ?? '');
    }
  }
  expect(open).toEqual([]);
  expect(roots).toBe(1);
}

const unescapeXml = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|apos);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[e] ?? e,
  );

interface UrlEntry {
  loc: string;
  lastmod: string | undefined;
  alternates: Record<string, string>;
}

/** The `<url>` entries of a urlset. */
function urlEntries(xml: string): UrlEntry[] {
  assertWellFormed(xml);
  expect(xml).toContain(
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  );
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, inner = '']) => ({
    loc: unescapeXml(/<loc>([^<]*)<\/loc>/.exec(inner)?.[1] ?? ''),
    lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(inner)?.[1],
    alternates: Object.fromEntries(
      [...inner.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]*)"\/>/g)].map(([, lang, href]) => [
        lang,
        unescapeXml(href ?? ''),
      ]),
    ),
  }));
}

/** The child sitemaps an index names, as paths on the server. */
function childPaths(xml: string): string[] {
  assertWellFormed(xml);
  expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  return [...xml.matchAll(/<sitemap><loc>([^<]*)<\/loc><\/sitemap>/g)].map(([, loc = '']) => {
    expect(loc.startsWith(`${ORIGIN}/sitemaps/`)).toBe(true);
    return loc.slice(ORIGIN.length);
  });
}

let addressSeq = 0;
/** A client address no other request uses: its allowance of builds is its own. */
const freshAddress = () => `10.60.${Math.floor(++addressSeq / 250)}.${(addressSeq % 250) + 1}`;

async function get(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
  remoteAddress = freshAddress(),
) {
  const res = await app.inject({ method: 'GET', url, headers, remoteAddress });
  return { status: res.statusCode, headers: res.headers, body: res.body, raw: res.rawPayload };
}

const GZIP = { 'accept-encoding': 'gzip' };

/** Every statement the sitemaps send, counted by watching their repository's methods. */
function watchSitemapReads() {
  const spies = [
    vi.spyOn(SitemapRepository.prototype, 'firstShownId'),
    vi.spyOn(SitemapRepository.prototype, 'shownAdverts'),
    vi.spyOn(SitemapRepository.prototype, 'newestChange'),
  ];
  return {
    count: () => spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0),
    builds: () => spies[2]?.mock.calls.length ?? 0,
  };
}
afterEach(() => vi.restoreAllMocks());

/** Every child of the index, fetched: path → its entries. */
async function crawl(app: FastifyInstance): Promise<Map<string, UrlEntry[]>> {
  const index = await get(app, '/sitemap.xml');
  expect(index.status).toBe(200);
  const children = new Map<string, UrlEntry[]>();
  for (const path of childPaths(index.body)) {
    const child = await get(app, path);
    expect(child.status).toBe(200);
    expect(child.headers['content-type']).toBe('application/xml; charset=utf-8');
    children.set(path, urlEntries(child.body));
  }
  return children;
}

const advertId = (loc: string) => Number(/\/phone-preview\/[a-z]+\/(\d+)$/.exec(loc)?.[1]);
const azAdvertLocs = (entries: UrlEntry[]) =>
  entries.filter((e) => e.loc.startsWith(`${ORIGIN}/phone-preview/`)).map((e) => e.loc);

/** Each page listed once per language, each of those naming all three and x-default (the az one). */
function expectAlternates(entries: UrlEntry[], azPath: string, lastmod?: Date) {
  const expected = {
    az: ORIGIN + azPath,
    en: ORIGIN + localizedPath(azPath, 'en'),
    ru: ORIGIN + localizedPath(azPath, 'ru'),
    'x-default': ORIGIN + azPath,
  };
  const own = entries.filter((e) => Object.values(expected).includes(e.loc));
  expect(own.map((e) => e.loc).sort()).toEqual([expected.az, expected.en, expected.ru].sort());
  for (const entry of own) {
    expect(entry.alternates).toEqual(expected);
    expect(entry.lastmod).toBe(lastmod?.toISOString());
  }
}

describe('GET /sitemap.xml', () => {
  it('is an index of the static pages and of each category, at the configured address', async () => {
    const res = await get(t.app, '/sitemap.xml', { host: 'evil.example' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).not.toContain('evil.example');
    // Few adverts, all in the first block of ids: one child each.
    expect(shown.accessory.at(-1)?.id).toBeLessThanOrEqual(BLOCK);
    expect(childPaths(res.body)).toEqual([
      '/sitemaps/pages-1.xml',
      '/sitemaps/phone-1.xml',
      '/sitemaps/tablet-1.xml',
      '/sitemaps/sim-1.xml',
      '/sitemaps/accessory-1.xml',
      // The seller of them all, with shown adverts: their page (issue 35).
      '/sitemaps/sellers-1.xml',
    ]);
  });

  it('lists exactly the shown adverts, each in three languages with its alternates and last change', async () => {
    const children = await crawl(t.app);
    const all = [...children.values()].flat();
    const listed = azAdvertLocs(all);
    const expected = Object.entries(shown).flatMap(([category, adverts]) =>
      adverts.map((a) => ORIGIN + advertHref(category, a.id)),
    );
    expect(listed.sort()).toEqual(expected.sort());
    for (const hiddenOne of Object.values(hidden)) {
      expect(all.some((e) => advertId(e.loc) === hiddenOne.id)).toBe(false);
    }
    for (const [category, adverts] of Object.entries(shown)) {
      for (const advert of adverts) expectAlternates(all, advertHref(category, advert.id), advert.updatedAt);
    }
    // Three addresses per advert, none twice.
    const advertLocs = all.filter((e) => e.loc.includes('/phone-preview/')).map((e) => e.loc);
    expect(advertLocs.length).toBe(expected.length * LANGUAGES.length);
    expect(new Set(advertLocs).size).toBe(advertLocs.length);
  });

  it('lists the public pages in every language, never private, filter or search screens', async () => {
    const { body } = await get(t.app, '/sitemaps/pages-1.xml');
    const entries = urlEntries(body);
    for (const path of [PATHS.home, PATHS.tablets, PATHS.simCards, PATHS.todaySim, PATHS.aboutUs, PATHS.terms]) {
      expectAlternates(entries, path);
    }
    expect(entries.map((e) => e.loc)).toContain(`${ORIGIN}/en`);
    const paths = entries.map((e) => e.loc.slice(ORIGIN.length).replace(/^\/(en|ru)(?=\/|$)/, '') || '/');
    for (const path of [PATHS.search, PATHS.filters, PATHS.addAdvert, PATHS.login, PATHS.likedPage, PATHS.adminPanel]) {
      expect(paths).not.toContain(path);
    }
  });

  it('answers 404 for a child it never names', async () => {
    const never = ['pages-2', 'pages-0', 'car-1', 'phone-0', 'phone-01', 'phone-9999999999', 'phone-1.xml'];
    // A block of ids with no shown phone in it, and one past the last id there can be.
    never.push('phone-2', `tablet-${lastBlock(BLOCK) + 1}`);
    for (const name of never) {
      const res = await get(t.app, `/sitemaps/${name}.xml`);
      expect(res.status, name).toBe(404);
    }
  });

  it('is sent gzipped as it is kept, unzipped to a client that takes no gzip, and answers HEAD without a body', async () => {
    const path = '/sitemaps/phone-1.xml';
    const plain = await get(t.app, path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gzipped = await get(t.app, path, GZIP);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(gzipped.raw).toString('utf8')).toBe(plain.body);

    const head = await t.app.inject({ method: 'HEAD', url: path, remoteAddress: freshAddress() });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(head.headers.etag).toBe(plain.headers.etag);
    expect(head.body).toBe('');
  });
});

describe('a sitemap split at its limit', () => {
  let small: FastifyInstance;
  let screens: ScreenInfo[] = [];
  const LIMIT = 6; // two pages (three addresses each) per child: blocks of two ids
  /** The same sitemaps, on the same database, kept as the app keeps them. */
  const smallService = (batchSize = 1) =>
    new SeoService({
      db: t.database.db,
      clock,
      publicOrigin: ORIGIN,
      urlsPerSitemap: LIMIT,
      batchSize,
      hearsChanges: () => true,
      screens,
      keptBytes: 1024 * 1024,
    });

  beforeAll(async () => {
    screens = [...((await loadWebBuild(WEB_DIST_DIR))?.screens ?? [])];
    small = Fastify().withTypeProvider();
    small.setValidatorCompiler(validatorCompiler);
    small.setSerializerCompiler(serializerCompiler);
    const reads = new ReadLimits(
      new MemoryRateLimitStore(clock),
      {
        searchesPerMinute: 1,
        advertReadsPerMinute: 1,
        pageRendersPerMinute: 1,
        sitemapBuildsPerMinute: 1000,
        revealsPerHour: 30,
      },
      { warn: () => {} },
    );
    // Batches of one, so a child is written from several reads.
    await small.register(seoRoutes, { seo: smallService(), reads });
    await small.ready();
  });
  afterAll(() => small?.close());

  it('holds at most the limit in each child and every shown advert in exactly one, by its block of ids', async () => {
    const children = await crawl(small);
    for (const entries of children.values()) expect(entries.length).toBeLessThanOrEqual(LIMIT);
    const listed = [...children.values()].flatMap(azAdvertLocs);
    expect(new Set(listed).size).toBe(listed.length);
    const expected = Object.entries(shown).flatMap(([category, adverts]) =>
      adverts.map((a) => ORIGIN + advertHref(category, a.id)),
    );
    expect(listed.sort()).toEqual(expected.sort());
    // Each phone in the child of its block of two ids (ids 1 and 2 are block 1), and no other child.
    const blocks = new Map<number, string[]>();
    for (const { id } of shown.phone) {
      blocks.set(Math.ceil(id / 2), [...(blocks.get(Math.ceil(id / 2)) ?? []), ORIGIN + advertHref('phone', id)]);
    }
    const phoneChildren = [...children.keys()].filter((path) => path.startsWith('/sitemaps/phone-'));
    expect(phoneChildren).toEqual([...blocks.keys()].map((block) => `/sitemaps/phone-${block}.xml`));
    for (const [block, locs] of blocks) {
      expect(azAdvertLocs(children.get(`/sitemaps/phone-${block}.xml`) ?? [])).toEqual(locs);
    }
    // Ten static pages: five children.
    expect([...children.keys()].filter((path) => path.startsWith('/sitemaps/pages-')).length).toBe(5);
  });

  it('builds a child once for every request that asks for it at the same moment', async () => {
    const seo = smallService(500);
    const phone = shown.phone[0]?.id ?? 0;
    const child = { kind: 'adverts', category: 'phone', block: Math.ceil(phone / 2) } as const;
    const reads = watchSitemapReads();
    let counted = 0;
    const asking = () =>
      seo.sitemapChild(child, async () => {
        counted += 1;
      });
    const documents = await Promise.all([1, 2, 3, 4, 5].map(asking));
    expect(documents.every((document) => document !== null && document === documents[0])).toBe(true);
    // One walk of the phones' blocks and one build of the child, each counted once, not five times.
    expect(reads.builds()).toBe(1);
    expect(counted).toBe(2);
    const statements = reads.count();
    expect(await asking()).toBe(documents[0]);
    expect(reads.count()).toBe(statements);
    expect(counted).toBe(2);
  });

  it('refuses a limit that cannot hold one page in each language', () => {
    expect(
      () =>
        new SeoService({
          db: t.database.db,
          clock,
          publicOrigin: ORIGIN,
          urlsPerSitemap: 2,
          hearsChanges: () => true,
          screens,
          keptBytes: 1,
        }),
    ).toThrow();
  });
});

describe('GET /robots.txt', () => {
  const allowed = (robots: string, path: string) => robotsAllow(robots)(path);

  it('keeps crawlers out of the API, private, filter and search screens and queries but numbered pages and tracking, in every language', async () => {
    const res = await get(t.app, '/robots.txt', { host: 'evil.example' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain('User-agent: *\n');
    expect(res.body).toContain(`\nSitemap: ${ORIGIN}/sitemap.xml\n`);
    expect(res.body).not.toContain('evil.example');

    const refused = [
      '/api/v1/zeng/phone',
      '/tablets?sortByType=PRICE_ASC',
      '/?brandId=1',
      '/search',
      '/search?category=sim&q=050',
      '/filters',
      '/tabletsfilters',
      '/tablets?brandIds=21&page=2',
      '/?sortByType=PRICE_ASC&utm_source=x',
    ];
    const screens = [
      'addAdvert',
      'userProfile',
      'settingsPage',
      'adminPanel',
      'requestPreview',
      'login',
      'signUp',
      'signup',
      'registration',
      'otpConfirm',
      'otpconfirm',
      'likedPage',
      'filters',
      'tabletsfilters',
      'search',
    ];
    for (const prefix of ['', '/en', '/ru']) {
      for (const screen of screens) refused.push(`${prefix}/${screen}`);
      refused.push(`${prefix}/tablets?q=1`);
    }
    for (const path of refused) expect(allowed(res.body, path), path).toBe(false);

    const open = [
      '/',
      '/en',
      '/ru',
      '/tablets',
      '/ru/simCards',
      '/en/todayAdverts',
      '/aboutUs',
      '/en/termsConditionsCard',
    ];
    open.push(advertHref('phone', 12), localizedPath(advertHref('sim', 7), 'en'), '/ru/phone-preview/accessory/3');
    open.push('/uploads/abc-thumb.webp', '/media/placeholder.webp', '/sitemap.xml', '/sitemaps/phone-1.xml');
    // A list's numbered pages, and any page a campaign or an ad click links with its tracking.
    open.push('/tablets?page=2', '/en/todaySIM?page=3', '/ru?page=4');
    open.push('/phone-preview/phone/1?utm_source=x', '/?gclid=abc', '/en/tablets?fbclid=1', '/?utm_campaign=a&page=2');
    for (const path of open) expect(allowed(res.body, path), path).toBe(true);
  });
});

describe('escaping', () => {
  it('escapes what XML reserves, and the result parses back to the same text', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${pageUrls('https://a.example', `/x?a=1&b=<'">`)}</urlset>\n`;
    const entries = urlEntries(xml);
    expect(entries.map((e) => e.loc)).toContain(`https://a.example/x?a=1&b=<'">`);
    expect(entries[0]?.alternates.ru).toBe(`https://a.example/ru/x?a=1&b=<'">`);
  });
});

describe('as time passes', () => {
  it('drops an advert from the sitemap once its 30 days are over', async () => {
    const lastDay = ORIGIN + advertHref('accessory', shown.accessory.at(-1)?.id ?? 0);
    const before = azAdvertLocs([...(await crawl(t.app)).values()].flat());
    expect(before).toContain(lastDay);
    clock.advance(DAY);
    const after = azAdvertLocs([...(await crawl(t.app)).values()].flat());
    expect(after.sort()).toEqual(before.filter((loc) => loc !== lastDay).sort());
  });
});

describe('robots.txt read again', () => {
  it('names its validator and answers 304, with no body, to a crawler that holds it', async () => {
    const res = await get(t.app, '/robots.txt');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const same = await get(t.app, '/robots.txt', { 'if-none-match': etag });
    expect(same.status).toBe(304);
    expect(same.body).toBe('');
    expect(same.headers.etag).toBe(etag);
    expect(same.headers['cache-control']).toBe(res.headers['cache-control']);
    // Compared weakly, among others; any other validator gets the file.
    expect((await get(t.app, '/robots.txt', { 'if-none-match': `"x", ${etag.slice(2)}` })).status).toBe(304);
    const other = await get(t.app, '/robots.txt', { 'if-none-match': 'W/"another"' });
    expect(other.status).toBe(200);
    expect(other.body).toBe(res.body);
  });
});

describe('sitemaps kept in memory', () => {
  it('answers 304 to a crawler that holds the current child or index', async () => {
    const path = '/sitemaps/tablet-1.xml';
    const res = await get(t.app, path, GZIP);
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const lastModified = String(res.headers['last-modified']);
    expect(Number.isNaN(Date.parse(lastModified))).toBe(false);

    const same = await get(t.app, path, { ...GZIP, 'if-none-match': etag });
    expect(same.status).toBe(304);
    expect(same.body).toBe('');
    expect(same.headers.etag).toBe(etag);
    expect((await get(t.app, path, { 'if-modified-since': lastModified })).status).toBe(304);
    expect((await get(t.app, path, { 'if-none-match': 'W/"another"' })).status).toBe(200);
    const before = new Date(Date.parse(lastModified) - 1000).toUTCString();
    expect((await get(t.app, path, { 'if-modified-since': before })).status).toBe(200);

    const index = await get(t.app, '/sitemap.xml');
    expect(index.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect((await get(t.app, '/sitemap.xml', { 'if-none-match': String(index.headers.etag) })).status).toBe(304);
  });

  it('answers a flood of names the index never wrote 404 without a statement, while another client is answered', async () => {
    // What the index names is known once it has been read.
    expect((await get(t.app, '/sitemap.xml')).status).toBe(200);
    const reads = watchSitemapReads();
    // Blocks of ids that hold no shown advert, in every category, up to the last id there can be.
    const names = Array.from(
      { length: 200 },
      (_, i) => `${PRODUCT_CATEGORIES[i % PRODUCT_CATEGORIES.length]}-${2 + ((i * 7919) % (lastBlock(BLOCK) - 1))}`,
    );
    const flood = names.map((name) => t.app.inject({ url: `/sitemaps/${name}.xml`, remoteAddress: '10.61.0.1' }));
    const other = t.app.inject({ url: '/api/v1/zeng/phone?searchQuery=iphone', remoteAddress: '10.61.0.2' });
    const answers = await Promise.all(flood);
    expect(answers.map((answer) => answer.statusCode)).toEqual(names.map(() => 404));
    expect((await other).statusCode).toBe(200);
    expect(reads.count()).toBe(0);
  });

  it('builds a child once, and again after an advert in it is approved or removed, dated by that change', async () => {
    const db = t.database.db;
    const path = '/sitemaps/phone-1.xml';
    const phonesOf = (res: Awaited<ReturnType<typeof get>>) =>
      azAdvertLocs(urlEntries(gunzipSync(res.raw).toString('utf8')));
    // A pending advert announces nothing: it is shown to no one.
    const waiting = await createAdvert(db, { userId: seller.id, state: 'PENDING', publishedAt: clock.now() });
    const first = await get(t.app, path, GZIP);
    expect(first.status).toBe(200);
    const reads = watchSitemapReads();
    for (let i = 0; i < 3; i++) {
      const again = await get(t.app, path, GZIP);
      expect(again.status).toBe(200);
      expect(again.headers.etag).toBe(first.headers.etag);
    }
    expect(reads.count()).toBe(0);

    clock.advance(MINUTE);
    const approvedAt = clock.now();
    const moderator = await tokenFor(t.config.JWT_SECRET, await createUser(db, { role: 'MODERATOR' }), clock.now());
    const seen = { submittedAt: waiting.submittedAt.toISOString() };
    expect((await callApi(t.app, 'PUT', `/phone/approve/${waiting.id}`, moderator, seen)).status).toBe(200);
    const approved = await eventually(async () => {
      const res = await get(t.app, path, GZIP);
      expect(phonesOf(res)).toContain(ORIGIN + advertHref('phone', waiting.id));
      return res;
    });
    expect(approved.headers.etag).not.toBe(first.headers.etag);
    expect(approved.headers['last-modified']).toBe(approvedAt.toUTCString());
    expect(reads.builds()).toBe(1);

    clock.advance(MINUTE);
    const removedAt = clock.now();
    const owner = await tokenFor(t.config.JWT_SECRET, seller, clock.now());
    expect((await callApi(t.app, 'DELETE', `/phone/${waiting.id}`, owner)).status).toBe(200);
    const removed = await eventually(async () => {
      const res = await get(t.app, path, GZIP);
      expect(phonesOf(res)).not.toContain(ORIGIN + advertHref('phone', waiting.id));
      return res;
    });
    // No longer listed, yet the newest change of the child's range.
    expect(removed.headers['last-modified']).toBe(removedAt.toUTCString());
    expect(removed.headers.etag).toBe(first.headers.etag);
    expect(reads.builds()).toBe(2);
    // Another category's child was not built again.
    expect((await get(t.app, '/sitemaps/tablet-1.xml', GZIP)).status).toBe(200);
    expect(reads.builds()).toBe(2);
  });
});

/** The application on `database` once `seed` has written its adverts, so no change of theirs is still on its way. */
async function appOn(database: DatabaseHandle, env: Record<string, string>, seed: (db: Database) => Promise<void>) {
  await seed(database.db);
  const app = await buildApp(testConfig({ PUBLIC_ORIGIN: ORIGIN, FIRST_PAGE_CACHE: 'true', WEB_DIST_DIR, ...env }), {
    logger: false,
    clock: new TestClock(NOW),
    database,
  });
  await app.ready();
  return app;
}

/** One shown advert in each category, all in the first block of ids. */
async function oneOfEach(db: Database) {
  const someone = await createUser(db);
  for (const category of PRODUCT_CATEGORIES) {
    await createAdvert(db, { userId: someone.id, category, publishedAt: new Date(NOW.getTime() - MINUTE) });
  }
}

describe("one client address's sitemap builds", () => {
  const ALLOWANCE = 2;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await appOn(database.handle, { SITEMAP_BUILDS_PER_ADDRESS_PER_MINUTE: String(ALLOWANCE) }, oneOfEach);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('are refused 429 past the allowance, while another address gets its sitemap and kept ones cost nothing', async () => {
    const crawler = '10.62.0.1';
    // The walk of the tablets' blocks and the child: one build, counted once.
    expect((await get(app, '/sitemaps/tablet-1.xml', GZIP, crawler)).status).toBe(200);
    expect((await get(app, '/sitemaps/sim-1.xml', GZIP, crawler)).status).toBe(200);
    const refused = await get(app, '/sitemaps/accessory-1.xml', GZIP, crawler);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(refused.body)).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });

    expect((await get(app, '/sitemaps/accessory-1.xml', GZIP, '10.62.0.2')).status).toBe(200);
    // Kept now, the one built for the other address too: sent from memory, uncounted.
    for (const name of ['accessory-1', 'tablet-1', 'sim-1']) {
      expect((await get(app, `/sitemaps/${name}.xml`, GZIP, crawler)).status, name).toBe(200);
    }
    // Unzipped for a client that takes no gzip, which costs about what building it did: counted.
    expect((await get(app, '/sitemaps/tablet-1.xml', {}, crawler)).status).toBe(429);
  });
});

describe("a flood of child names on the embedded database's queue", () => {
  // Above what start-up reads at once (the catalog: five lists together).
  const MAX_WAITING = 8;
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openEmbeddedWithQueue(MAX_WAITING);
    app = await appOn(database, {}, oneOfEach);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('leaves the queue to the other clients: their uncached reads are answered', async () => {
    const flooder = '10.63.0.1';
    expect((await app.inject({ url: '/sitemap.xml', remoteAddress: flooder })).statusCode).toBe(200);
    // Forty connections, each asking for another child of made-up ids as soon as it has its answer (in
    // the next turn of the event loop, where a socket's next request would be read).
    let flooding = true;
    let sent = 0;
    const floodAnswers = new Set<number>();
    const connection = async () => {
      while (flooding) {
        const block = 2 + ((sent++ * 104_729) % (lastBlock(BLOCK) - 1));
        floodAnswers.add(
          (await app.inject({ url: `/sitemaps/phone-${block}.xml`, remoteAddress: flooder })).statusCode,
        );
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const connections = Array.from({ length: 40 }, connection);
    const answers: number[] = [];
    for (let i = 1; i <= 10; i++) {
      const search = await app.inject({ url: '/api/v1/zeng/phone?searchQuery=iphone', remoteAddress: `10.63.1.${i}` });
      answers.push(search.statusCode);
    }
    flooding = false;
    await Promise.all(connections);
    expect(answers).toEqual(answers.map(() => 200));
    expect(sent).toBeGreaterThan(100);
    expect([...floodAnswers]).toEqual([404]);
  });
});
