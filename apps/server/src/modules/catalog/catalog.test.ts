import { ACCESSORY_TYPES } from '@zeng/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/zeng${url}`, headers });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
};

describe('districts', () => {
  it('lists the 62 common districts plus Aghdash, in Azerbaijani by default', async () => {
    const { status, body } = await get('/district');
    expect(status).toBe(200);
    expect(body).toHaveLength(63);
    const names = body.map((d: { name: string }) => d.name);
    expect(names).toEqual(expect.arrayContaining(['Bakı', 'Gəncə', 'Sumqayıt', 'Ağdaş', 'Şəki']));
  });

  it('answers in the language of Accept-Language', async () => {
    const en = (await get('/district', { 'accept-language': 'en-GB,en;q=0.9' })).body;
    const ru = (await get('/district', { 'accept-language': 'ru' })).body;
    const baku = (list: { id: number; name: string }[], name: string) => list.find((d) => d.name === name);
    const enBaku = baku(en, 'Baku');
    expect(enBaku).toBeDefined();
    expect(baku(ru, 'Баку')?.id).toBe(enBaku?.id);
  });

  it('falls back to Azerbaijani for a language it does not speak', async () => {
    const de = (await get('/district', { 'accept-language': 'de-DE' })).body;
    expect(de.map((d: { name: string }) => d.name)).toContain('Bakı');
  });
});

describe('brands and models', () => {
  it('lists the 20 phone brands and the 10 tablet brands with logos', async () => {
    const phones = (await get('/brand/phone')).body;
    const tablets = (await get('/brand/tablet')).body;
    expect(phones).toHaveLength(20);
    expect(tablets).toHaveLength(10);
    expect(phones.map((b: { name: string }) => b.name)).toEqual([
      'Apple',
      'Samsung',
      'Google',
      'Xiaomi',
      'Huawei',
      'OnePlus',
      'Sony',
      'Nokia',
      'OPPO',
      'Poco',
      'Nothing',
      'TCL',
      'Motorola',
      'Infinix',
      'Tecno',
      'ASUS',
      'Vivo',
      'Itel',
      'HONOR',
      'Blackview',
    ]);
    expect(phones[0].logoUrl).toMatch(/^\/media\/brands\/apple\.svg$/);
  });

  it('has at least 1,200 phone models over the 20 brands and 50 tablet models', async () => {
    const phones = (await get('/brand/phone')).body as { id: number }[];
    const tablets = (await get('/brand/tablet')).body as { id: number }[];
    let phoneModels = 0;
    for (const brand of phones) {
      const { body } = await get(`/model/${brand.id}`);
      expect(body.length, `brand ${brand.id}`).toBeGreaterThan(0);
      phoneModels += body.length;
    }
    let tabletModels = 0;
    for (const brand of tablets) tabletModels += (await get(`/model/${brand.id}`)).body.length;
    expect(phoneModels).toBeGreaterThanOrEqual(1200);
    expect(tabletModels).toBeGreaterThanOrEqual(50);
  });

  it('knows every iPhone generation and the Galaxy S flagships', async () => {
    const apple = (await get('/model/1')).body.map((m: { name: string }) => m.name);
    expect(apple).toEqual(
      expect.arrayContaining(['iPhone', 'iPhone X', 'iPhone 11', 'iPhone 15 Pro Max', 'iPhone 16e']),
    );
    const samsung = (await get('/model/2')).body.map((m: { name: string }) => m.name);
    expect(samsung).toEqual(expect.arrayContaining(['Galaxy S24 Ultra', 'Galaxy S10']));
  });

  it('answers 404 for an unknown brand and 400 for a non-numeric one', async () => {
    expect((await get('/model/9999')).status).toBe(404);
    expect((await get('/model/9999')).body).toMatchObject({ code: 'NOT_FOUND' });
    expect((await get('/model/apple')).status).toBe(400);
    expect((await get('/model/-1')).status).toBe(400);
  });
});

describe('other lookups', () => {
  it('offers the four sort orders, named in the caller language', async () => {
    const { body } = await get('/sort', { 'accept-language': 'en' });
    expect(body.map((o: { type: string }) => o.type)).toEqual(['DATE_DESC', 'DATE_ASC', 'PRICE_ASC', 'PRICE_DESC']);
    expect(body[0].name).toBe('Newest first');
  });

  it('offers Azercell, Bakcell and Nar with their home prefixes and an image', async () => {
    const { body } = await get('/sim/providers');
    expect(body).toEqual([
      { id: 1, name: 'Azercell', imageUrl: '/media/providers/azercell.svg', prefixes: ['50', '51', '10'] },
      { id: 2, name: 'Bakcell', imageUrl: '/media/providers/bakcell.svg', prefixes: ['55', '99'] },
      { id: 3, name: 'Nar', imageUrl: '/media/providers/nar.svg', prefixes: ['70', '77'] },
    ]);
  });

  it('lists the 11 accessory types', async () => {
    expect((await get('/accessory/type')).body).toEqual([...ACCESSORY_TYPES]);
  });

  it('lists storage and RAM sizes from smallest to largest', async () => {
    const storage = (await get('/component/storage')).body;
    const ram = (await get('/component/ram')).body;
    expect(storage.map((c: { capacity: string }) => c.capacity)).toEqual(
      expect.arrayContaining(['8GB', '16GB', '32GB', '64GB', '128GB', '256GB', '512GB', '1TB']),
    );
    expect(storage.every((c: { type: string }) => c.type === 'STORAGE')).toBe(true);
    expect(ram.map((c: { capacity: string }) => c.capacity)).toEqual(
      expect.arrayContaining(['3GB', '4GB', '6GB', '8GB', '12GB', '16GB']),
    );
  });

  it('tells caches the lookups can be kept a while', async () => {
    expect((await get('/sort')).headers['cache-control']).toBe('public, max-age=300');
  });
});
