import { gunzipSync } from 'node:zlib';
import { LANGUAGES } from '@zeng/contract/constants';
import { localizedPath, sellerHref } from '@zeng/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../testing/eventually.js';
import { createAdvert, createUser, TestClock, tokenFor } from '../../testing/factories.js';
import { callApi, createTestApp, type TestApp } from '../../testing/test-app.js';
import { WEB_DIST_DIR } from '../../testing/web-build.js';
import { SeoService } from './service.js';

/** Issue 35: the sellers' pages in the sitemap, those with a shown advert only, in blocks of user ids. */

const NOW = new Date('2026-06-15T12:00:00Z');
const DAY = 86_400_000;
const ORIGIN = 'https://zeng.example';
const clock = new TestClock(NOW);
let t: TestApp;
type User = Awaited<ReturnType<typeof createUser>>;
let live: User;
let busy: User;
const unlisted: Record<string, User> = {};

beforeAll(async () => {
  // Sitemaps are kept only while changes are heard: on PostgreSQL too, here.
  t = await createTestApp({ PUBLIC_ORIGIN: ORIGIN, FIRST_PAGE_CACHE: 'true', WEB_DIST_DIR }, { clock });
  const db = t.database.db;
  const at = { publishedAt: new Date(NOW.getTime() - DAY) };
  live = await createUser(db);
  await createAdvert(db, { userId: live.id, category: 'sim', ...at });
  busy = await createUser(db);
  for (const category of ['phone', 'tablet', 'accessory', 'phone'] as const) {
    await createAdvert(db, { userId: busy.id, category, ...at });
  }
  unlisted.buyer = await createUser(db);
  unlisted.waiting = await createUser(db);
  await createAdvert(db, { userId: unlisted.waiting.id, state: 'PENDING', ...at });
  unlisted.rejected = await createUser(db);
  await createAdvert(db, { userId: unlisted.rejected.id, state: 'REJECTED', ...at });
  unlisted.expired = await createUser(db);
  await createAdvert(db, { userId: unlisted.expired.id, publishedAt: new Date(NOW.getTime() - 31 * DAY) });
  unlisted.removed = await createUser(db);
  await createAdvert(db, { userId: unlisted.removed.id, ...at, deletedAt: NOW });
});
afterAll(() => t?.close());

let addressSeq = 0;
const get = (url: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { 'accept-encoding': 'gzip' },
    remoteAddress: `10.36.0.${++addressSeq % 250}`,
  });
const xmlOf = (res: Awaited<ReturnType<typeof get>>) =>
  res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.rawPayload).toString('utf8') : res.body;
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc = '']) => loc);
const sellerId = (loc: string) => Number(/\/seller\/(\d+)$/.exec(loc)?.[1]);

/** The az address of each seller a children's sitemap lists. */
async function listedSellers(): Promise<number[]> {
  const index = xmlOf(await get('/sitemap.xml'));
  const children = locs(index).filter((loc) => loc.includes('/sitemaps/sellers-'));
  const ids: number[] = [];
  for (const child of children) {
    const res = await get(child.slice(ORIGIN.length));
    expect(res.statusCode).toBe(200);
    ids.push(
      ...locs(xmlOf(res))
        .filter((loc) => loc.startsWith(`${ORIGIN}/seller/`))
        .map(sellerId),
    );
  }
  return ids;
}

describe("the sellers' sitemap", () => {
  it('lists the page of every seller with a shown advert, once, in each language with its alternates', async () => {
    const index = xmlOf(await get('/sitemap.xml'));
    expect(locs(index)).toContain(`${ORIGIN}/sitemaps/sellers-1.xml`);
    const child = await get('/sitemaps/sellers-1.xml');
    expect(child.statusCode).toBe(200);
    const xml = xmlOf(child);
    for (const seller of [live, busy]) {
      const path = sellerHref(seller.id);
      const addresses = LANGUAGES.map((lang) => ORIGIN + localizedPath(path, lang));
      expect(addresses).toEqual([
        `${ORIGIN}/seller/${seller.id}`,
        `${ORIGIN}/en/seller/${seller.id}`,
        `${ORIGIN}/ru/seller/${seller.id}`,
      ]);
      for (const address of addresses) {
        expect(locs(xml).filter((loc) => loc === address)).toHaveLength(1);
        expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${addresses[1]}"/>`);
      }
    }
    // A seller with four adverts is one page.
    expect(await listedSellers()).toEqual([live.id, busy.id]);
  });

  it('leaves out people without a shown advert: buyers, and those whose adverts wait, were rejected, expired or were removed', async () => {
    const listed = await listedSellers();
    for (const [who, person] of Object.entries(unlisted)) expect(listed, who).not.toContain(person.id);
  });

  it('answers 404 for a sellers child the index does not name', async () => {
    for (const name of ['sellers-2', 'sellers-0', 'sellers-01', 'sellers-99999999999', 'seller-1']) {
      expect((await get(`/sitemaps/${name}.xml`)).statusCode, name).toBe(404);
    }
  });

  it('drops a seller once their last shown advert is removed, and lists one when their first is approved', async () => {
    const db = t.database.db;
    const newcomer = await createUser(db);
    const waiting = await createAdvert(db, { userId: newcomer.id, state: 'PENDING', publishedAt: NOW });
    expect(await listedSellers()).not.toContain(newcomer.id);

    const moderator = await tokenFor(t.config.JWT_SECRET, await createUser(db, { role: 'MODERATOR' }), NOW);
    const seen = { submittedAt: waiting.submittedAt.toISOString() };
    expect((await callApi(t.app, 'PUT', `/phone/approve/${waiting.id}`, moderator, seen)).status).toBe(200);
    await eventually(async () => expect(await listedSellers()).toContain(newcomer.id));

    const owner = await tokenFor(t.config.JWT_SECRET, newcomer, NOW);
    expect((await callApi(t.app, 'DELETE', `/phone/${waiting.id}`, owner)).status).toBe(200);
    await eventually(async () => expect(await listedSellers()).not.toContain(newcomer.id));
  });
});

describe("the sellers' sitemap split at its limit", () => {
  it('puts each seller in the child of its block of user ids, read in batches', async () => {
    // Two pages (three addresses each) per child: blocks of two user ids; batches of one read.
    const seo = new SeoService({
      db: t.database.db,
      clock,
      publicOrigin: ORIGIN,
      urlsPerSitemap: 6,
      batchSize: 1,
      hearsChanges: () => false,
      screens: [],
      keptBytes: 1024 * 1024,
    });
    const free = async () => {};
    const index = await seo.sitemapIndex(free);
    const expected = new Map<number, number[]>();
    for (const id of [live.id, busy.id].sort((a, b) => a - b)) {
      const block = Math.ceil(id / 2);
      expected.set(block, [...(expected.get(block) ?? []), id]);
    }
    const named = locs(index).filter((loc) => loc.includes('/sitemaps/sellers-'));
    expect(named).toEqual([...expected.keys()].map((block) => `${ORIGIN}/sitemaps/sellers-${block}.xml`));
    for (const [block, ids] of expected) {
      const document = await seo.sitemapChild({ kind: 'sellers', block }, free);
      const xml = gunzipSync(document?.gzipped ?? Buffer.alloc(0)).toString('utf8');
      expect(
        locs(xml)
          .filter((loc) => loc.startsWith(`${ORIGIN}/seller/`))
          .map(sellerId),
      ).toEqual(ids);
    }
  });
});
