import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { models } from '../../db/schema.js';
import { createAdvert, createUser, REF } from '../../testing/factories.js';
import { callApi, createTestApp, type TestApp } from '../../testing/test-app.js';
import { WEB_DIST_DIR } from '../../testing/web-build.js';

const ORIGIN = 'http://localhost:8080';
let t: TestApp;
/** The adverts each landing page should list, by what they are. */
const ids = { iphone15Pro: [] as number[], galaxy: 0, tablet: 0, sim: 0, sim055: 0, headphones: 0, hiddenIphone13: 0 };

async function modelId(db: Database, brandId: number, name: string) {
  const [row] = await db
    .select({ id: models.id })
    .from(models)
    .where(and(eq(models.brandId, brandId), eq(models.name, name)));
  if (!row) throw new Error(`no model ${name}`);
  return row.id;
}

// The counts a landing page reads are made as the app starts (and every few minutes after): the
// adverts are written first.
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR }, {}, async (db) => {
    const seller = await createUser(db);
    const userId = seller.id;
    const iphone15Pro = await modelId(db, REF.apple, 'iPhone 15 Pro');
    for (const [price, districtId] of [
      [900, REF.baku],
      [1500, REF.baku],
      [2100, REF.ganja],
    ] as const) {
      const advert = await createAdvert(db, { userId, brandId: REF.apple, modelId: iphone15Pro, price, districtId });
      ids.iphone15Pro.push(advert.id);
    }
    const galaxy = await modelId(db, REF.samsung, 'Galaxy S24');
    ids.galaxy = (
      await createAdvert(db, { userId, brandId: REF.samsung, modelId: galaxy, price: 1200, districtId: REF.ganja })
    ).id;
    ids.tablet = (await createAdvert(db, { userId, category: 'tablet', price: 700, districtId: REF.baku })).id;
    ids.sim = (
      await createAdvert(db, { userId, category: 'sim', simNumber: '994501234567', simProviderId: REF.azercell })
    ).id;
    ids.sim055 = (
      await createAdvert(db, { userId, category: 'sim', simNumber: '994555000050', simProviderId: REF.bakcell })
    ).id;
    ids.headphones = (
      await createAdvert(db, { userId, category: 'accessory', name: 'Sony WH-1000XM5', accessoryType: 'HEADPHONES' })
    ).id;
    // Neither counts: an iPhone 13 removed by its seller, and one waiting for moderation.
    const iphone13 = await modelId(db, REF.apple, 'iPhone 13');
    await createAdvert(db, { userId, brandId: REF.apple, modelId: iphone13, deletedAt: new Date() });
    ids.hiddenIphone13 = (
      await createAdvert(db, { userId, brandId: REF.apple, modelId: iphone13, state: 'PENDING' })
    ).id;
  });
});
afterAll(() => t.close());

const landing = (query: string, lang?: string) =>
  callApi(t.app, 'GET', `/landing?${query}`, undefined, undefined, lang ? { 'accept-language': lang } : {});
const page = (url: string) => t.app.inject({ url });
const cardIds = (html: string, category: string) => [
  ...new Set(
    [...html.matchAll(new RegExp(`href="(?:/en|/ru)?/phone-preview/${category}/(\\d+)"`, 'g'))].map((m) =>
      Number(m[1]),
    ),
  ),
];
const linkHref = (html: string, rel: string) => new RegExp(`<link rel="${rel}" href="([^"]*)" />`).exec(html)?.[1];

describe('GET /landing', () => {
  it('names a model, counts its shown adverts and their prices, and links its brand and siblings', async () => {
    const { status, body } = await landing('category=phone&path=apple/iphone-15-pro');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      category: 'phone',
      kind: 'model',
      path: '/phones/apple/iphone-15-pro',
      name: 'Apple iPhone 15 Pro',
      adverts: 3,
      priceMin: 900,
      priceMax: 2100,
      filters: { brandIds: [REF.apple], modelIds: [expect.any(Number)] },
      trail: [{ kind: 'brand', name: 'Apple', path: '/phones/apple', adverts: 3 }],
    });
    // The removed and the waiting iPhone 13 make no page of their own.
    expect(body.neighbours).toEqual([]);
  });

  it("lists a category's brands, cities, operators and types with shown adverts, the most advertised first", async () => {
    const phone = (await landing('category=phone')).body;
    expect(phone.kind).toBe('category');
    expect(phone.neighbours.map((l: { path: string; adverts: number }) => [l.path, l.adverts])).toEqual([
      ['/phones/apple', 3],
      ['/phones/samsung', 1],
      ['/phones/city/baku', 2],
      ['/phones/city/ganja', 2],
    ]);
    const sim = (await landing('category=sim')).body;
    expect(sim.neighbours).toContainEqual({
      kind: 'operator',
      name: 'Azercell',
      path: '/simCards/operator/azercell',
      adverts: 1,
    });
    expect(sim.neighbours).toContainEqual({ kind: 'prefix', name: '055', path: '/simCards/prefix/055', adverts: 1 });
    expect(sim.neighbours.map((l: { path: string }) => l.path)).not.toContain('/simCards/prefix/077');
    const accessory = (await landing('category=accessory')).body;
    expect(accessory.neighbours).toContainEqual({
      kind: 'type',
      name: 'HEADPHONES',
      path: '/accessories/type/headphones',
      adverts: 1,
    });
  });

  it('names a city in the language asked, with its category’s adverts there only', async () => {
    const { body } = await landing('category=phone&path=city/baku', 'ru');
    expect(body).toMatchObject({ kind: 'city', name: 'Баку', adverts: 2, priceMin: 900, priceMax: 1500 });
    expect(body.filters).toEqual({ districtId: REF.baku });
    expect(body.neighbours.map((l: { path: string }) => l.path)).toEqual(['/phones/city/ganja']);
  });

  it('answers 404, saying why, for a page naming nothing or nothing shown now', async () => {
    for (const path of ['apple/iphone-13', 'nokia', 'apple/iphone-15-pro/max', 'city/nowhere', 'type/case', 'Apple']) {
      const { status, body } = await landing(`category=phone&path=${encodeURIComponent(path)}`);
      expect(status, path).toBe(404);
      expect(body.message, path).toMatch(/no phone adverts/);
    }
    expect((await landing('category=boat')).status).toBe(400);
  });
});

describe("an advert's landing pages", () => {
  it('are named in its detail, those with shown adverts only, and linked from its page', async () => {
    const [first] = ids.iphone15Pro;
    const { body } = await callApi(t.app, 'GET', `/phone/${first}`);
    expect(body.landings).toEqual({
      brand: '/phones/apple',
      model: '/phones/apple/iphone-15-pro',
      city: '/phones/city/baku',
    });
    expect((await callApi(t.app, 'GET', `/sim/${ids.sim}`)).body.landings).toMatchObject({
      operator: '/simCards/operator/azercell',
      prefix: '/simCards/prefix/050',
      city: expect.stringMatching(/^\/simCards\/city\//),
    });
    const html = (await page(`/en/phone-preview/phone/${first}`)).body;
    for (const path of ['/en/phones/apple"', '/en/phones/apple/iphone-15-pro"', '/en/phones/city/baku"']) {
      expect(html).toContain(`href="${path}`);
    }
  });
});

describe('a landing page', () => {
  it('is drawn with its own adverts only, titled as people search, canonical to itself in each language', async () => {
    const res = await page('/en/phones/apple/iphone-15-pro');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Apple iPhone 15 Pro — 3 adverts, 900–2 100 AZN — Zeng</title>');
    expect(cardIds(html, 'phone').sort()).toEqual([...ids.iphone15Pro].sort());
    expect(html).not.toContain('name="robots"');
    expect(linkHref(html, 'canonical')).toBe(`${ORIGIN}/en/phones/apple/iphone-15-pro`);
    expect(html).toContain(`<link rel="alternate" hreflang="az" href="${ORIGIN}/phones/apple/iphone-15-pro" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="ru" href="${ORIGIN}/ru/phones/apple/iphone-15-pro" />`);
    // Its breadcrumb, as links and as schema.org's BreadcrumbList.
    expect(html).toMatch(/<nav[^>]*aria-label="Where you are"[^>]*>.*href="\/en\/phones\/apple"/s);
    const data = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) =>
      JSON.parse(m[1] ?? ''),
    );
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((i: { name: string; item: string }) => [i.name, i.item])).toEqual([
      ['Phones', `${ORIGIN}/en`],
      ['Apple', `${ORIGIN}/en/phones/apple`],
      ['Apple iPhone 15 Pro', `${ORIGIN}/en/phones/apple/iphone-15-pro`],
    ]);
  });

  it("names a brand's, a city's, an operator's and a type's page in each language, with their adverts", async () => {
    const brand = await page('/phones/apple');
    expect(brand.body).toContain('<title>Apple telefonları — 3 elan, 900–2 100 AZN — Zeng</title>');
    expect(brand.body).toContain('href="/phones/apple/iphone-15-pro"');
    const city = await page('/ru/tablets/city/baku');
    expect(city.statusCode).toBe(200);
    expect(city.body).toContain('<title>Планшеты, Баку');
    expect(cardIds(city.body, 'tablet')).toEqual([ids.tablet]);
    const operator = await page('/en/simCards/operator/azercell');
    expect(operator.body).toContain('<title>Azercell numbers — 1 advert');
    expect(cardIds(operator.body, 'sim')).toEqual([ids.sim]);
    // A prefix's page: its numbers only, not one whose later digits hold it (…000050 is 055's).
    const prefix = await page('/ru/simCards/prefix/050');
    expect(prefix.body).toContain('<title>Номера 050 — 1 объявление');
    expect(cardIds(prefix.body, 'sim')).toEqual([ids.sim]);
    expect(cardIds((await page('/simCards/prefix/055')).body, 'sim')).toEqual([ids.sim055]);
    const type = await page('/en/accessories/type/headphones');
    expect(type.body).toContain('<title>Headphones — 1 advert');
    expect(cardIds(type.body, 'accessory')).toEqual([ids.headphones]);
  });

  it('answers 404 where nothing is shown, and 301 to its lower-case address', async () => {
    expect((await page('/phones/apple/iphone-13')).statusCode).toBe(404);
    expect((await page('/en/phones/nokia')).statusCode).toBe(404);
    expect((await page('/simCards/prefix/077')).statusCode).toBe(404);
    expect((await page('/simCards/prefix/55')).statusCode).toBe(404);
    const upper = await page('/en/phones/Apple/iPhone-15-Pro');
    expect(upper.statusCode).toBe(301);
    expect(upper.headers.location).toBe('/en/phones/apple/iphone-15-pro');
  });

  it('is where a list filtered by exactly its brand, model, city, operator or type is sent (301)', async () => {
    const model = (await landing('category=phone&path=apple/iphone-15-pro')).body.filters.modelIds[0];
    const sent = async (url: string) => {
      const res = await page(url);
      return res.statusCode === 301 ? res.headers.location : res.statusCode;
    };
    expect(await sent(`/?brandIds=${REF.apple}`)).toBe('/phones/apple');
    expect(await sent(`/en?brandIds=${REF.apple}&modelIds=${model}&page=2`)).toBe(
      '/en/phones/apple/iphone-15-pro?page=2',
    );
    expect(await sent(`/ru?modelIds=${model}`)).toBe('/ru/phones/apple/iphone-15-pro');
    expect(await sent(`/tablets?districtId=${REF.baku}`)).toBe('/tablets/city/baku');
    expect(await sent(`/en/simCards?providerId=${REF.azercell}&utm_source=x`)).toBe('/en/simCards/operator/azercell');
    expect(await sent('/accessories?type=HEADPHONES')).toBe('/accessories/type/headphones');
    expect(await sent('/en/simCards?simPrefix=055')).toBe('/en/simCards/prefix/055');
    // Anything more, another brand's model, or a page with no shown advert stays the filtered list.
    expect(await sent(`/?brandIds=${REF.apple}&sortByType=PRICE_ASC`)).toBe(200);
    expect(await sent(`/?brandIds=${REF.apple},${REF.samsung}`)).toBe(200);
    expect(await sent(`/?brandIds=${REF.samsung}&modelIds=${model}`)).toBe(200);
    expect(await sent('/accessories?type=CASE')).toBe(200);
    expect(await sent('/simCards?simPrefix=077')).toBe(200);
    expect(await sent(`/todayAdverts?brandIds=${REF.apple}`)).toBe(200);
    // A landing page's own query narrows that page: it is not sent to another.
    expect(await sent(`/phones/apple?districtId=${REF.baku}`)).toBe(200);
  });

  it('is the canonical of a list its filter narrows further, which stays out of the index', async () => {
    const sorted = (await page(`/?brandIds=${REF.apple}&sortByType=PRICE_ASC`)).body;
    expect(sorted).toContain('<meta name="robots" content="noindex, follow" />');
    expect(linkHref(sorted, 'canonical')).toBe(`${ORIGIN}/phones/apple`);
    const model = (await landing('category=phone&path=apple/iphone-15-pro')).body.filters.modelIds[0];
    const narrowed = (await page(`/en?brandIds=${REF.apple}&modelIds=${model}&districtId=${REF.baku}`)).body;
    expect(linkHref(narrowed, 'canonical')).toBe(`${ORIGIN}/en/phones/apple/iphone-15-pro`);
    const numbers = (await page('/simCards?simPrefix=055&priceMax=100')).body;
    expect(linkHref(numbers, 'canonical')).toBe(`${ORIGIN}/simCards/prefix/055`);
    const city = (await page(`/ru/tablets?districtId=${REF.baku}&condition=new`)).body;
    expect(linkHref(city, 'canonical')).toBe(`${ORIGIN}/ru/tablets/city/baku`);
    // A filter with no landing page of its own: the plain list, as before.
    const used = (await page('/tablets?condition=used')).body;
    expect(linkHref(used, 'canonical')).toBe(`${ORIGIN}/tablets`);
  });

  it("is linked from its category's list, and listed in the sitemap with its languages", async () => {
    const home = await page('/');
    expect(home.body).toContain('href="/phones/apple"');
    expect(home.body).toContain('href="/phones/city/baku"');
    const index = await page('/sitemap.xml');
    expect(index.body).toContain(`${ORIGIN}/sitemaps/landings-1.xml`);
    const child = await page('/sitemaps/landings-1.xml');
    expect(child.statusCode).toBe(200);
    expect(child.body).toContain(`<loc>${ORIGIN}/phones/apple/iphone-15-pro</loc>`);
    expect(child.body).toContain(`hreflang="ru" href="${ORIGIN}/ru/simCards/operator/azercell"`);
    expect(child.body).not.toContain('iphone-13');
  });
});
