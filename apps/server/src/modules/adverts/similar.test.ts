import { LIST_KEYS, type ProductCategory } from '@zeng/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneModels } from '../../db/reference/phone-models.js';
import { type AdvertSeed, createAdvert, createUser, REF, TestClock } from '../../testing/factories.js';
import { callApi, createTestApp, type TestApp } from '../../testing/test-app.js';

/**
 * Issue 33: the adverts an advert page calls similar are of its model first, then of its brand nearest
 * in price, never simply the brand's newest (GET /{category}/{id}/similar).
 */
const NOW = new Date('2026-06-15T12:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let t: TestApp;

const model = (name: string) => {
  const found = phoneModels.apple.find(([, n]) => n === name);
  if (!found) throw new Error(`no ${name}`);
  return found[0];
};
/** The adverts, by what a person would call them. */
const made: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({}, { clock: new TestClock(NOW) });
  const db = t.database.db;
  const seller = await createUser(db);
  const advert = async (name: string, seed: Omit<AdvertSeed, 'userId'>) => {
    made[name] = (
      await createAdvert(db, { userId: seller.id, publishedAt: new Date(NOW.getTime() - DAY), ...seed })
    ).id;
  };
  const iphone = (name: string, price: number, more: Omit<AdvertSeed, 'userId'> = {}) =>
    advert(`${name} ${price}`, { brandId: REF.apple, modelId: model(name), price, ...more });
  await iphone('iPhone 15 Pro', 1000);
  await iphone('iPhone 15 Pro', 900);
  await iphone('iPhone 15 Pro', 1300);
  await iphone('iPhone 15 Pro', 2000);
  await iphone('iPhone 15', 990);
  await iphone('iPhone 15', 1020);
  await iphone('iPhone 13', 400);
  // The brand's newest, far from the price: last of them, not first.
  await iphone('iPhone 11', 300, { publishedAt: NOW });
  // Never: another brand at the same price, and iPhones 15 Pro not shown.
  await advert('Galaxy 1000', { brandId: REF.samsung, modelId: REF.galaxyFirstModel, price: 1000 });
  await iphone('iPhone 15 Pro', 1001, { publishedAt: new Date(NOW.getTime() - 40 * DAY) });
  await iphone('iPhone 15 Pro', 1002, { state: 'PENDING' });
  await iphone('iPhone 15 Pro', 1003, { deletedAt: NOW });
  // More of the brand than a page holds: the nearest in price are taken.
  for (let i = 0; i < 6; i++) await iphone('iPhone 12', 200 + i * 10);

  await advert('Bakcell 50', { category: 'sim', simNumber: '994551112233', simProviderId: REF.bakcell, price: 50 });
  await advert('Bakcell 60', { category: 'sim', simNumber: '994551112244', simProviderId: REF.bakcell, price: 60 });
  await advert('Bakcell 500', { category: 'sim', simNumber: '994551112255', simProviderId: REF.bakcell, price: 500 });
  await advert('Azercell 55', { category: 'sim', simNumber: '994501112266', simProviderId: REF.azercell, price: 55 });
  await advert('case 30', { category: 'accessory', accessoryType: 'CASE', name: 'Spigen', price: 30 });
  await advert('case 35', { category: 'accessory', accessoryType: 'CASE', name: 'Nillkin', price: 35 });
  await advert('headphones 30', { category: 'accessory', accessoryType: 'HEADPHONES', price: 30 });
});
afterAll(() => t.close());

async function similar(category: ProductCategory, id: number | undefined) {
  const res = await callApi(t.app, 'GET', `/${category}/${id}/similar`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.nextCursor).toBeNull();
  return (res.body[LIST_KEYS[category]] as { id: number }[]).map((a) => a.id);
}
const ids = (...names: string[]) => names.map((name) => made[name]);

describe('similar adverts', () => {
  it('are the same model first, then the same brand nearest in price, never the brand’s newest first', async () => {
    expect(await similar('phone', made['iPhone 15 Pro 1000'])).toEqual(
      ids(
        'iPhone 15 Pro 900',
        'iPhone 15 Pro 1300',
        'iPhone 15 Pro 2000',
        'iPhone 15 990',
        'iPhone 15 1020',
        'iPhone 13 400',
        'iPhone 11 300',
        'iPhone 12 250',
        'iPhone 12 240',
        'iPhone 12 230',
      ),
    );
  });

  it('of a SIM number, its provider’s nearest in price; of an accessory, its type’s', async () => {
    expect(await similar('sim', made['Bakcell 50'])).toEqual(ids('Bakcell 60', 'Bakcell 500'));
    expect(await similar('accessory', made['case 30'])).toEqual(ids('case 35'));
  });

  it('answers as the advert would: 404 for none of that category, 410 for a removed one', async () => {
    expect((await callApi(t.app, 'GET', `/tablet/${made['iPhone 15 Pro 1000']}/similar`)).status).toBe(404);
    expect((await callApi(t.app, 'GET', '/phone/999999/similar')).status).toBe(404);
    expect((await callApi(t.app, 'GET', `/phone/${made['iPhone 15 Pro 1003']}/similar`)).status).toBe(410);
  });
});
