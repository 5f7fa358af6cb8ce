import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdvert, createUser, REF, TestClock, tokenFor } from '../../testing/factories.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const NOW = new Date('2026-06-15T12:00:00Z');
const DAY = 86_400_000;
const clock = new TestClock(NOW);
let t: TestApp;
let tokens: Record<'owner' | 'stranger' | 'admin' | 'moderator', string>;
let owner: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  const db = t.database.db;
  owner = await createUser(db, { firstName: 'Elvin', lastName: 'Məmmədov' });
  const stranger = await createUser(db);
  const admin = await createUser(db, { role: 'ADMIN' });
  const moderator = await createUser(db, { role: 'MODERATOR' });
  const secret = t.config.JWT_SECRET;
  tokens = {
    owner: await tokenFor(secret, owner, NOW),
    stranger: await tokenFor(secret, stranger, NOW),
    admin: await tokenFor(secret, admin, NOW),
    moderator: await tokenFor(secret, moderator, NOW),
  };
});
afterAll(() => t.close());

const call = async (method: 'GET' | 'DELETE', url: string, token?: string) => {
  const res = await t.app.inject({
    method,
    url: `/api/v1/zeng${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, body: res.json() };
};

describe('advert detail', () => {
  it('shows an approved phone to everyone with the fields of the contract detail', async () => {
    const advert = await createAdvert(t.database.db, {
      userId: owner.id,
      publishedAt: NOW,
      comment: 'Ideal vəziyyətdə',
      imageKeys: ['abc'],
      sellerOptions: ['delivery', 'credit'],
      grade: 'like_new',
      batteryHealth: 93,
      imei: '353911101234566',
      imeiRegistered: true,
    });
    const { status, body } = await call('GET', `/phone/${advert.id}`);
    expect(status).toBe(200);
    expect(body).toEqual({
      category: 'phone',
      id: advert.id,
      imageUrls: ['/uploads/abc-large.webp'],
      // No landing page holds it yet: the live counts were made before it was written.
      landings: {},
      price: 500,
      brand: { id: REF.apple, name: 'Apple' },
      model: { id: REF.iphone, name: 'iPhone' },
      color: 'Black',
      mainMemory: { id: REF.storage128, type: 'STORAGE', capacity: '128GB' },
      ram: { id: REF.ram8, type: 'RAM', capacity: '8GB' },
      simType: 'DUAL SIM',
      condition: 'used',
      grade: 'like_new',
      batteryHealth: 93,
      defects: [],
      accountLocked: false,
      inBox: [],
      warrantyMonths: null,
      // A visitor reads the model's type code only: the whole IMEI could be cloned onto a stolen phone.
      imei: '35391110•••••••',
      imeiRegistered: true,
      // Too few sellers of its model, storage and grade for a price guide (ADR 0037).
      priceGuide: null,
      comment: 'Ideal vəziyyətdə',
      district: { id: REF.baku, name: 'Bakı' },
      dateCreated: NOW.toISOString(),
      sellerOptions: ['credit', 'delivery'],
      // The seller's id links the name to their page (issue 35).
      // Not the number: a visitor asks for it (POST /phone/{id}/contact).
      user: { id: owner.id, firstName: 'Elvin', lastName: 'Məmmədov' },
      contactBy: 'calls',
      soldAt: null,
      views: 0,
      viewer: {
        isOwner: false,
        canEdit: false,
        canRemove: false,
        canRenew: false,
        canMarkSold: false,
        canModerate: false,
      },
    });
  });

  it('tells the owner the state of their advert', async () => {
    const advert = await createAdvert(t.database.db, { userId: owner.id, publishedAt: NOW });
    expect((await call('GET', `/phone/${advert.id}`, tokens.owner)).body.state).toBe('APPROVED');
  });

  it('shows a pending advert only to its owner and to moderators', async () => {
    const pending = await createAdvert(t.database.db, { userId: owner.id, state: 'PENDING' });
    expect((await call('GET', `/phone/${pending.id}`)).status).toBe(404);
    expect((await call('GET', `/phone/${pending.id}`, tokens.stranger)).status).toBe(404);
    expect((await call('GET', `/phone/${pending.id}`, tokens.owner)).body.state).toBe('PENDING');
    expect((await call('GET', `/phone/${pending.id}`, tokens.moderator)).status).toBe(200);
  });

  it('treats a broken token as none on this public call', async () => {
    const advert = await createAdvert(t.database.db, { userId: owner.id });
    expect((await call('GET', `/phone/${advert.id}`, 'not-a-token')).status).toBe(200);
  });

  it('answers 410 for a deleted advert and for an expired one seen by others', async () => {
    const deleted = await createAdvert(t.database.db, { userId: owner.id, deletedAt: NOW });
    const res = await call('GET', `/phone/${deleted.id}`);
    expect(res.status).toBe(410);
    expect(res.body).toMatchObject({ code: 'ADVERT_DELETED', message: 'This advert has been deleted.' });
    const expired = await createAdvert(t.database.db, {
      userId: owner.id,
      publishedAt: new Date(NOW.getTime() - 40 * DAY),
    });
    expect((await call('GET', `/phone/${expired.id}`)).body).toMatchObject({
      statusCode: 410,
      code: 'ADVERT_EXPIRED',
      message: 'This advert has expired.',
    });
    const own = (await call('GET', `/phone/${expired.id}`, tokens.owner)).body;
    expect(own).toMatchObject({ state: 'EXPIRED', viewer: { isOwner: true, canRenew: true, canEdit: true } });
  });

  it('answers 404 for an unknown id or the wrong category, 400 for a non-numeric id', async () => {
    const sim = await createAdvert(t.database.db, { category: 'sim', userId: owner.id });
    expect((await call('GET', '/phone/999999')).status).toBe(404);
    expect((await call('GET', `/phone/${sim.id}`)).status).toBe(404);
    expect((await call('GET', `/sim/${sim.id}`)).body.simProvider.name).toBe('Azercell');
    expect((await call('GET', '/phone/abc')).status).toBe(400);
  });
});

describe('removing an advert', () => {
  it('needs a signed-in person', async () => {
    const advert = await createAdvert(t.database.db, { userId: owner.id });
    expect((await call('DELETE', `/phone/${advert.id}`)).status).toBe(401);
  });

  it('is refused to someone else, allowed to the owner and then answers 410', async () => {
    const advert = await createAdvert(t.database.db, { userId: owner.id });
    expect((await call('DELETE', `/phone/${advert.id}`, tokens.stranger)).status).toBe(403);
    expect((await call('DELETE', `/phone/${advert.id}`, tokens.moderator)).status).toBe(403);
    const removed = await call('DELETE', `/phone/${advert.id}`, tokens.owner);
    expect(removed).toEqual({ status: 200, body: { message: 'The advert has been removed.' } });
    expect((await call('GET', `/phone/${advert.id}`)).status).toBe(410);
    expect((await call('DELETE', `/phone/${advert.id}`, tokens.owner)).status).toBe(410);
    const listed = (await call('GET', '/phone?limit=50')).body.phones.map((p: { id: number }) => p.id);
    expect(listed).not.toContain(advert.id);
  });

  it('is allowed to an administrator', async () => {
    const advert = await createAdvert(t.database.db, { userId: owner.id });
    expect((await call('DELETE', `/phone/${advert.id}`, tokens.admin)).status).toBe(200);
  });
});

describe("a person's own adverts", () => {
  it('lists the states with APPROVED first', async () => {
    expect((await call('GET', '/auth/advert-states')).body).toEqual(['APPROVED', 'PENDING', 'REJECTED', 'EXPIRED']);
  });

  it('groups the caller own adverts of one state by category', async () => {
    const me = await createUser(t.database.db);
    const token = await tokenFor(t.config.JWT_SECRET, me, NOW);
    await createAdvert(t.database.db, { userId: me.id, publishedAt: NOW });
    await createAdvert(t.database.db, { userId: me.id, category: 'sim', publishedAt: NOW });
    await createAdvert(t.database.db, { userId: me.id, state: 'PENDING' });
    await createAdvert(t.database.db, { userId: me.id, publishedAt: new Date(NOW.getTime() - 45 * DAY) });
    await createAdvert(t.database.db, { userId: owner.id, publishedAt: NOW });
    const approved = (await call('GET', '/auth/adverts?state=APPROVED', token)).body;
    expect(approved.phones).toHaveLength(1);
    expect(approved.sims).toHaveLength(1);
    expect(approved.tablets).toEqual([]);
    expect((await call('GET', '/auth/adverts?state=PENDING', token)).body.phones).toHaveLength(1);
    expect((await call('GET', '/auth/adverts?state=EXPIRED', token)).body.phones).toHaveLength(1);
    expect((await call('GET', '/auth/adverts?state=REJECTED', token)).body.phones).toHaveLength(0);
    expect((await call('GET', '/auth/adverts?state=SOLD', token)).status).toBe(400);
    expect((await call('GET', '/auth/adverts?state=APPROVED')).status).toBe(401);
  });

  it("counts the caller's own adverts in each state, as the tabs list them, and nobody else's", async () => {
    const me = await createUser(t.database.db);
    const token = await tokenFor(t.config.JWT_SECRET, me, NOW);
    const fresh = await createUser(t.database.db);
    expect((await call('GET', '/auth/advert-counts', await tokenFor(t.config.JWT_SECRET, fresh, NOW))).body).toEqual({
      APPROVED: 0,
      PENDING: 0,
      REJECTED: 0,
      EXPIRED: 0,
    });

    await createAdvert(t.database.db, { userId: me.id, publishedAt: NOW });
    await createAdvert(t.database.db, { userId: me.id, category: 'sim', publishedAt: NOW });
    await createAdvert(t.database.db, { userId: me.id, state: 'PENDING' });
    await createAdvert(t.database.db, { userId: me.id, state: 'PENDING', category: 'accessory' });
    await createAdvert(t.database.db, { userId: me.id, state: 'PENDING', deletedAt: NOW });
    await createAdvert(t.database.db, { userId: me.id, state: 'REJECTED' });
    await createAdvert(t.database.db, { userId: me.id, publishedAt: new Date(NOW.getTime() - 45 * DAY) });
    await createAdvert(t.database.db, { userId: owner.id, publishedAt: NOW });

    const counts = await call('GET', '/auth/advert-counts', token);
    expect(counts).toEqual({ status: 200, body: { APPROVED: 2, PENDING: 2, REJECTED: 1, EXPIRED: 1 } });
    // Each count is what its tab lists.
    for (const [state, count] of Object.entries(counts.body)) {
      const { phones, tablets, sims, accessories } = (await call('GET', `/auth/adverts?state=${state}`, token)).body;
      expect(phones.length + tablets.length + sims.length + accessories.length, state).toBe(count);
    }
    expect((await call('GET', '/auth/advert-counts')).status).toBe(401);
  });
});
