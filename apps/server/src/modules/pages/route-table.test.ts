import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '@zeng/contract/constants';
import type { ScreenInfo } from '@zeng/contract/page-rendering';
import { advertHref, localizedPath } from '@zeng/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../testing/eventually.js';
import { createAdvert, createUser, REF, TestClock } from '../../testing/factories.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { WEB_DIST_DIR } from '../../testing/web-build.js';
import { loadWebBuild, type WebBuild } from './document.js';

/**
 * The route table is the one place a screen is described (apps/web/src/app/screens.tsx): this walks
 * every screen of the table the built renderer exports and checks that its page is drawn by its own
 * entry, headed as its entry says, and kept, counted and indexed as its policy says.
 */
const clock = new TestClock(new Date('2026-06-15T08:00:00Z'));
const ORIGIN = 'http://localhost:8080';
let t: TestApp;
let build: WebBuild;
let advertPath: string;
let sellerId: number;
/** How many times each address was rendered: the server's own renderer, counted. */
const renders = new Map<string, number>();

/**
 * Each route's title by language: `common`'s, and those of the account's and moderation's screens,
 * which their own namespaces hold (the web app reads them as `common`'s: lib/i18n.ts, fallbackNS).
 */
const titles = Object.fromEntries(
  LANGUAGES.map((lng) => {
    const read = (ns: string) =>
      JSON.parse(readFileSync(join(WEB_DIST_DIR, '..', 'src', 'locales', lng, `${ns}.json`), 'utf8')).titles;
    return [lng, Object.assign({}, ...['common', 'profile', 'auth', 'admin'].map(read)) as Record<string, string>];
  }),
) as Record<Language, Record<string, string>>;

beforeAll(async () => {
  const loaded = await loadWebBuild(WEB_DIST_DIR);
  if (!loaded) throw new Error(`no web build at ${WEB_DIST_DIR}`);
  build = {
    ...loaded,
    render: (request) => {
      renders.set(request.url, (renders.get(request.url) ?? 0) + 1);
      return loaded.render(request);
    },
  };
  // Written before the app starts, which counts them: each category's city landing page has one.
  t = await createTestApp({ WEB_DIST_DIR, FIRST_PAGE_CACHE: 'true' }, { clock, webBuild: build }, async (db) => {
    const seller = await createUser(db);
    sellerId = seller.id;
    const userId = seller.id;
    const districtId = REF.baku;
    const advert = await createAdvert(db, { userId, price: 1400, districtId });
    advertPath = advertHref('phone', advert.id);
    await createAdvert(db, { userId, category: 'tablet', districtId });
    await createAdvert(db, {
      userId,
      category: 'sim',
      simNumber: '994501234567',
      simProviderId: REF.azercell,
      districtId,
    });
    await createAdvert(db, {
      userId,
      category: 'accessory',
      name: 'Anker 735',
      accessoryType: 'POWER_BANK',
      districtId,
    });
  });
  // Pages are kept only once the server hears of changes (PostgreSQL's LISTEN is set up in the background).
  await eventually(async () => {
    const before = renders.get('/aboutUs') ?? 0;
    await t.app.inject({ url: '/aboutUs' });
    await t.app.inject({ url: '/aboutUs' });
    expect((renders.get('/aboutUs') ?? 0) - before).toBeLessThanOrEqual(1);
  });
  renders.clear();
});
afterAll(() => t?.close());

/** An address of the screen: its path with real values for its parameters. */
function addressOf(screen: ScreenInfo): string {
  if (screen.id === 'notFound') return '/no-such-screen';
  if (screen.id === 'advertDetail') return advertPath;
  // A landing page: its category's in Baku, where the adverts above are.
  if (screen.path.endsWith('/*')) return screen.path.replace('*', 'city/baku');
  return screen.path.replace(':id', String(sellerId));
}

const unescapeHtml = (text: string) =>
  text
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const ROBOTS = /<meta name="robots" content="([^"]*)" \/>/;
const TITLE = /<title>([^<]*)<\/title>/;

describe('the route table', () => {
  it('names every screen the app has, each path once', () => {
    const ids = build.screens.map((screen) => screen.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['home', 'advertDetail', 'userProfile', 'notFound']));
    const paths = build.screens.map((screen) => screen.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("draws each screen's page from its own entry, headed and kept as its entry says, in every language", async () => {
    for (const screen of build.screens) {
      for (const language of LANGUAGES) {
        const url = localizedPath(addressOf(screen), language);
        const first = await t.app.inject({ url });
        const html = first.body;
        const where = `${screen.id} at ${url}`;
        expect(first.statusCode, where).toBe(screen.id === 'notFound' ? 404 : 200);
        // Drawn by the screen's own route: the layout names the screen it holds.
        expect(html, where).toContain(`data-screen="${screen.id}"`);
        // Headed by its entry: the route's title, or, for a screen of one thing (an advert, a seller), its name.
        const title = unescapeHtml(TITLE.exec(html)?.[1] ?? '');
        const generic = `${titles[language][screen.id]} — Zeng`;
        if (screen.path.includes(':') || screen.path.endsWith('/*')) {
          expect(title, where).not.toBe(generic);
          expect(title, where).toMatch(/. — Zeng$/);
        } else expect(title, where).toBe(generic);
        // Indexed as its policy says.
        const robots = ROBOTS.exec(html)?.[1];
        const indexed = ['listed', 'adverts', 'sellers', 'landings'].includes(screen.policy.index);
        if (screen.id !== 'notFound' && indexed) {
          expect(robots, where).toBeUndefined();
          expect(html, where).toContain(`<link rel="canonical" href="${ORIGIN}${url}" />`);
        } else {
          expect(robots, where).toBe('noindex');
          expect(html, where).not.toContain('rel="canonical"');
        }
        // Kept as its policy says: a kept page is rendered once for everybody, any other for each visit.
        await t.app.inject({ url });
        const kept = screen.policy.cache !== 'none';
        if (kept) expect(renders.get(url) ?? 0, where).toBeLessThanOrEqual(1);
        else expect(renders.get(url), where).toBe(2);
      }
    }
  });

  it('tells crawlers what each policy says: listed screens in the sitemap, closed ones out by robots.txt', async () => {
    const robots = (await t.app.inject({ url: '/robots.txt' })).body;
    const sitemap = (await t.app.inject({ url: '/sitemaps/pages-1.xml' })).body;
    for (const screen of build.screens) {
      if (screen.id === 'notFound') continue;
      const disallowed = robots.split('\n').includes(`Disallow: ${screen.path}`);
      expect(disallowed, screen.id).toBe(screen.policy.index === 'disallowed');
      const listed = sitemap.includes(`<loc>${ORIGIN}${screen.path}</loc>`);
      expect(listed, screen.id).toBe(screen.policy.index === 'listed');
    }
  });
});
