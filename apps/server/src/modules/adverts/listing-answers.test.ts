import { PRODUCT_CATEGORIES } from '@zeng/contract/constants';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAdvert, createUser } from '../../testing/factories.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { listSchemas, todaySchemas } from './listing-answers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const seller = await createUser(t.database.db);
  for (const category of PRODUCT_CATEGORIES) {
    for (let i = 0; i < 3; i += 1)
      await createAdvert(t.database.db, { userId: seller.id, category, imageKeys: ['abcdefghijklmnop'] });
  }
});
afterAll(() => t.close());

it('writes every list answer exactly as its contract schema reads it: no field missing, none extra', async () => {
  for (const category of PRODUCT_CATEGORIES) {
    for (const [url, schema] of [
      [`/api/v1/zeng/${category}?limit=2`, listSchemas[category]],
      [`/api/v1/zeng/${category}/today?limit=2`, todaySchemas[category]],
    ] as const) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-type'], url).toBe('application/json; charset=utf-8');
      const body = res.json();
      expect(
        Object.values(body).some((v) => Array.isArray(v) && v.length === 2),
        url,
      ).toBe(true);
      // parse() drops unknown fields and fails on missing or mistyped ones: equal means exact.
      expect(schema.parse(body), url).toEqual(body);
    }
  }
});
