import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '@zeng/contract/constants';
import { localizedPath, PATHS } from '@zeng/contract/routes';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadsDir } from '../../infra/storage/media-storage.js';
import { createAdvert, createUser, REF, TestClock } from '../../testing/factories.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { WEB_DIST_DIR } from '../../testing/web-build.js';

// Noon in Baku (UTC+4) on 15 June 2026.
const NOW = new Date('2026-06-15T08:00:00Z');
const HOUR = 3_600_000;
const ORIGIN = 'http://localhost:8080';
const clock = new TestClock(NOW);
let t: TestApp;
let dataDir: string;
let seller: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'zeng-previews-'));
  t = await createTestApp({ WEB_DIST_DIR, DATA_DIR: dataDir }, { clock });
  seller = await createUser(t.database.db);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const open = (url: string) => t.app.inject({ url });

/** Every content of a <meta> tag, by its property or name, in the order the page writes them. */
const metas = (html: string, key: string) =>
  [
    ...html.matchAll(new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)" />`, 'g')),
  ].map((m) => m[1]);
const meta = (html: string, key: string) => metas(html, key)[0];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1];
const product = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
    .map((m) => JSON.parse(m[1] ?? ''))
    .find((block) => block['@type'] === 'Product');

/** The page's address in a language, absolute: what its canonical and og:url name. */
const addressIn = (path: string, lng: Language) => new URL(localizedPath(path, lng), ORIGIN).toString();

/** Fetches a picture the page names, as a messenger would. */
async function picture(url: string | undefined) {
  const res = await open(new URL(url ?? '').pathname);
  const info = res.statusCode === 200 ? await sharp(res.rawPayload).metadata() : null;
  return { status: res.statusCode, format: info?.format, size: [info?.width, info?.height] };
}

const OG_LOCALES = { az: 'az_AZ', en: 'en_US', ru: 'ru_RU' } as const;

describe('every indexable page says what a shared link of it shows', () => {
  it("names its own language's address as og:url, its canonical, with its locale and the other two", async () => {
    const advert = await createAdvert(t.database.db, {
      userId: seller.id,
      publishedAt: new Date(NOW.getTime() - HOUR),
    });
    for (const path of ['/', '/tablets', `/phone-preview/phone/${advert.id}`, '/aboutUs', '/todayAdverts']) {
      for (const lng of LANGUAGES) {
        const html = (await open(localizedPath(path, lng))).body;
        const where = `${lng} ${path}`;
        expect(meta(html, 'og:url'), where).toBe(addressIn(path, lng));
        expect(canonical(html), where).toBe(addressIn(path, lng));
        expect(metas(html, 'og:locale'), where).toEqual([OG_LOCALES[lng]]);
        expect(metas(html, 'og:locale:alternate').sort(), where).toEqual(
          LANGUAGES.filter((other) => other !== lng)
            .map((other) => OG_LOCALES[other])
            .sort(),
        );
        expect(meta(html, 'og:site_name'), where).toBe('Zeng');
        expect(meta(html, 'og:title'), where).toBe(title(html)?.replace(/ — Zeng$/, ''));
        expect(meta(html, 'og:description'), where).toBe(meta(html, 'description'));
        expect(meta(html, 'twitter:card'), where).toBe('summary_large_image');
        expect(meta(html, 'og:image:width'), where).toBe('1200');
        expect(meta(html, 'og:image:height'), where).toBe('630');
        expect(meta(html, 'og:image:alt'), where).toBeTruthy();
      }
    }
  });

  it("shows a listing's category picture in every language, the site's own on About Us and terms", async () => {
    const pictures = {
      [PATHS.home]: 'phone',
      [PATHS.todayAdverts]: 'phone',
      [PATHS.tablets]: 'tablet',
      [PATHS.todayTablets]: 'tablet',
      [PATHS.simCards]: 'sim',
      [PATHS.todaySim]: 'sim',
      [PATHS.accessories]: 'accessory',
      [PATHS.todayAccessories]: 'accessory',
      [PATHS.aboutUs]: 'zeng',
      [PATHS.terms]: 'zeng',
    };
    for (const [path, name] of Object.entries(pictures)) {
      for (const lng of LANGUAGES) {
        const html = (await open(localizedPath(path, lng))).body;
        expect(meta(html, 'og:type'), `${lng} ${path}`).toBe('website');
        expect(meta(html, 'og:image'), `${lng} ${path}`).toBe(`${ORIGIN}/media/share/${name}.png`);
      }
    }
    for (const name of ['phone', 'tablet', 'sim', 'accessory', 'zeng']) {
      expect(await picture(`${ORIGIN}/media/share/${name}.png`), name).toEqual({
        status: 200,
        format: 'png',
        size: [1200, 630],
      });
    }
  });

  it('a filtered listing shares its plain address; a page kept from search engines shares nothing', async () => {
    const filtered = (await open('/en/tablets?sortByType=PRICE_ASC')).body;
    expect(meta(filtered, 'og:url')).toBe(`${ORIGIN}/en/tablets`);
    for (const path of ['/login', '/en/addAdvert', '/ru/no-such-page', '/phone-preview/phone/2147483000']) {
      expect((await open(path)).body, path).not.toContain('property="og:');
    }
  });
});

describe("an advert's page", () => {
  it('is titled by what tells it from every other live advert, in each language', async () => {
    const db = t.database.db;
    // Two adverts alike in every way a title could say: model, storage, condition, price and city.
    const twins = [];
    for (let i = 0; i < 2; i++) {
      twins.push(
        await createAdvert(db, {
          userId: seller.id,
          brandId: REF.samsung,
          modelId: REF.galaxyFirstModel,
          condition: 'used',
          price: 1450,
          districtId: REF.baku,
          publishedAt: new Date(NOW.getTime() - (i + 1) * HOUR),
        }),
      );
    }
    const accessory = await createAdvert(db, {
      category: 'accessory',
      userId: seller.id,
      accessoryType: 'SCREEN_PROTECTOR',
      name: 'Spigen Glas.tR',
      condition: 'new',
      price: 25,
    });
    for (const lng of LANGUAGES) {
      const titles = await Promise.all(
        twins.map(async (advert) => title((await open(localizedPath(`/phone-preview/phone/${advert.id}`, lng))).body)),
      );
      expect(new Set(titles).size, lng).toBe(2);
      for (const [i, text] of titles.entries()) {
        expect(text, lng).toMatch(/^Samsung .+ 128 (GB|ГБ), (işlənmiş|used|б\/у) — 1 450 AZN, (Bakı|Baku|Баку) · /);
        expect(text, lng).toContain(`${twins[i]?.id} — Zeng`);
      }
    }
    const accessoryTitle = async (lng: Language) =>
      title((await open(localizedPath(`/phone-preview/accessory/${accessory.id}`, lng))).body);
    expect(await accessoryTitle('az')).toBe(
      `Ekran qoruyucu Spigen Glas.tR, yeni — 25 AZN, Bakı · № ${accessory.id} — Zeng`,
    );
    expect(await accessoryTitle('en')).toBe(
      `Screen protector Spigen Glas.tR, new — 25 AZN, Baku · No. ${accessory.id} — Zeng`,
    );
    expect(await accessoryTitle('ru')).toBe(
      `Защитное стекло Spigen Glas.tR, новое — 25 AZN, Баку · № ${accessory.id} — Zeng`,
    );
  });

  it('offers its price until the advert expires, on the day it does in Baku, in each language', async () => {
    // 01:30 in Baku on 15 July: 14 July in UTC.
    const advert = await createAdvert(t.database.db, {
      userId: seller.id,
      publishedAt: new Date(NOW.getTime() - HOUR),
      expiresAt: new Date('2026-07-14T21:30:00Z'),
    });
    for (const lng of LANGUAGES) {
      const html = (await open(localizedPath(`/phone-preview/phone/${advert.id}`, lng))).body;
      expect(product(html)?.offers.priceValidUntil, lng).toBe('2026-07-15');
    }
  });

  it("shows a SIM number's own picture, not its operator's logo, made once for all languages", async () => {
    const sim = await createAdvert(t.database.db, {
      category: 'sim',
      userId: seller.id,
      simNumber: '994702223344',
      simProviderId: REF.nar,
      price: 300,
    });
    const stored = () => readdirSync(uploadsDir(dataDir)).filter((file) => file.includes('994702223344'));
    let made: { file: string; modified: number } | undefined;
    for (const lng of LANGUAGES) {
      const html = (await open(localizedPath(`/phone-preview/sim/${sim.id}`, lng))).body;
      const image = meta(html, 'og:image');
      expect(image, lng).toMatch(new RegExp(`^${ORIGIN}/uploads/sim-${REF.nar}-994702223344-[\\w]+\\.png$`));
      expect(meta(html, 'og:type'), lng).toBe('product');
      expect(meta(html, 'og:image:type'), lng).toBe('image/png');
      // Its product is the same picture: the number, not /media/providers/nar.svg.
      expect(product(html)?.image, lng).toEqual([image]);
      expect(html, lng).not.toMatch(/"image":\["[^"]*\/media\/providers\//);
      expect(await picture(image), lng).toEqual({ status: 200, format: 'png', size: [1200, 630] });
      // Drawn the first time, then read where it was kept.
      const [file] = stored();
      expect(stored(), lng).toHaveLength(1);
      const modified = statSync(join(uploadsDir(dataDir), file ?? '')).mtimeMs;
      made ??= { file: file ?? '', modified };
      expect({ file, modified }, lng).toEqual(made);
    }
  });
});
