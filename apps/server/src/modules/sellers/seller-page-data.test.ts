import type { PageDataSource } from '@zeng/contract/page-rendering';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdvert, createUser, TestClock } from '../../testing/factories.js';
import { callApi, createTestApp, type TestApp } from '../../testing/test-app.js';
import { ListingAnswers } from '../adverts/listing-answers.js';
import { SearchCounts } from '../adverts/search-counts.js';
import { AdvertsService } from '../adverts/service.js';
import { CatalogService } from '../catalog/service.js';
import { PageData } from '../pages/page-data.js';
import { SearchService } from '../search/service.js';
import { SellersService } from './service.js';

/**
 * The seller's page is rendered on the server from the same reads the API answers, called in-process
 * (contract/page-rendering.ts): each answer must be what the API sends, refusals as the API's.
 */

const NOW = new Date('2026-06-15T12:00:00Z');
const HOUR = 3_600_000;
const clock = new TestClock(NOW);
let t: TestApp;
let source: PageDataSource;
let seller: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  const { db, arrayRows } = t.database;
  // The services as app.ts wires them for the pages.
  const catalog = await CatalogService.load(db);
  const adverts = new AdvertsService(db, arrayRows, catalog, clock, new SearchService(catalog));
  const pageData = new PageData({
    adverts,
    // A visitor's pages never ask who is signed in.
    auth: { currentUser: () => Promise.reject(new Error('a visitor has no account')) },
    answers: new ListingAnswers(adverts, clock, null),
    catalog,
    counts: new SearchCounts(adverts, null),
    sellers: new SellersService(db, arrayRows, adverts.mapper, clock),
    site: { contactPhone: t.config.CONTACT_PHONE, mapUrl: t.config.CONTACT_MAP_URL, taxId: t.config.CONTACT_TAX_ID },
    // A seller's page shows no advert's own page.
    pictures: { of: () => Promise.reject(new Error('a seller page has no share picture of an advert')) },
  });
  source = pageData.source('en');
  seller = await createUser(db, { firstName: 'Leyla', lastName: 'Rzayeva', accountType: 'BUSINESS' });
  for (const [i, category] of (['phone', 'sim', 'accessory', 'tablet', 'phone'] as const).entries()) {
    await createAdvert(db, { userId: seller.id, category, publishedAt: new Date(NOW.getTime() - (i + 1) * HOUR) });
  }
});
afterAll(() => t.close());

const inEnglish = { 'accept-language': 'en' };

describe("the seller's page data, in-process", () => {
  it('answers the seller as GET /sellers/{id} does', async () => {
    const api = await callApi(t.app, 'GET', `/sellers/${seller.id}`);
    expect(await source.seller(seller.id)).toEqual(api.body);
    expect(api.body).toMatchObject({ firstName: 'Leyla', accountType: 'BUSINESS', liveAdvertCount: 5 });
  });

  it('answers each page of adverts as GET /sellers/{id}/adverts does, in the page language, cursor included', async () => {
    const first = await source.sellerAdverts(seller.id, { limit: '3' });
    const api = await callApi(t.app, 'GET', `/sellers/${seller.id}/adverts?limit=3`, undefined, undefined, inEnglish);
    expect(first).toEqual(api.body);
    expect(first.adverts[0]).toMatchObject({ category: 'phone', district: { name: 'Baku' } });
    const cursor = first.nextCursor ?? '';
    const second = await source.sellerAdverts(seller.id, { limit: '3', cursor });
    const apiSecond = await callApi(
      t.app,
      'GET',
      `/sellers/${seller.id}/adverts?limit=3&cursor=${cursor}`,
      undefined,
      undefined,
      inEnglish,
    );
    expect(second).toEqual(apiSecond.body);
    expect(second.adverts).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
  });

  it('rejects as the API refuses: 404 for an unknown seller, 400 for a bad limit or cursor', async () => {
    await expect(source.seller(999_999)).rejects.toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    await expect(source.sellerAdverts(999_999, {})).rejects.toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    await expect(source.sellerAdverts(seller.id, { cursor: 'not-a-cursor' })).rejects.toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining('cursor'),
    });
    await expect(source.sellerAdverts(seller.id, { limit: '0' })).rejects.toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining('limit must be at least 1'),
    });
  });
});
