import { LIST_KEYS, type ProductCategory } from '@zeng/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneModels } from '../../db/reference/phone-models.js';
import { createAdvert, createUser, REF, TestClock } from '../../testing/factories.js';
import { callApi, createTestApp, type TestApp } from '../../testing/test-app.js';

/**
 * Issue 33: a search finds the storage and RAM an advert holds, however they are written ("256",
 * "256gb", "256 ГБ", "8/256", "1 TB"), and a number that is a model's ("iphone 12") never a capacity.
 */
const NOW = new Date('2026-06-15T12:00:00Z');
const HOUR = 3_600_000;
let t: TestApp;

/** A model's id by its name, as the reference data numbers them. */
function model(brand: 'apple' | 'samsung', name: string): number {
  const found = phoneModels[brand].find(([, n]) => n === name);
  if (!found) throw new Error(`no ${name}`);
  return found[0];
}
/** Component ids (db/reference/catalog.ts). */
const STORAGE = { '16GB': 2, '128GB': 5, '256GB': 6, '512GB': 7, '1TB': 8 } as const;
const RAM = { '1GB': 21, '8GB': 26, '12GB': 27 } as const;

/** The phones, by what a person would call them. */
const made: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({}, { clock: new TestClock(NOW) });
  const db = t.database.db;
  const seller = await createUser(db);
  const phones: Array<[string, 'apple' | 'samsung', string, number, number]> = [
    ['15 Pro 256', 'apple', 'iPhone 15 Pro', STORAGE['256GB'], RAM['8GB']],
    ['15 Pro 128', 'apple', 'iPhone 15 Pro', STORAGE['128GB'], RAM['8GB']],
    ['15 Pro Max 256', 'apple', 'iPhone 15 Pro Max', STORAGE['256GB'], RAM['8GB']],
    ['15 Pro Max 1TB', 'apple', 'iPhone 15 Pro Max', STORAGE['1TB'], RAM['8GB']],
    ['12 128', 'apple', 'iPhone 12', STORAGE['128GB'], RAM['8GB']],
    ['6 16', 'apple', 'iPhone 6', STORAGE['16GB'], RAM['1GB']],
    ['S24 Ultra 512', 'samsung', 'Galaxy S24 Ultra', STORAGE['512GB'], RAM['12GB']],
    ['S24 Ultra 256', 'samsung', 'Galaxy S24 Ultra', STORAGE['256GB'], RAM['12GB']],
    ['S24 256', 'samsung', 'Galaxy S24', STORAGE['256GB'], RAM['8GB']],
  ];
  for (const [i, [name, brand, modelName, storageId, ramId]] of phones.entries()) {
    const advert = await createAdvert(db, {
      userId: seller.id,
      brandId: brand === 'apple' ? REF.apple : REF.samsung,
      modelId: model(brand, modelName),
      storageId,
      ramId,
      publishedAt: new Date(NOW.getTime() - i * HOUR),
    });
    made[name] = advert.id;
  }
  made.sd = (
    await createAdvert(db, {
      userId: seller.id,
      category: 'accessory',
      name: 'SanDisk microSD 256GB',
      accessoryType: 'SD_CARD',
    })
  ).id;
});
afterAll(() => t.close());

/** The ids a category's list finds for a search, every page followed. */
async function found(query: string, category: ProductCategory = 'phone'): Promise<number[]> {
  const ids: number[] = [];
  let page: string | null = null;
  do {
    const cursor: string = page ? `&page=${encodeURIComponent(page)}` : '';
    const res = await callApi(t.app, 'GET', `/${category}?limit=2&searchQuery=${encodeURIComponent(query)}${cursor}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    ids.push(...(res.body[LIST_KEYS[category]] as { id: number }[]).map((a) => a.id));
    page = res.body.nextCursor;
  } while (page);
  return ids.sort((a, b) => a - b);
}
const ids = (...names: string[]) => names.map((name) => made[name] ?? -1).sort((a, b) => a - b);

describe('a search names storage and RAM', () => {
  it('"iphone 15 pro 256" finds the iPhone 15 Pro (and Pro Max) adverts with 256 GB, however it is written', async () => {
    for (const query of [
      'iphone 15 pro 256',
      'iphone 15 pro 256gb',
      'iPhone 15 Pro 256 GB',
      'айфон 15 про 256 ГБ',
      'ayfon 15 pro 256гб',
    ]) {
      expect(await found(query), query).toEqual(ids('15 Pro 256', '15 Pro Max 256'));
    }
  });

  it('"8/256" is that RAM and that storage; "S24 Ultra 512" its 512 GB one; "1 TB" the terabyte', async () => {
    expect(await found('8/256')).toEqual(ids('15 Pro 256', '15 Pro Max 256', 'S24 256'));
    expect(await found('galaxy 12gb/256gb')).toEqual(ids('S24 Ultra 256'));
    expect(await found('S24 Ultra 512')).toEqual(ids('S24 Ultra 512'));
    expect(await found('iphone 1 TB')).toEqual(ids('15 Pro Max 1TB'));
    expect(await found('256')).toEqual(ids('15 Pro 256', '15 Pro Max 256', 'S24 Ultra 256', 'S24 256'));
  });

  it('16 GB is a storage or a RAM, unless a word beside it says which', async () => {
    expect(await found('iphone 6 16gb')).toEqual(ids('6 16'));
    expect(await found('12gb ram')).toEqual(ids('S24 Ultra 512', 'S24 Ultra 256'));
    expect(await found('озу 12 гб')).toEqual(ids('S24 Ultra 512', 'S24 Ultra 256'));
  });

  it('a number a model is named by stays the model’s: "iphone 12" is no phone of 128 GB or 12 GB of RAM', async () => {
    expect(await found('iphone 12')).toEqual(ids('12 128'));
    expect(await found('iphone 15 pro 12')).toEqual([]);
  });

  it('an accessory’s name is searched with the unit joined: "256 гб" finds the 256GB SD card', async () => {
    expect(await found('sandisk 256 гб', 'accessory')).toEqual(ids('sd'));
    expect(await found('256', 'accessory')).toEqual(ids('sd'));
  });

  it('the counts per category read the search as each list does', async () => {
    const res = await callApi(t.app, 'GET', `/search/counts?searchQuery=${encodeURIComponent('256 ГБ')}`);
    expect(res.body.counts).toEqual({ phone: 4, tablet: 0, sim: 0, accessory: 1 });
    const pro = await callApi(t.app, 'GET', `/search/counts?searchQuery=${encodeURIComponent('iphone 15 pro 256')}`);
    expect(pro.body.counts).toEqual({ phone: 2, tablet: 0, sim: 0, accessory: 0 });
  });
});
