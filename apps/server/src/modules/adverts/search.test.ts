import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../db/client.js';
import { adverts, uploads } from '../../db/schema.js';
import { createAdvert, createUser, REF, TestClock, tokenFor } from '../../testing/factories.js';
import { callApi, createTestApp, type TestApp } from '../../testing/test-app.js';
import { CatalogService } from '../catalog/service.js';
import { advertSearchText, foldForSearch } from './search-text.js';

const NOW = new Date('2026-06-15T12:00:00Z');
const clock = new TestClock(NOW);
let t: TestApp;
let seller: Awaited<ReturnType<typeof createUser>>;
let tokens: { seller: string; admin: string };

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  const db = t.database.db;
  seller = await createUser(db);
  const admin = await createUser(db, { role: 'ADMIN' });
  tokens = {
    seller: await tokenFor(t.config.JWT_SECRET, seller, NOW),
    admin: await tokenFor(t.config.JWT_SECRET, admin, NOW),
  };
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) =>
  callApi(t.app, method, url, token, payload);

/** The ids a search box query finds in a category's listing. */
async function found(category: string, query: string): Promise<number[]> {
  const { status, body } = await api('GET', `/${category}?limit=50&searchQuery=${encodeURIComponent(query)}`);
  expect(status).toBe(200);
  return (Object.values(body).find(Array.isArray) as { id: number }[]).map((a) => a.id);
}

describe('search in every language', () => {
  it('finds an accessory by its type in az, en and ru, whatever the case or marks', async () => {
    const db = t.database.db;
    const cover = await createAdvert(db, {
      category: 'accessory',
      userId: seller.id,
      name: 'Spigen Ultra Hybrid',
      accessoryType: 'CASE',
      publishedAt: NOW,
    });
    const cable = await createAdvert(db, {
      category: 'accessory',
      userId: seller.id,
      name: 'Anker USB-C',
      accessoryType: 'CABLE',
      publishedAt: NOW,
    });
    for (const word of ['чехол', 'Чехол', 'qab', 'QAB', 'case'])
      expect(await found('accessory', word)).toEqual([cover.id]);
    expect(await found('accessory', 'кабель')).toEqual([cable.id]);
    expect(await found('accessory', 'spigen чехол')).toEqual([cover.id]);
  });

  it('finds a phone by its colour in Russian (ё or е), Azerbaijani and English', async () => {
    const db = t.database.db;
    const black = await createAdvert(db, {
      userId: seller.id,
      color: 'Black',
      districtId: REF.ganja,
      publishedAt: NOW,
    });
    await createAdvert(db, { userId: seller.id, color: 'White', districtId: REF.ganja, publishedAt: NOW });
    for (const word of ['чёрный', 'черный', 'qara', 'black']) expect(await found('phone', word)).toEqual([black.id]);
  });

  it('finds adverts by their district in Azerbaijani (with or without its letters), English and Russian', async () => {
    const db = t.database.db;
    const ganja = (await found('phone', 'qara')).concat(await found('phone', 'белый')).sort();
    for (const word of ['Gəncə', 'gence', 'ganja', 'гянджа'])
      expect((await found('phone', word)).sort()).toEqual(ganja);
    const sim = await createAdvert(db, { category: 'sim', userId: seller.id, districtId: REF.ganja, publishedAt: NOW });
    expect(await found('sim', 'gəncə')).toEqual([sim.id]);
    expect(await found('sim', 'azercell')).toContain(sim.id);
  });

  it('finds a device by its condition in each language', async () => {
    const db = t.database.db;
    const fresh = await createAdvert(db, {
      category: 'tablet',
      userId: seller.id,
      condition: 'new',
      publishedAt: NOW,
    });
    const worn = await createAdvert(db, { category: 'tablet', userId: seller.id, condition: 'used', publishedAt: NOW });
    for (const word of ['yeni', 'new', 'новый']) expect(await found('tablet', word)).toEqual([fresh.id]);
    for (const word of ['işlənmiş', 'used', 'б/у']) expect(await found('tablet', word)).toEqual([worn.id]);
  });

  it("takes quotes, backslashes and LIKE's own characters as the letters people typed", async () => {
    const odd = await createAdvert(t.database.db, {
      category: 'accessory',
      userId: seller.id,
      name: "O'Neill 100% c:\\kabel_x",
      accessoryType: 'CABLE',
      publishedAt: NOW,
    });
    for (const word of ["o'neill", '100%', 'c:\\kabel_x', "o'neill кабель"])
      expect(await found('accessory', word)).toEqual([odd.id]);
    for (const word of ["'; DROP TABLE adverts; --", "o''neill", '10_%', 'c:\\\\'])
      expect(await found('accessory', word)).toEqual([]);
    expect(await found('accessory', 'qab')).not.toContain(odd.id);
  });

  it('keeps a posted advert findable by its current names after the seller edits it', async () => {
    const db = t.database.db;
    await db
      .insert(uploads)
      .values({ key: 'searchCaseKey1', userId: seller.id, width: 800, height: 800 })
      .onConflictDoNothing();
    const body = {
      id: null,
      name: 'Nillkin CamShield',
      type: 'CASE',
      condition: 'new',
      districtId: REF.baku,
      imageUrls: ['/uploads/searchCaseKey1-large.webp'],
      comment: '',
      price: 25,
    };
    const posted = await api('POST', '/accessory', tokens.seller, body);
    expect(posted.status).toBe(200);
    const id = posted.body.id as number;
    // The moderator opens the request and approves the version they saw.
    const approve = async () => {
      const { submittedAt } = (await api('GET', `/accessory/admin/${id}`, tokens.admin)).body;
      return api('PUT', `/accessory/approve/${id}`, tokens.admin, { submittedAt });
    };
    expect((await approve()).status).toBe(200);
    expect(await found('accessory', 'nillkin чехол')).toEqual([id]);
    expect(await found('accessory', 'nillkin баку')).toEqual([id]);

    const edited = await api('POST', '/accessory', tokens.seller, {
      ...body,
      id,
      type: 'SCREEN_PROTECTOR',
      districtId: REF.ganja,
    });
    expect(edited.status).toBe(200);
    expect((await approve()).status).toBe(200);
    expect(await found('accessory', 'nillkin защитное')).toEqual([id]);
    expect(await found('accessory', 'nillkin gəncə')).toEqual([id]);
    expect(await found('accessory', 'nillkin чехол')).toEqual([]);
    expect(await found('accessory', 'nillkin bakı')).toEqual([]);
  });
});

describe('migration 0005', () => {
  it('gives adverts stored before it the names of every lookup in every language, as posting writes them', async () => {
    const db = t.database.db;
    const catalog = await CatalogService.load(db);
    const districts = catalog.districts('en');
    const { ACCESSORY_TYPES, COLORS, CONDITIONS } = await import('@zeng/contract/constants');
    // Every colour and district on some phone, every type on some accessory, both conditions, a SIM.
    const made = [];
    for (let i = 0; i < Math.max(COLORS.length, districts.length); i++) {
      made.push(
        await createAdvert(db, {
          userId: seller.id,
          color: COLORS[i % COLORS.length],
          condition: CONDITIONS[i % CONDITIONS.length],
          districtId: districts[i % districts.length]?.id ?? REF.baku,
          comment: i === 0 ? 'Qutusu var' : '',
          publishedAt: NOW,
        }),
      );
    }
    for (const [i, type] of ACCESSORY_TYPES.entries()) {
      made.push(
        await createAdvert(db, {
          category: 'accessory',
          userId: seller.id,
          accessoryType: type,
          condition: CONDITIONS[i % CONDITIONS.length],
          name: `Accessory ${i}`,
          publishedAt: NOW,
        }),
      );
    }
    made.push(await createAdvert(db, { category: 'sim', userId: seller.id, districtId: REF.ganja, publishedAt: NOW }));

    // What the code before 0005 stored: the advert's own words only.
    for (const advert of made) {
      const own = foldForSearch(
        [
          advert.brandId ? catalog.brand(advert.brandId)?.name : null,
          advert.modelId ? catalog.model(advert.modelId)?.name : null,
          advert.name,
          advert.simProviderId ? catalog.simProvider(advert.simProviderId)?.name : null,
          ...(advert.simNumber ? [advert.simNumber, `0${advert.simNumber.slice(3)}`] : []),
          advert.comment,
        ]
          .filter(Boolean)
          .join(' '),
      );
      await db.update(adverts).set({ searchText: own }).where(eq(adverts.id, advert.id));
    }
    const cover = made.find((a) => a.accessoryType === 'CASE');
    expect(await found('accessory', 'чехол')).not.toContain(cover?.id);

    const migration = readFileSync(join(MIGRATIONS_DIR, '0005_search_knows_every_language.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    for (const advert of made) {
      const [row] = await db.select({ text: adverts.searchText }).from(adverts).where(eq(adverts.id, advert.id));
      expect(row?.text).toBe(advertSearchText(advert, catalog));
    }
    expect(await found('accessory', 'чехол')).toContain(cover?.id);
  });
});
