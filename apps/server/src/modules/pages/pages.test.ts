import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { APP_SCRIPTS_META_NAME, PAGE_STATE_ELEMENT_ID, SCREEN_SCRIPTS_META_NAME } from '@zeng/contract/page-rendering';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adverts } from '../../db/schema.js';
import { createAdvert, createUser, REF, TestClock } from '../../testing/factories.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { WEB_DIST_DIR } from '../../testing/web-build.js';

// Noon in Baku (UTC+4) on 15 June 2026.
const NOW = new Date('2026-06-15T08:00:00Z');
const DAY = 86_400_000;
const clock = new TestClock(NOW);
const HOSTILE = "</script><script>alert(1)</script><!-- \u2028 $& $'";
const ORIGIN = 'http://localhost:8080';
let t: TestApp;
let phone: { id: number };
let sim: { id: number };
let hostile: { id: number };

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR }, { clock });
  const db = t.database.db;
  const seller = await createUser(db);
  for (let i = 0; i < 3; i++) {
    await createAdvert(db, {
      userId: seller.id,
      price: 1000 + i,
      brandId: REF.samsung,
      modelId: REF.galaxyFirstModel,
      publishedAt: new Date(NOW.getTime() - (i + 1) * 3_600_000),
    });
  }
  phone = await createAdvert(db, {
    userId: seller.id,
    price: 1250,
    comment: 'Ideal vəziyyətdə, qutusu var',
    condition: 'new',
    districtId: REF.ganja,
    imageKeys: ['photoOne', 'photoTwo'],
    publishedAt: new Date(NOW.getTime() - 60_000),
  });
  sim = await createAdvert(db, {
    category: 'sim',
    userId: seller.id,
    simNumber: '994557753235',
    simProviderId: REF.bakcell,
    price: 900,
  });
  hostile = await createAdvert(db, { category: 'accessory', userId: seller.id, name: HOSTILE, comment: HOSTILE });
});
afterAll(() => t.close());

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

/** The text a person reads: the markup inside #root without tags. */
function visibleText(html: string): string {
  const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';
  return root
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ');
}

const stateOf = (html: string) =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">([^<]*)</script>`).exec(html)?.[1] ??
      'null',
  );

const linkHref = (html: string, rel: string, hreflang?: string) =>
  new RegExp(`<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="([^"]*)" />`).exec(html)?.[1];

describe('every public page arrives as HTML that holds what a person sees, in its language', () => {
  it("home lists the newest phones with their titles and prices, and today's count, in Azerbaijani", async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<html lang="az">');
    const text = visibleText(res.body);
    expect(text).toContain('Telefonlar');
    expect(text).toContain('Apple iPhone');
    expect(text).toContain('1 250 AZN');
    expect(text).toContain('Samsung');
    // Published a minute before noon, Baku time: "today", at the server's own moment.
    expect(text).toMatch(/Bugün, 11:59/);
    expect(res.body).toContain('<title>Telefonlar — Zeng</title>');
  });

  it('draws at once with the styles its markup needs in the page, the whole stylesheet linked after it', async () => {
    const linked = /<link rel="stylesheet"[^>]* href="\/([^"]+\.css)"/.exec((await page('/')).body)?.[1] ?? '';
    const whole = readFileSync(join(WEB_DIST_DIR, linked), 'utf8');
    for (const url of ['/', '/en/simCards', `/ru/phone-preview/phone/${phone.id}`, '/terms']) {
      const html = (await page(url)).body;
      const [head, body] = html.split('<body>') as [string, string];
      const inPage = /<style>([^<]*)<\/style>/.exec(head)?.[1] ?? '';
      expect(head, url).not.toContain('rel="stylesheet"');
      // The first paint waits for nothing: the scripts, which wait for the stylesheet, come after it.
      expect(body.indexOf('rel="stylesheet"'), url).toBeLessThan(body.indexOf('<script type="module"'));
      expect(inPage.length, url).toBeLessThan(whole.length / 2);
      // The app's scripts, which the page's own imports one by one once the page is painted, are where
      // it says, the libraries before the app that imports them.
      const chunks = new RegExp(`<meta name="${APP_SCRIPTS_META_NAME}" content="([^"]+)">`).exec(head)?.[1]?.split(' ');
      expect(chunks?.at(-1), url).toMatch(/^\/assets\/app-[\w-]+\.js$/);
      expect(
        chunks?.findIndex((file) => file.includes('/react-dom-')),
        url,
      ).toBeGreaterThan(-1);
      for (const file of chunks ?? []) expect(existsSync(join(WEB_DIST_DIR, file)), `${url}: ${file}`).toBe(true);
      // Nothing of the app is fetched before the page and its first picture are drawn: the page's small
      // script asks for the app's chunks and the screen's, which the page names, afterwards.
      const screen = new RegExp(`<meta name="${SCREEN_SCRIPTS_META_NAME}" content="([^"]*)">`)
        .exec(head)?.[1]
        ?.split(' ')
        .filter(Boolean);
      for (const file of screen ?? []) expect(existsSync(join(WEB_DIST_DIR, file)), `${url}: ${file}`).toBe(true);
      const fetchedAtOnce = [
        ...html.matchAll(/<(?:link rel="modulepreload"|script type="module")[^>]* (?:href|src)="([^"]+)"/g),
      ];
      expect(fetchedAtOnce.length, url).toBeGreaterThan(0);
      // (The small script's own imports are fetched with it: one of them, the contract's page constants, the app shares.)
      const later = [...(screen ?? []), ...(chunks ?? []).filter((file) => /\/(react-dom|libraries|app)-/.test(file))];
      for (const [, file] of fetchedAtOnce) expect(later, `${url}: ${file}`).not.toContain(file);
      if (url.includes('/phone-preview/'))
        expect(screen?.join(' '), url).toMatch(/\/assets\/AdvertDetailPage-[\w-]+\.js/);
      // Every class the markup uses that the stylesheet styles is styled in the page too.
      const markup = /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(body)?.[1] ?? '';
      const used = new Set([...markup.matchAll(/ class="([^"]*)"/g)].flatMap((m) => (m[1] as string).split(' ')));
      const styled = [...used].filter((name) => name && whole.includes(`.${name}{`));
      expect(styled.length, url).toBeGreaterThan(10);
      for (const name of styled) expect(inPage, `${url}: .${name}`).toContain(`.${name}{`);
    }
  });

  it('English and Russian live under /en and /ru, with their own titles and <html lang>', async () => {
    const en = await page('/en/tablets');
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('<html lang="en">');
    expect(visibleText(en.body)).toContain('Tablets');
    const ru = await page('/ru/simCards');
    expect(ru.body).toContain('<html lang="ru">');
    expect(visibleText(ru.body)).toContain('SIM-карты');
    expect(visibleText(ru.body)).toContain('775 32 35');
    expect(visibleText(ru.body)).toContain('900 AZN');
    const home = await page('/ru');
    expect(visibleText(home.body)).toContain('Телефоны');
  });

  it('today, about, terms, shops and the shells of search and liked are pages of their own', async () => {
    const today = await page('/en/todayAdverts');
    expect(visibleText(today.body)).toContain('Apple iPhone');
    expect(visibleText((await page('/en/aboutUs')).body)).toMatch(/About us/);
    const terms = visibleText((await page('/termsConditionsCard')).body);
    expect(terms.length).toBeGreaterThan(5000);
    expect(visibleText((await page('/en/shopsServices')).body)).toContain('Shops and services');
    for (const path of ['/en/search', '/en/likedPage']) {
      const res = await page(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('shops and services, a heading with nothing under it yet, is kept out of search results in every language', async () => {
    for (const path of ['/shopsServices', '/en/shopsServices', '/ru/shopsServices']) {
      const res = await page(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toContain('<meta name="robots" content="noindex" />');
      expect(linkHref(res.body, 'canonical'), path).toBeUndefined();
    }
  });

  it("search results arrive with the page that names a search, and aren't indexed", async () => {
    const res = await page('/en/search?q=Samsung');
    expect(res.statusCode).toBe(200);
    const text = visibleText(res.body);
    // Grouped by category with counts, each group's first cards drawn with the page.
    expect(text).toContain('Found for “Samsung”');
    expect(text).toMatch(/Phones \d+/);
    expect(text).toContain('Samsung');
    expect(text).not.toContain('Apple iPhone');
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('a listing reads its filters and sort from the address, and points search engines to the plain one', async () => {
    const res = await page('/en?sortByType=PRICE_DESC&brandIds=2');
    expect(res.statusCode).toBe(200);
    const text = visibleText(res.body);
    expect(text).toContain('Samsung');
    expect(text).not.toContain('Apple iPhone');
    expect(text.indexOf('1 002 AZN')).toBeLessThan(text.indexOf('1 000 AZN'));
    expect(res.body).toContain('<meta name="robots" content="noindex, follow" />');
    expect(linkHref(res.body, 'canonical')).toBe(`${ORIGIN}/en`);
  });

  it('starts with the one inline script that keeps taps made before the app is live, allowed by its hash alone', async () => {
    const res = await page('/en');
    const inline = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(inline).toHaveLength(1);
    // In <head>: it listens before a button is drawn.
    expect(res.body.indexOf('<script>')).toBeLessThan(res.body.indexOf('<body>'));
    const hash = createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64');
    const scriptSrc = /script-src ([^;]+)/.exec(String(res.headers['content-security-policy']))?.[1]?.split(' ');
    expect(scriptSrc).toEqual(["'self'", `'sha256-${hash}'`]);
  });

  it('draws the parts whose code comes when wanted whole, their buttons ready for a tap the page keeps', async () => {
    const home = await page('/en');
    const parts = [...home.body.matchAll(/<div data-part="([^"]+)"/g)].map((m) => m[1]);
    expect(parts).toEqual(
      expect.arrayContaining(['search-box', 'top-bar-links', 'language-menu', 'brand-row', 'listing-tools', 'footer']),
    );
    // Nothing is disabled while the app is on its way: a tap is kept, not refused.
    expect(home.body).not.toMatch(/<fieldset[^>]* disabled/);
    const brandRow = home.body.slice(home.body.indexOf('<div data-part="brand-row"'));
    expect(brandRow).toMatch(/^[\s\S]*?<button[^>]*aria-label="Brand"/);
  });

  it('an unknown address answers 404 with the not-found page, never indexed', async () => {
    const res = await page('/en/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(visibleText(res.body)).toContain('Page not found');
  });

  it('answers every other spelling of a page 301 to its one address, query kept, in every language', async () => {
    const advert = `/phone-preview/phone/${phone.id}`;
    for (const [asked, one] of [
      ['/tablets/', '/tablets'],
      ['/Tablets', '/tablets'],
      ['/simcards', '/simCards'],
      ['/SIMCARDS/', '/simCards'],
      ['/EN/Tablets', '/en/tablets'],
      ['/en/', '/en'],
      ['/ru//', '/ru'],
      ['//', '/'],
      ['/signup', '/signUp'],
      ['/%74ablets', '/tablets'],
      [`${advert}/`, advert],
      [advert.toUpperCase(), advert],
      [`/phone-preview/phone/0${phone.id}`, advert],
      [`/en/PHONE-PREVIEW/Phone/000${phone.id}/`, `/en${advert}`],
      ['/tablets/?sortByType=PRICE_DESC', '/tablets?sortByType=PRICE_DESC'],
      // A seller's page, as every path with parameters (the route table's).
      ['/Seller/007', '/seller/7'],
      ['/RU/seller/12/', '/ru/seller/12'],
      // "//anything" resolved against the site made "anything" a host: one slash, and it is not found.
      ['//anything', '/anything'],
      ['///evil.example/phish', '/evil.example/phish'],
      ['/en//evil.example/phish', '/en/evil.example/phish'],
    ] as const) {
      const res = await page(asked);
      expect(res.statusCode, asked).toBe(301);
      expect(res.headers.location, asked).toBe(one);
    }
    for (const [path, said] of [
      ['/anything', 'Səhifə tapılmadı'],
      ['/en/evil.example/phish', 'Page not found'],
      ['/ru/x', 'Страница не найдена'],
    ] as const) {
      const res = await page(path);
      expect(res.statusCode, path).toBe(404);
      expect(visibleText(res.body), path).toContain(said);
    }
    expect((await page('/phone-preview/phone/0')).statusCode).toBe(404);
  });

  it('private screens send their layout only, drawn in the browser, and are never indexed', async () => {
    for (const path of ['/addAdvert', '/en/userProfile', '/ru/settingsPage', '/login', '/adminPanel']) {
      const res = await page(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toContain('<meta name="robots" content="noindex" />');
      expect(res.body, path).toContain('aria-busy="true"');
    }
  });
});

describe("an advert's page", () => {
  it('holds the advert in each language: title, price, city, condition and the comment', async () => {
    const az = await page(`/phone-preview/phone/${phone.id}`);
    expect(az.statusCode).toBe(200);
    // What tells it from every other advert: model, storage, condition, price, city and its number.
    expect(az.body).toContain(`<title>Apple iPhone 128 GB, yeni — 1 250 AZN, Gəncə · № ${phone.id} — Zeng</title>`);
    const text = visibleText(az.body);
    expect(text).toContain('1 250 AZN');
    expect(text).toContain('Gəncə');
    expect(text).toContain('Ideal vəziyyətdə, qutusu var');
    const enPage = (await page(`/en/phone-preview/phone/${phone.id}`)).body;
    expect(enPage).toContain(`<title>Apple iPhone 128 GB, new — 1 250 AZN, Ganja · No. ${phone.id} — Zeng</title>`);
    const en = visibleText(enPage);
    expect(en).toContain('Ganja');
    expect(en).toContain('New');
    const ruPage = (await page(`/ru/phone-preview/phone/${phone.id}`)).body;
    expect(ruPage).toContain(`<title>Apple iPhone 128 ГБ, новый — 1 250 AZN, Гянджа · № ${phone.id} — Zeng</title>`);
    expect(visibleText(ruPage)).toContain('Гянджа');
  });

  it('names itself to search engines: canonical, language alternates and x-default', async () => {
    const res = await page(`/ru/phone-preview/phone/${phone.id}`);
    const path = `/phone-preview/phone/${phone.id}`;
    expect(linkHref(res.body, 'canonical')).toBe(`${ORIGIN}/ru${path}`);
    expect(linkHref(res.body, 'alternate', 'az')).toBe(`${ORIGIN}${path}`);
    expect(linkHref(res.body, 'alternate', 'en')).toBe(`${ORIGIN}/en${path}`);
    expect(linkHref(res.body, 'alternate', 'ru')).toBe(`${ORIGIN}/ru${path}`);
    expect(linkHref(res.body, 'alternate', 'x-default')).toBe(`${ORIGIN}${path}`);
  });

  it('carries a Product with its Offer and a breadcrumb as JSON-LD that match the advert', async () => {
    const res = await page(`/en/phone-preview/phone/${phone.id}`);
    const blocks = [...res.body.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) =>
      JSON.parse(m[1] ?? ''),
    );
    const product = blocks.find((b) => b['@type'] === 'Product');
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Apple iPhone',
      brand: { '@type': 'Brand', name: 'Apple' },
      model: 'iPhone',
      description: 'Ideal vəziyyətdə, qutusu var',
      image: [`${ORIGIN}/uploads/photoOne-large.webp`, `${ORIGIN}/uploads/photoTwo-large.webp`],
      offers: {
        '@type': 'Offer',
        price: '1250',
        priceCurrency: 'AZN',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        url: `${ORIGIN}/en/phone-preview/phone/${phone.id}`,
      },
    });
    const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((c: { item: string }) => c.item)).toEqual([
      `${ORIGIN}/en`,
      `${ORIGIN}/en/phone-preview/phone/${phone.id}`,
    ]);
  });

  it('a SIM number is written as people read it, its provider the brand', async () => {
    const res = await page(`/en/phone-preview/sim/${sim.id}`);
    expect(res.body).toContain(`<title>Bakcell 055 775 32 35 — 900 AZN, Baku · No. ${sim.id} — Zeng</title>`);
    const product = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(res.body)?.[1] ?? '');
    expect(product.brand.name).toBe('Bakcell');
    expect(product.offers.itemCondition).toBeUndefined();
  });

  it('answers 404 for a missing or hidden advert, 404 saying so for an expired one, 410 for a deleted one', async () => {
    const db = t.database.db;
    const seller = await createUser(db);
    const pending = await createAdvert(db, { userId: seller.id, state: 'PENDING' });
    const expired = await createAdvert(db, { userId: seller.id, publishedAt: new Date(NOW.getTime() - 31 * DAY) });
    const deleted = await createAdvert(db, { userId: seller.id, deletedAt: NOW });
    for (const path of ['/en/phone-preview/phone/2147483000', `/en/phone-preview/phone/${pending.id}`]) {
      const res = await page(path);
      expect(res.statusCode, path).toBe(404);
      expect(visibleText(res.body), path).toContain('This advert was not found.');
    }
    for (const path of ['/phone-preview/car/1', '/phone-preview/phone/abc', `/phone-preview/tablet/${phone.id}`]) {
      expect((await page(path)).statusCode, path).toBe(404);
    }
    const gone = await page(`/en/phone-preview/phone/${expired.id}`);
    expect(gone.statusCode).toBe(404);
    expect(visibleText(gone.body)).toContain('This advert has expired. Its seller can renew it from their profile.');
    const removed = await page(`/en/phone-preview/phone/${deleted.id}`);
    expect(removed.statusCode).toBe(410);
    expect(visibleText(removed.body)).toContain('This advert has been deleted.');
    for (const res of [gone, removed]) {
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(res.body).not.toContain('application/ld+json');
      expect(res.body).not.toContain('og:title');
    }
  });

  it("keeps a seller's text escaped in the markup, the head and the state, where it reads back exactly", async () => {
    const res = await page(`/en/phone-preview/accessory/${hostile.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toMatch(/<\/script><script>alert/);
    expect(res.body).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    const state = stateOf(res.body);
    const detail = state.queries.queries.find((q: { queryKey: unknown[] }) => q.queryKey[2] === 'detail');
    expect(detail.state.data.name).toBe(HOSTILE);
    expect(detail.state.data.comment).toBe(HOSTILE);
    // Only the app's own scripts (its modules, and the one inline script the policy allows by its hash):
    // the page's data blocks are never run.
    const scripts = [...res.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.filter((attributes) => attributes === '')).toHaveLength(1);
    for (const attributes of scripts.filter((a) => a !== '')) {
      expect(attributes).toMatch(/type="(module|application\/json|application\/ld\+json)"/);
    }
  });
});

describe('one address per language', () => {
  it('sends a person whose stored choice is Russian from a plain address to the Russian one', async () => {
    const res = await page('/tablets?sortByType=PRICE_ASC', { cookie: 'zeng_lang=ru' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/ru/tablets?sortByType=PRICE_ASC');
    expect((await page('/', { cookie: 'other=1; zeng_lang=en' })).headers.location).toBe('/en');
  });

  it("never redirects by the browser's language alone, and keeps a stored Azerbaijani at the plain address", async () => {
    const res = await page('/tablets', { 'accept-language': 'ru-RU,ru;q=0.9' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="az">');
    expect((await page('/tablets', { cookie: 'zeng_lang=az' })).statusCode).toBe(200);
  });

  it('opening a prefixed address stores its language as the choice', async () => {
    const res = await page('/en/tablets');
    expect(res.headers['set-cookie']).toMatch(/^zeng_lang=en; Path=\/; Max-Age=31536000; SameSite=Lax/);
    expect((await page('/en/tablets', { cookie: 'zeng_lang=en' })).headers['set-cookie']).toBeUndefined();
  });

  it("keeps second spellings of a screen in the address's language", async () => {
    expect((await page('/signup')).headers.location).toBe('/signUp');
    expect((await page('/ru/otpconfirm')).headers.location).toBe('/ru/otpConfirm');
  });

  it('answers the API and files as before: a JSON 404 past the pages', async () => {
    const res = await page('/api/v1/zeng/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('the first pages are kept and forgotten with their answers', () => {
  // The cache is on as `npm start` runs it, on the embedded database (testing/test-app.ts says why the
  // PostgreSQL runs leave it off; public-answers.test.ts covers it there).
  it.skipIf(process.env.TEST_DATABASE_URL)(
    'serves a plain listing from memory until one of its adverts changes',
    async () => {
      const first = await page('/en/accessories');
      expect((await page('/en/accessories')).body).toBe(first.body);
      const seller = await createUser(t.database.db);
      await createAdvert(t.database.db, { category: 'accessory', userId: seller.id, name: 'Anker PowerCore 20000' });
      // The embedded database announces the change before the write returns (ADR 0011).
      expect(visibleText((await page('/en/accessories')).body)).toContain('Anker PowerCore 20000');
    },
  );

  it.skipIf(process.env.TEST_DATABASE_URL)(
    'keeps an advert page for every visitor until an advert of its category changes',
    async () => {
      const seller = await createUser(t.database.db);
      const advert = await createAdvert(t.database.db, { userId: seller.id, price: 777 });
      const url = `/phone-preview/phone/${advert.id}`;
      const first = await page(url);
      expect(visibleText(first.body)).toContain('777 AZN');
      // The very same bytes, read times and all: made once.
      expect((await page(url)).body).toBe(first.body);
      await t.database.db.update(adverts).set({ price: 778 }).where(eq(adverts.id, advert.id));
      expect(visibleText((await page(url)).body)).toContain('778 AZN');
      await t.database.db.update(adverts).set({ deletedAt: NOW }).where(eq(adverts.id, advert.id));
      expect((await page(url)).statusCode).toBe(410);
    },
  );

  it('answers everyone who waited for a refused page with its own status, and keeps none', async () => {
    const missing = '/phone-preview/phone/987654';
    const answers = await Promise.all([page(missing), page(missing), page(`/en${missing}`)]);
    expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404]);
    const seller = await createUser(t.database.db);
    const late = await createAdvert(t.database.db, { userId: seller.id, price: 4321 });
    expect((await page(`/phone-preview/phone/${late.id}`)).statusCode).toBe(200);
  });

  /** A page made again (where nothing is kept) says in its state when its data was read. */
  const withoutReadTimes = (body: string) => body.replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '');

  it('sends a page and a first page of adverts compressed as the browser asks, the same text either way', async () => {
    for (const url of ['/', '/ru/simCards', `/phone-preview/phone/${phone.id}`, '/api/v1/zeng/phone']) {
      const plain = await page(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(String(plain.headers.vary)).toMatch(/Accept-Encoding/);
      for (const [coding, decode] of [
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        const res = await page(url, { 'accept-encoding': `${coding}, deflate` });
        expect(res.headers['content-encoding'], `${url} in ${coding}`).toBe(coding);
        expect(withoutReadTimes(decode(res.rawPayload).toString('utf8'))).toBe(withoutReadTimes(plain.body));
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      }
    }
    expect(String((await page('/', { 'accept-encoding': 'br' })).headers.vary)).toMatch(/Cookie/);
  });
});
