import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type AdvertScreenData,
  FIRST_SCREEN_ELEMENT_ID,
  type FirstScreenData,
  LANGUAGE_COOKIE,
  type ListingScreenData,
} from '@zeng/contract/first-screen';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdvert, createUser, REF, TestClock } from '../../testing/factories.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const NOW = new Date('2026-06-15T12:00:00Z');
const clock = new TestClock(NOW);
const HOSTILE = "</script><script>alert(1)</script><!-- \u2028\u2029 $& $'";
let t: TestApp;
let newestPhone: number;

/** A stand-in of the built web app's index.html. */
function webDist(): string {
  const web = mkdtempSync(join(tmpdir(), 'zeng-web-'));
  writeFileSync(
    join(web, 'index.html'),
    '<!doctype html><html lang="az"><head><meta charset="UTF-8" /><title>Zeng</title>' +
      '<script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
  );
  return web;
}

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: webDist() }, { clock });
  const db = t.database.db;
  const seller = await createUser(db);
  for (let i = 0; i < 12; i++) {
    const advert = await createAdvert(db, {
      userId: seller.id,
      publishedAt: new Date(NOW.getTime() - (12 - i) * 60_000),
      brandId: REF.samsung,
      modelId: REF.galaxyFirstModel,
      districtId: REF.ganja,
      imageKeys: [`photo${i}`, `other${i}`],
    });
    newestPhone = advert.id;
  }
  await createAdvert(db, { userId: seller.id, category: 'sim', simProviderId: REF.bakcell });
  await createAdvert(db, { userId: seller.id, category: 'accessory', name: HOSTILE });
});
afterAll(() => t.close());

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const api = async (url: string, lang = 'az') =>
  (await t.app.inject({ url: `/api/v1/zeng${url}`, headers: { 'accept-language': lang } })).json();

const BLOCK = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">([^<]*)</script>`);

/** The embedded data of a page, read as the web app reads it, or null when there is none. */
function embedded<T extends FirstScreenData = ListingScreenData>(html: string): T | null {
  const text = BLOCK.exec(html)?.[1];
  return text === undefined ? null : (JSON.parse(text) as T);
}

describe("a listing page's HTML carries its first answers", () => {
  it("home holds the API's own answers: the first page, today's, and the lookups its filters show", async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toMatch(/Cookie/);
    const data = embedded(res.body);
    expect(data).toEqual({
      screen: 'listing',
      language: 'az',
      category: 'phone',
      // Exactly what the app's own first request (ListingPage, TodayBar, BrandRow, SortMenu, FilterBar) answers.
      list: await api('/phone?sortByType=DATE_DESC&limit=10'),
      today: await api('/phone/today?limit=10'),
      brands: await api('/brand/phone'),
      sort: await api('/sort'),
      districts: await api('/district'),
    });
    expect(data?.list).toMatchObject({
      phones: expect.arrayContaining([expect.objectContaining({ id: newestPhone })]),
    });
  });

  it('is compressed like any answer: the data makes the page larger than the bare app', async () => {
    const res = await page('/', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('preloads the first card picture as the card asks for it, at high priority', async () => {
    const { body } = await page('/');
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(body)?.[0];
    expect(preload).toBe(
      '<link rel="preload" as="image" href="/uploads/photo11-thumb.webp" imagesrcset="/uploads/photo11-thumb.webp 340w" imagesizes="170px" fetchpriority="high" />',
    );
    // Ahead of the app's modules, which would otherwise take the browser's connections first.
    expect(body.indexOf(preload ?? '')).toBeLessThan(body.indexOf('<script type="module"'));
    expect(body.indexOf('<meta charset')).toBeLessThan(body.indexOf(preload ?? ''));
  });

  it('answers each listing in the language of the app cookie, else the browser, else az', async () => {
    const ru = embedded((await page('/simCards', { cookie: `theme=1; ${LANGUAGE_COOKIE}=ru` })).body);
    expect(ru).toMatchObject({ language: 'ru', category: 'sim', providers: await api('/sim/providers') });
    expect(ru?.list).toEqual(await api('/sim?sortByType=DATE_DESC&limit=10', 'ru'));
    expect(ru?.districts).toEqual(await api('/district', 'ru'));
    expect(ru?.today).toBeUndefined();

    const en = embedded((await page('/tablets', { 'accept-language': 'en-GB,en;q=0.9' })).body);
    expect(en).toMatchObject({ language: 'en', category: 'tablet', brands: await api('/brand/tablet') });
    const cookieWins = embedded(
      (await page('/tablets', { 'accept-language': 'en', cookie: `${LANGUAGE_COOKIE}=az` })).body,
    );
    expect(cookieWins?.language).toBe('az');
    const unknown = embedded((await page('/tablets', { cookie: `${LANGUAGE_COOKIE}=de` })).body);
    expect(unknown?.language).toBe('az');
  });

  it("keeps a seller's text inert: it cannot close the block, yet reads back exactly", async () => {
    const { body } = await page('/accessories');
    expect(body).not.toContain('<script>alert(1)');
    expect(body).not.toContain('<!--');
    expect(body).not.toMatch(/[\u2028\u2029]/);
    // The page's scripts are the app's module and the data block, nothing else.
    expect(body.match(/<script/g)).toHaveLength(2);
    const data = embedded(body);
    expect(data?.list).toEqual(await api('/accessory?sortByType=DATE_DESC&limit=10'));
    expect((data?.list as { accessories: { name: string }[] } | undefined)?.accessories[0]?.name).toBe(HOSTILE);
    expect(data?.accessoryTypes).toEqual(await api('/accessory/type'));
  });

  it('sends other screens, filtered listings and HEAD requests without data', async () => {
    for (const url of ['/?brandIds=1', '/tablets?sortByType=PRICE_ASC', '/todayAdverts', '/likedPage', '/nowhere']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(url === '/nowhere' ? 404 : 200);
      expect(embedded(res.body), url).toBeNull();
      expect(res.body, url).not.toContain('rel="preload"');
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
  });

  it("carries a shared advert's page's advert as a visitor's GET answers it, in the app's language", async () => {
    const res = await page(`/phone-preview/phone/${newestPhone}`, { cookie: `${LANGUAGE_COOKIE}=ru` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta property="og:title" content="Samsung');
    expect(embedded<AdvertScreenData>(res.body)).toEqual({
      screen: 'advert',
      language: 'ru',
      category: 'phone',
      id: newestPhone,
      detail: await api(`/phone/${newestPhone}`, 'ru'),
    });
    expect(res.body).toContain(
      `<link rel="preload" as="image" href="/uploads/photo11-large.webp" fetchpriority="high" />`,
    );
  });
});

describe('with the database away', () => {
  it('still sends the page, without data, and the app asks for its answers itself', async () => {
    const down = await createTestApp({ WEB_DIST_DIR: webDist() }, { clock });
    await down.database.close();
    const res = await down.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(embedded(res.body)).toBeNull();
    await down.app.close();
  });
});
