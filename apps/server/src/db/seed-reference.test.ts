import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-app.js';
import { brands, districts, models } from './schema.js';
import { seedReferenceData } from './seed-reference.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

describe('the reference data brought in line at start', () => {
  it('puts back every column a database has drifted on, names and numbers included', async () => {
    const db = t.handle.db;
    const [district] = await db.select().from(districts).limit(1);
    const [brand] = await db.select().from(brands).limit(1);
    const [model] = await db.select().from(models).limit(1);
    if (!district || !brand || !model) throw new Error('the test database has no reference data');

    await db.update(districts).set({ nameEn: 'Drifted', nameRu: 'Сдвинуто' }).where(eq(districts.id, district.id));
    await db.update(brands).set({ logoUrl: '/elsewhere.svg', position: 999 }).where(eq(brands.id, brand.id));
    await db.update(models).set({ releaseYear: 1900 }).where(eq(models.id, model.id));
    await seedReferenceData(db);

    expect(await db.select().from(districts).where(eq(districts.id, district.id))).toEqual([district]);
    expect(await db.select().from(brands).where(eq(brands.id, brand.id))).toEqual([brand]);
    expect(await db.select().from(models).where(eq(models.id, model.id))).toEqual([model]);
  });
});
