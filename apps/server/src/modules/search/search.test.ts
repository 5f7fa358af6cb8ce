import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { Database } from '../../db/client.js';
import { models } from '../../db/schema.js';
import { createAdvert, createUser, REF, TestClock } from '../../testing/factories.js';
import { callApi, createTestDatabase, type TestDatabase, testConfig } from '../../testing/test-app.js';
import { foldForSearch } from '../adverts/search-text.js';
import { CatalogService } from '../catalog/service.js';
import { SearchService } from './service.js';

/**
 * A person's searches, in the scripts and spellings people in Baku write (issue 21), through the API
 * on a real database: the lists read the words as the vocabulary does, the suggestions offer what the
 * typed words start, and the lookups carry the shown adverts counted when the server started.
 */
const NOW = new Date('2026-06-15T12:00:00Z');
const HOUR = 3_600_000;
const clock = new TestClock(NOW);
let database: TestDatabase;
let app: FastifyInstance;
const ids: Record<string, number> = {};
const modelIds: Record<string, number> = {};

async function modelId(db: Database, brandId: number, name: string): Promise<number> {
  const [row] = await db.select({ id: models.id }).from(models).where(eq(models.name, name));
  if (!row) throw new Error(`no model ${name}`);
  modelIds[name] = row.id;
  expect(row.id).toBeGreaterThan(brandId * 10_000);
  return row.id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.handle.db;
  const seller = await createUser(db);
  let minutes = 0;
  /** Adverts shown now, the newest last. */
  const shown = async (name: string, seed: Omit<Parameters<typeof createAdvert>[1], 'userId'>) => {
    minutes += 1;
    ids[name] = (
      await createAdvert(db, {
        userId: seller.id,
        publishedAt: new Date(NOW.getTime() - HOUR + minutes * 60_000),
        ...seed,
      })
    ).id;
  };
  const iphone13 = await modelId(db, REF.apple, 'iPhone 13');
  const iphone15 = await modelId(db, REF.apple, 'iPhone 15');
  const s24 = await modelId(db, REF.samsung, 'Galaxy S24');
  const s23 = await modelId(db, REF.samsung, 'Galaxy S23');
  await shown('iphone13', { brandId: REF.apple, modelId: iphone13 });
  await shown('iphone15', { brandId: REF.apple, modelId: iphone15, districtId: REF.ganja });
  await shown('s24', { brandId: REF.samsung, modelId: s24 });
  await shown('s23', { brandId: REF.samsung, modelId: s23, comment: 'zaryadka və qutusu hədiyyə' });
  await shown('case', { category: 'accessory', name: 'Spigen Ultra Hybrid', accessoryType: 'CASE' });
  await shown('headphones', { category: 'accessory', name: 'Sony WH-1000XM5', accessoryType: 'HEADPHONES' });
  await shown('sim', { category: 'sim', simNumber: '994507771234', simProviderId: REF.azercell });
  // Not shown: neither found nor counted.
  await createAdvert(db, {
    userId: seller.id,
    brandId: REF.apple,
    modelId: iphone13,
    publishedAt: new Date(NOW.getTime() - 40 * 24 * HOUR),
  });
  await createAdvert(db, { userId: seller.id, brandId: REF.apple, modelId: iphone13, deletedAt: NOW });
  await createAdvert(db, { userId: seller.id, brandId: REF.samsung, modelId: s24, state: 'PENDING' });
  // The server counts the shown adverts as it starts (and again in the background after changes).
  app = await buildApp(testConfig(), { logger: false, database: database.handle, clock });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  callApi(app, 'GET', url, undefined, undefined, headers);

/** The ids a category's list finds for what was typed in the search box. */
async function found(category: string, typed: string): Promise<number[]> {
  const { status, body } = await get(`/${category}?limit=50&searchQuery=${encodeURIComponent(typed)}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return (Object.values(body).find(Array.isArray) as { id: number }[]).map((a) => a.id).sort((a, b) => a - b);
}
const idsOf = (...names: string[]) => names.map((n) => ids[n] ?? -1).sort((a, b) => a - b);

describe('a search in any script and spelling', () => {
  it('finds iPhones by "ayfon" and "айфон", and iPhone 13s by "ayfon 13"', async () => {
    for (const typed of ['ayfon', 'айфон', 'Ayfon', 'iphone', 'aifon'])
      expect(await found('phone', typed), typed).toEqual(idsOf('iphone13', 'iphone15'));
    expect(await found('phone', 'ayfon 13')).toEqual(idsOf('iphone13'));
    expect(await found('phone', 'айфон 15 gəncə')).toEqual(idsOf('iphone15'));
  });

  it('finds Samsungs by "samsunk", "самсунг" and "samsunq", and the Galaxy S24 by "qalaksi s24"', async () => {
    for (const typed of ['samsunk', 'самсунг', 'samsunq', 'samsung'])
      expect(await found('phone', typed), typed).toEqual(idsOf('s24', 's23'));
    expect(await found('phone', 'qalaksi s24')).toEqual(idsOf('s24'));
    expect(await found('phone', 'галакси s23')).toEqual(idsOf('s23'));
  });

  it('finds cases by "chexol" and "чехол", and by any language\'s name', async () => {
    for (const typed of ['chexol', 'чехол', 'çexol', 'qab', 'case'])
      expect(await found('accessory', typed), typed).toEqual(idsOf('case'));
    expect(await found('accessory', 'spigen chexol')).toEqual(idsOf('case'));
  });

  it('finds a word of a comment as it was written', async () => {
    expect(await found('phone', 'zaryadka')).toEqual(idsOf('s23'));
    expect(await found('phone', 'qutusu')).toEqual(idsOf('s23'));
    expect(await found('phone', 'hədiyyə')).toEqual(idsOf('s23'));
  });

  it('leaves the words of the vocabulary, comment words near no term, digits and SIM patterns as typed', async () => {
    const search = new SearchService(await CatalogService.load(database.handle.db));
    const words = (typed: string) => foldForSearch(typed).split(' ');
    for (const typed of [
      'iphone',
      'qab',
      'чехол',
      'samsung galaxy',
      'qara',
      'bakı',
      'zaryadka qutusu hədiyyə',
      '13 s24',
    ])
      expect(search.searchWords(words(typed)), typed).toEqual(words(typed));
    expect(search.searchWords(words('ayfon chexol'))).toEqual(['iphone', 'чехол']);
    expect(await found('sim', '050 777')).toEqual(idsOf('sim'));
    // A mask within the seven digits after the code (050 777 12 34).
    expect(await found('sim', '777*')).toEqual(idsOf('sim'));
  });
});

describe('suggestions while typing', () => {
  const suggest = async (q: string, lang = 'en', limit?: number) => {
    const { status, body } = await get(
      `/search/suggestions?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}`,
      { 'accept-language': lang },
    );
    expect(status, JSON.stringify(body)).toBe(200);
    return body.suggestions as Array<Record<string, unknown>>;
  };

  it('offer iPhones for "ayf" and "айф", the advertised ones first, labelled with their brand and counted', async () => {
    const latin = await suggest('ayf');
    // As many adverts each: the shorter label, then in the alphabet's order.
    expect(latin.slice(0, 2)).toEqual([
      {
        kind: 'model',
        category: 'phone',
        brandId: REF.apple,
        modelId: modelIds['iPhone 13'],
        label: 'Apple iPhone 13',
        adverts: 1,
      },
      {
        kind: 'model',
        category: 'phone',
        brandId: REF.apple,
        modelId: modelIds['iPhone 15'],
        label: 'Apple iPhone 15',
        adverts: 1,
      },
    ]);
    expect(latin).toHaveLength(8);
    expect(latin.slice(2).every((s) => s.adverts === 0)).toBe(true);
    expect(await suggest('айф')).toEqual(latin);
  });

  it('offer the Galaxy S2x for "gal s2", and Samsung itself first for "sams"', async () => {
    expect((await suggest('gal s2', 'en', 2)).map((s) => s.label)).toEqual([
      'Samsung Galaxy S23',
      'Samsung Galaxy S24',
    ]);
    const samsung = await suggest('sams');
    expect(samsung[0]).toEqual({
      kind: 'brand',
      category: 'phone',
      brandId: REF.samsung,
      label: 'Samsung',
      adverts: 2,
    });
    expect(
      samsung
        .slice(1, 3)
        .map((s) => s.label)
        .sort(),
    ).toEqual(['Samsung Galaxy S23', 'Samsung Galaxy S24']);
  });

  it("offer an accessory type by any language's name, named in the caller's language", async () => {
    for (const [q, lang, label] of [
      ['чех', 'ru', 'Чехол'],
      ['chexol', 'az', 'Qab'],
      ['case', 'en', 'Case'],
    ] as const) {
      expect(await suggest(q, lang), q).toContainEqual({
        kind: 'accessoryType',
        category: 'accessory',
        accessoryType: 'CASE',
        label,
        adverts: 1,
      });
    }
  });

  it('offer a SIM provider, and a SIM number or pattern for digits', async () => {
    expect(await suggest('azer')).toEqual([
      { kind: 'provider', category: 'sim', providerId: REF.azercell, label: 'Azercell', adverts: 1 },
    ]);
    expect((await suggest('050***77**'))[0]).toEqual({
      kind: 'simNumber',
      category: 'sim',
      label: '050 *** 77 **',
      searchQuery: '050***77**',
    });
  });

  it('answer at most the limit, cacheable for a minute in the language asked', async () => {
    expect(await suggest('a', 'en', 3)).toHaveLength(3);
    expect(await suggest('   ')).toEqual([]);
    const res = await app.inject({ url: '/api/v1/zeng/search/suggestions?q=ayf' });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers.vary).toMatch(/Accept-Language/i);
  });

  it('refuse a missing text, a limit out of bounds and a text too long, saying which', async () => {
    for (const [query, said] of [
      ['', /q is required/],
      ['?q=a&limit=11', /limit must be at most 10/],
      ['?q=a&limit=0', /limit must be at least 1/],
      [`?q=${'a'.repeat(101)}`, /q is at most 100 characters/],
    ] as const) {
      const { status, body } = await get(`/search/suggestions${query}`);
      expect(status, query).toBe(400);
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.message).toMatch(said);
    }
  });
});

describe('lookups with their shown adverts', () => {
  it('count the shown adverts of each brand and model, and give each model its year', async () => {
    const brands = (await get('/brand/phone')).body as Array<{ id: number; adverts: number }>;
    expect(brands.find((b) => b.id === REF.apple)?.adverts).toBe(2);
    expect(brands.find((b) => b.id === REF.samsung)?.adverts).toBe(2);
    expect(brands.find((b) => b.id === 3)?.adverts).toBe(0);
    const apple = (await get(`/model/${REF.apple}`)).body as Array<{ id: number; name: string }>;
    expect(apple.find((m) => m.name === 'iPhone 13')).toEqual({
      id: modelIds['iPhone 13'],
      name: 'iPhone 13',
      year: 2021,
      adverts: 1,
    });
    expect(apple.find((m) => m.name === 'iPhone 12')).toMatchObject({ year: 2020, adverts: 0 });
  });

  it('count every category’s shown adverts of each district, for the pickers to lead with the most advertised city', async () => {
    const districts = (await get('/district')).body as Array<{ id: number; name: string; adverts: number }>;
    expect(districts).toHaveLength(63);
    // Alphabetical as before; six of the seven shown adverts are in Baku, one in Ganja.
    expect(districts.find((d) => d.id === REF.baku)).toEqual({ id: REF.baku, name: 'Bakı', adverts: 6 });
    expect(districts.find((d) => d.id === REF.ganja)?.adverts).toBe(1);
    expect(districts.filter((d) => d.adverts > 0)).toHaveLength(2);
    const ru = (await app.inject({ url: '/api/v1/zeng/district', headers: { 'accept-language': 'ru' } })).json();
    expect(ru.find((d: { id: number }) => d.id === REF.baku)).toEqual({ id: REF.baku, name: 'Баку', adverts: 6 });
  });

  it('are cacheable as long as the counts last; the others as before', async () => {
    for (const url of ['/brand/phone', '/brand/tablet', `/model/${REF.apple}`, '/district']) {
      expect((await app.inject({ url: `/api/v1/zeng${url}` })).headers['cache-control'], url).toBe(
        'public, max-age=120',
      );
    }
    expect((await app.inject({ url: '/api/v1/zeng/sim/providers' })).headers['cache-control']).toBe(
      'public, max-age=300',
    );
  });
});
