import { gunzipSync } from 'node:zlib';
import { LANGUAGES, type ProductCategory } from '@zeng/contract/constants';
import { advertHref, localizedPath, PATHS } from '@zeng/contract/routes';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdvert, createUser, TestClock } from '../../testing/factories.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { seoRoutes } from './routes.js';
import { SeoService } from './service.js';
import { escapeXml, pageUrls } from './sitemap-xml.js';

const NOW = new Date('2026-06-15T12:00:00Z');
const DAY = 86_400_000;
const ORIGIN = 'https://zeng.example';
const clock = new TestClock(NOW);
let t: TestApp;
/** The shown adverts, by category, in id order; and one of each kind no one may see. */
const shown: Record<ProductCategory, { id: number; updatedAt: Date }[]> = {
  phone: [],
  tablet: [],
  sim: [],
  accessory: [],
};
const hidden: Record<string, { id: number; category: ProductCategory }> = {};

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ORIGIN: ORIGIN }, { clock });
  const db = t.database.db;
  const seller = await createUser(db);
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
        hidden.pending = { id: (await createAdvert(db, { userId: seller.id, state: 'PENDING' })).id, category };
        hidden.rejected = { id: (await createAdvert(db, { userId: seller.id, state: 'REJECTED' })).id, category };
        const expired = await createAdvert(db, { userId: seller.id, publishedAt: new Date(NOW.getTime() - 31 * DAY) });
        hidden.expired = { id: expired.id, category };
        hidden.deleted = { id: (await createAdvert(db, { userId: seller.id, deletedAt: NOW })).id, category };
      }
    }
  }
  hidden.deletedSim = {
    id: (await createAdvert(db, { userId: seller.id, category: 'sim', deletedAt: NOW })).id,
    category: 'sim',
  };
  hidden.pendingTablet = {
    id: (await createAdvert(db, { userId: seller.id, category: 'tablet', state: 'PENDING' })).id,
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

async function get(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, headers: res.headers, body: res.body };
}

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
    // Few adverts: one child each, named by the category's first shown advert.
    expect(childPaths(res.body)).toEqual([
      '/sitemaps/pages-1.xml',
      `/sitemaps/phone-${shown.phone[0]?.id}.xml`,
      `/sitemaps/tablet-${shown.tablet[0]?.id}.xml`,
      `/sitemaps/sim-${shown.sim[0]?.id}.xml`,
      `/sitemaps/accessory-${shown.accessory[0]?.id}.xml`,
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
    for (const name of ['pages-2', 'pages-0', 'car-1', 'phone-0', 'phone-01', 'phone-9999999999', 'phone-1.xml']) {
      const res = await get(t.app, `/sitemaps/${name}.xml`);
      expect(res.status, name).toBe(404);
    }
  });

  it('streams through compression, and answers HEAD without a body', async () => {
    const path = `/sitemaps/phone-${shown.phone[0]?.id}.xml`;
    const plain = await get(t.app, path);
    const gzipped = await t.app.inject({ method: 'GET', url: path, headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(plain.body);

    const head = await t.app.inject({ method: 'HEAD', url: path });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(head.body).toBe('');
  });
});

describe('a sitemap split at its limit', () => {
  let small: FastifyInstance;
  const LIMIT = 6; // two pages (three addresses each) per child

  beforeAll(async () => {
    small = Fastify().withTypeProvider();
    small.setValidatorCompiler(validatorCompiler);
    small.setSerializerCompiler(serializerCompiler);
    // Batches of one, so a child is written from several reads.
    await small.register(seoRoutes, {
      db: t.database.db,
      clock,
      publicOrigin: ORIGIN,
      urlsPerSitemap: LIMIT,
      batchSize: 1,
    });
    await small.ready();
  });
  afterAll(() => small?.close());

  it('holds at most the limit in each child and every shown advert in exactly one', async () => {
    const children = await crawl(small);
    for (const entries of children.values()) expect(entries.length).toBeLessThanOrEqual(LIMIT);
    const listed = [...children.values()].flatMap(azAdvertLocs);
    expect(new Set(listed).size).toBe(listed.length);
    const expected = Object.entries(shown).flatMap(([category, adverts]) =>
      adverts.map((a) => ORIGIN + advertHref(category, a.id)),
    );
    expect(listed.sort()).toEqual(expected.sort());
    // Five phones: children of two, two and one, each named by its first advert.
    const ids = shown.phone.map((a) => a.id);
    const phoneChildren = [...children.keys()].filter((path) => path.startsWith('/sitemaps/phone-'));
    expect(phoneChildren).toEqual([
      `/sitemaps/phone-${ids[0]}.xml`,
      `/sitemaps/phone-${ids[2]}.xml`,
      `/sitemaps/phone-${ids[4]}.xml`,
    ]);
    expect(children.get(`/sitemaps/phone-${ids[2]}.xml`)?.filter((e) => !e.loc.includes('/en/')).length).toBe(4);
    // Ten static pages: five children.
    expect([...children.keys()].filter((path) => path.startsWith('/sitemaps/pages-')).length).toBe(5);
  });

  it('refuses a limit that cannot hold one page in each language', () => {
    expect(() => new SeoService({ db: t.database.db, clock, publicOrigin: ORIGIN, urlsPerSitemap: 2 })).toThrow();
  });
});

describe('GET /robots.txt', () => {
  /** Google's reading of a robots.txt group: the longest matching rule wins, `*` and `$` as patterns. */
  function allowed(robots: string, path: string): boolean {
    const rules = robots
      .split('\n')
      .map((line) => /^(Allow|Disallow):\s*(\S*)/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null && m[2] !== '')
      .map(([, kind, pattern = '']) => ({
        allow: kind === 'Allow',
        length: pattern.length,
        re: new RegExp(
          `^${pattern
            .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
            .replace(/\\\$$/, '$')
            .replaceAll('*', '.*')}`,
        ),
      }))
      .filter((rule) => rule.re.test(path))
      .sort((a, b) => b.length - a.length || Number(b.allow) - Number(a.allow));
    return rules[0]?.allow ?? true;
  }

  it('keeps crawlers out of the API, private, filter and search screens and queries, in every language', async () => {
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
      '/phone-preview/phone/1?utm_source=x',
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
