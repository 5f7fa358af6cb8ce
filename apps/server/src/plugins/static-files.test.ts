import { LANGUAGES, type Language } from '@zeng/contract/constants';
import { webManifestPath } from '@zeng/contract/page-rendering';
import { localizedPath, PATHS } from '@zeng/contract/routes';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { WEB_DIST_DIR } from '../testing/web-build.js';

/** What a browser, a crawler and a phone's home screen ask for besides pages (issue 36). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
/** Each language's home: where its installed app starts, and all it keeps to. */
const HOMES: Record<Language, string> = { az: '/', en: '/en', ru: '/ru' };
/** A page of each language: its head's tags. */
const SOME_PAGES: Record<Language, string> = { az: '/tablets', en: '/en', ru: '/ru/login' };

async function png(url: string) {
  const res = await get(url);
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type'], url).toBe('image/png');
  return sharp(res.rawPayload).metadata();
}

describe('icons', () => {
  it('/favicon.ico is an icon holding the sizes browsers pick from, drawn as PNG', async () => {
    const res = await get('/favicon.ico');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/x-icon');
    const ico = res.rawPayload;
    // ICONDIR: reserved 0, type 1 (icon), then the count; each entry names its size and where its image is.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const sizes = [];
    for (let i = 0; i < ico.readUInt16LE(4); i++) {
      const entry = 6 + 16 * i;
      const image = ico.subarray(
        ico.readUInt32LE(entry + 12),
        ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8),
      );
      const { format, width, height } = await sharp(image).metadata();
      expect({ format, width, height }).toEqual({ format: 'png', width: ico[entry], height: ico[entry + 1] });
      sizes.push(width);
    }
    expect(sizes).toEqual([16, 32, 48]);
  });

  it('/apple-touch-icon.png is 180 px square and opaque, and every page names it', async () => {
    const meta = await png('/apple-touch-icon.png');
    expect([meta.width, meta.height, meta.hasAlpha]).toEqual([180, 180, false]);
    for (const url of Object.values(SOME_PAGES)) {
      expect((await get(url)).body, url).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"');
    }
  });

  it('is kept an hour, then asked again with its validator and answered 304', async () => {
    const first = await get('/favicon.ico');
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    const again = await get('/favicon.ico', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});

describe('the web app manifest', () => {
  it.each(LANGUAGES)('in %s: Zeng, started at and kept to its home, named by its pages', async (language) => {
    const res = await get(webManifestPath(language));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json');
    const manifest = JSON.parse(res.body);
    expect(manifest).toMatchObject({
      name: 'Zeng',
      short_name: 'Zeng',
      lang: language,
      start_url: HOMES[language],
      scope: HOMES[language],
      display: 'standalone',
      background_color: '#ffffff',
    });

    // The page in that language links it, with its colour and in its words.
    const html = (await get(SOME_PAGES[language])).body;
    expect(html).toContain(`<link rel="manifest" href="${webManifestPath(language)}"`);
    expect(html).toContain(`<meta name="theme-color" content="${manifest.theme_color}"`);
    // Sign-in's description is the site's own (a listing's names the listing).
    const signIn = (await get(localizedPath(PATHS.login, language))).body;
    expect(manifest.description).toBe(/<meta name="description" content="([^"]*)"/.exec(signIn)?.[1]);

    // Its icons: what an install needs (192 and 512 px), each the size it says.
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    for (const icon of manifest.icons) {
      const meta = await png(icon.src);
      expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes);
    }
    expect(manifest.icons.find((icon: { purpose: string }) => icon.purpose === 'maskable')).toBeDefined();
  });
});
