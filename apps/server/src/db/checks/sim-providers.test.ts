import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdvertSeed, createAdvert, createUser, REF } from '../../testing/factories.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-app.js';
import { simProviderMismatches } from './sim-providers.js';

const NOW = new Date('2026-06-15T12:00:00Z');
const DAY = 86_400_000;
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('the check of SIM adverts stored under another operator than their code’s', () => {
  it('lists each undeleted one, in any state, and none that follows its code or has no operator (060)', async () => {
    const { db } = database.handle;
    const seller = await createUser(db);
    const sim = (simNumber: string, simProviderId: number, more: Partial<AdvertSeed> = {}) =>
      createAdvert(db, { userId: seller.id, category: 'sim', simNumber, simProviderId, publishedAt: NOW, ...more });
    await sim('994551234567', REF.bakcell);
    await sim('994101234567', REF.azercell);
    await sim('994601234567', REF.nar);
    const live = await sim('994557753235', REF.azercell);
    const pending = await sim('994771234567', REF.bakcell, { state: 'PENDING' });
    const expired = await sim('994501234567', REF.nar, { publishedAt: new Date(NOW.getTime() - 40 * DAY) });
    await sim('994991234567', REF.azercell, { deletedAt: NOW });

    expect(await simProviderMismatches(db, NOW)).toEqual([
      { id: live.id, number: '994557753235', state: 'APPROVED', provider: 'Azercell', operator: 'Bakcell' },
      { id: pending.id, number: '994771234567', state: 'PENDING', provider: 'Bakcell', operator: 'Nar' },
      { id: expired.id, number: '994501234567', state: 'EXPIRED', provider: 'Nar', operator: 'Azercell' },
    ]);
  });
});
