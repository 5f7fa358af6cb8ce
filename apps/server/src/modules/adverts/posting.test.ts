import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adverts, uploads } from '../../db/schema.js';
import {
  createAdvert,
  createUser,
  nextPhone,
  REF,
  simProviderOf,
  TestClock,
  tokenFor,
} from '../../testing/factories.js';
import { callApi, createTestApp, type TestApp } from '../../testing/test-app.js';

const NOW = new Date('2026-06-15T12:00:00Z');
const DAY = 86_400_000;
const clock = new TestClock(NOW);
let t: TestApp;
let seller: Awaited<ReturnType<typeof createUser>>;
let other: Awaited<ReturnType<typeof createUser>>;
let tokens: { seller: string; other: string };

/** Images as the upload call records them: owned by whoever uploaded them. */
async function uploaded(userId: number, ...keys: string[]) {
  await t.database.db
    .insert(uploads)
    .values(keys.map((key) => ({ key, userId, width: 1200, height: 900 })))
    .onConflictDoNothing();
  return keys.map((key) => `/uploads/${key}-large.webp`);
}

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  callApi(t.app, method, url, token, payload);

let keySeq = 0;
const freshKey = () => `postingKey${String(++keySeq).padStart(6, '0')}`;

async function phoneBody(overrides: Record<string, unknown> = {}) {
  return {
    id: null,
    brandId: REF.apple,
    modelId: REF.iphone,
    districtId: REF.baku,
    imageUrls: await uploaded(seller.id, freshKey(), freshKey()),
    color: 'Black',
    mainMemory: { id: REF.storage128, type: 'STORAGE', capacity: '128GB' },
    ram: { id: REF.ram8, type: 'RAM', capacity: '8GB' },
    comment: 'Təzə kimidir',
    condition: 'used',
    simType: 'DUAL SIM',
    price: 1450,
    ...overrides,
  };
}
/** A SIM advert naming the operator of its number's code, unless told otherwise. */
const simBody = (overrides: Record<string, unknown> = {}) => {
  const number = typeof overrides.number === 'string' ? overrides.number : '050 777 77 77';
  return { id: null, districtId: REF.ganja, simProviderId: simProviderOf(number), number, price: 900, ...overrides };
};

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  seller = await createUser(t.database.db, { firstName: 'Nigar', lastName: 'Əliyeva' });
  other = await createUser(t.database.db);
  tokens = {
    seller: await tokenFor(t.config.JWT_SECRET, seller, NOW),
    other: await tokenFor(t.config.JWT_SECRET, other, NOW),
  };
});
afterAll(() => t.close());

/** A signed-in person of their own, whose allowance of new adverts no other test has spent. */
async function freshSeller() {
  return tokenFor(t.config.JWT_SECRET, await createUser(t.database.db), NOW);
}

const issuesOf = (body: { issues?: { path: string; code: string }[] }) =>
  (body.issues ?? []).map((i) => `${i.path}:${i.code}`);

describe('posting an advert', () => {
  it('a seller posts a phone: it waits for review, shown to them with its photos in order', async () => {
    const body = await phoneBody();
    const res = await api('POST', '/phone', tokens.seller, body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      brand: { id: REF.apple, name: 'Apple' },
      model: { id: REF.iphone },
      price: 1450,
      comment: 'Təzə kimidir',
      state: 'PENDING',
      expiresAt: null,
      imageUrls: body.imageUrls,
      user: { firstName: 'Nigar' },
      contactBy: 'calls',
      viewer: { isOwner: true, canEdit: true, canRemove: true, canRenew: false },
    });
    // Not public until a moderator approves it.
    expect((await api('GET', `/phone/${res.body.id}`)).status).toBe(404);
    const listed = await api('GET', '/auth/adverts?state=PENDING', tokens.seller);
    expect(listed.body.phones.map((p: { id: number }) => p.id)).toContain(res.body.id);
  });

  it('a tablet, a SIM number and an accessory post too, the number stored in one shape', async () => {
    const { imageUrls } = await phoneBody();
    const tablet = await api('POST', '/tablet', tokens.seller, {
      ...(await phoneBody({ imageUrls })),
      brandId: REF.tabletApple,
      modelId: REF.tabletAppleFirstModel,
      simType: null,
    });
    expect(tablet).toMatchObject({ status: 200, body: { state: 'PENDING', simType: null } });

    const sim = await api('POST', '/sim', tokens.seller, simBody({ number: '+994 (55) 321-00-11' }));
    expect(sim).toMatchObject({
      status: 200,
      body: { number: '994553210011', simProvider: { id: REF.bakcell, name: 'Bakcell' }, state: 'PENDING' },
    });

    const accessory = await api('POST', '/accessory', tokens.seller, {
      id: null,
      districtId: REF.baku,
      imageUrls: await uploaded(seller.id, freshKey()),
      name: '  AirPods Pro 2  ',
      type: 'HEADPHONES',
      condition: 'new',
      price: 320,
    });
    expect(accessory).toMatchObject({ status: 200, body: { name: 'AirPods Pro 2', accessoryType: 'HEADPHONES' } });
  });

  it('needs a signed-in person', async () => {
    expect((await api('POST', '/phone', undefined, await phoneBody())).status).toBe(401);
  });
});

describe('the rules of the form, on the server too', () => {
  it('names each missing field of a phone, in the order of the form', async () => {
    const res = await api('POST', '/phone', tokens.seller, { id: null, imageUrls: [], comment: '' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(issuesOf(res.body)).toEqual([
      'price:REQUIRED',
      'districtId:REQUIRED',
      'imageUrls:IMAGES_REQUIRED',
      'brandId:REQUIRED',
      'modelId:REQUIRED',
      'color:REQUIRED',
      'simType:REQUIRED',
      'mainMemory:REQUIRED',
      'ram:REQUIRED',
      // The grade (or SPEC.md's condition, which names one).
      'grade:REQUIRED',
    ]);
  });

  it('a tablet needs the same but its SIM type', async () => {
    const res = await api('POST', '/tablet', tokens.seller, { id: null });
    expect(issuesOf(res.body)).not.toContain('simType:REQUIRED');
    expect(issuesOf(res.body)).toContain('mainMemory:REQUIRED');
  });

  it('a SIM advert needs a provider and a valid Azerbaijani mobile number, and no photo', async () => {
    expect(issuesOf((await api('POST', '/sim', tokens.seller, { id: null, price: 5, districtId: 7 })).body)).toEqual([
      'simProviderId:REQUIRED',
      'number:REQUIRED',
    ]);
    expect(issuesOf((await api('POST', '/sim', tokens.seller, simBody({ number: '012 555 44 33' }))).body)).toEqual([
      'number:INVALID_SIM_NUMBER',
    ]);
  });

  it('an accessory needs a non-blank name, a type from the list and its usage', async () => {
    const res = await api('POST', '/accessory', tokens.seller, {
      id: null,
      price: 10,
      districtId: 7,
      imageUrls: await uploaded(seller.id, freshKey()),
      name: '   ',
      type: 'TOASTER',
    });
    expect(issuesOf(res.body)).toEqual(['name:REQUIRED', 'type:INVALID_CHOICE', 'condition:REQUIRED']);
  });

  it('keeps the price between 1 and 10,000,000 AZN and the comment within 500 characters', async () => {
    for (const price of [0, 10_000_001, -5]) {
      const res = await api('POST', '/phone', tokens.seller, await phoneBody({ price }));
      expect(issuesOf(res.body)).toEqual(['price:PRICE_OUT_OF_RANGE']);
    }
    const long = await api('POST', '/phone', tokens.seller, await phoneBody({ comment: 'ə'.repeat(501) }));
    expect(issuesOf(long.body)).toEqual(['comment:TOO_LONG']);
    expect(long.body.message).toBe('Invalid body: comment is too long');
  });

  it('counts a comment’s characters as a person does and as the table’s CHECK does: 500 emoji are 500', async () => {
    const full = '😀'.repeat(500);
    const saved = await api('POST', '/sim', tokens.seller, simBody({ number: nextPhone(), comment: full }));
    expect(saved.status).toBe(200);
    expect(saved.body.comment).toBe(full);
    const [stored] = await t.database.db
      .select({ characters: sql<number>`char_length(${adverts.comment})` })
      .from(adverts)
      .where(eq(adverts.id, saved.body.id));
    expect(stored?.characters).toBe(500);
    const over = await api('POST', '/sim', tokens.seller, simBody({ number: nextPhone(), comment: `${full}😀` }));
    expect(issuesOf(over.body)).toEqual(['comment:TOO_LONG']);
  });

  it('takes colours, SIM types, usage and grades only from their lists', async () => {
    const res = await api(
      'POST',
      '/phone',
      tokens.seller,
      await phoneBody({ color: 'Plaid', simType: 'Triple SIM', condition: 'refurbished', grade: 'mint' }),
    );
    expect(issuesOf(res.body)).toEqual([
      'color:INVALID_CHOICE',
      'simType:INVALID_CHOICE',
      'grade:INVALID_CHOICE',
      'condition:INVALID_CHOICE',
    ]);
  });

  it('needs a brand of the right category, a model of that brand and components of the right kind', async () => {
    const res = await api(
      'POST',
      '/phone',
      tokens.seller,
      await phoneBody({
        brandId: REF.tabletApple,
        modelId: REF.galaxyFirstModel,
        mainMemory: { id: REF.ram8 },
        ram: { id: 99_999 },
        districtId: 999,
      }),
    );
    expect(res.status).toBe(400);
    expect(issuesOf(res.body)).toEqual([
      'districtId:UNKNOWN_REFERENCE',
      'brandId:BRAND_NOT_OF_CATEGORY',
      'modelId:MODEL_NOT_OF_BRAND',
      'mainMemory.id:COMPONENT_NOT_OF_TYPE',
      'ram.id:UNKNOWN_REFERENCE',
    ]);
    const provider = await api('POST', '/sim', tokens.seller, simBody({ simProviderId: 77 }));
    expect(issuesOf(provider.body)).toEqual(['simProviderId:UNKNOWN_REFERENCE']);
  });

  it('refuses NUL and other control characters instead of failing in the database', async () => {
    const res = await api('POST', '/accessory', tokens.seller, {
      id: null,
      price: 10,
      districtId: 7,
      imageUrls: await uploaded(seller.id, freshKey()),
      name: 'Case\u0000',
      type: 'CASE',
      condition: 'new',
    });
    expect(res.status).toBe(400);
    expect(issuesOf(res.body)).toEqual(['name:CONTROL_CHARACTERS']);
  });

  it('strips direction controls and zero-width characters from a name and a comment, and refuses a name of nothing visible', async () => {
    const accessory = async (name: string, comment = '') => ({
      id: null,
      price: 10,
      districtId: 7,
      imageUrls: await uploaded(seller.id, freshKey()),
      name,
      comment,
      type: 'CASE',
      condition: 'new',
    });
    const blank = await api('POST', '/accessory', tokens.seller, await accessory(''));
    for (const name of ['\u200b', '\u200b\u200b', '\u202e\u202c', ' \u2060\ufeff ', '\u200d', '\u3164']) {
      const res = await api('POST', '/accessory', tokens.seller, await accessory(name));
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(res.body, JSON.stringify(name)).toEqual(blank.body);
    }
    expect(issuesOf(blank.body)).toEqual(['name:REQUIRED']);

    const res = await api(
      'POST',
      '/accessory',
      tokens.seller,
      await accessory('Case \u202eevil\u202c', '\u200bYeni,\n\u2066qutuda\u2069 👨‍👩‍👧'),
    );
    expect(res).toMatchObject({ status: 200, body: { name: 'Case evil', comment: 'Yeni,\nqutuda 👨‍👩‍👧' } });
    const [row] = await t.database.db
      .select({ name: adverts.name, comment: adverts.comment })
      .from(adverts)
      .where(eq(adverts.id, res.body.id));
    expect(row).toEqual({ name: 'Case evil', comment: 'Yeni,\nqutuda 👨‍👩‍👧' });
  });
});

describe('photos', () => {
  it('takes one to five of the seller’s own uploads', async () => {
    const six = await uploaded(seller.id, ...Array.from({ length: 6 }, freshKey));
    expect(issuesOf((await api('POST', '/phone', tokens.seller, await phoneBody({ imageUrls: six }))).body)).toEqual([
      'imageUrls:TOO_MANY_IMAGES',
    ]);
  });

  it('refuses another person’s upload, a foreign address and a script, naming each', async () => {
    const [theirs] = await uploaded(other.id, freshKey());
    const [mine] = await uploaded(seller.id, freshKey());
    const res = await api(
      'POST',
      '/phone',
      tokens.seller,
      await phoneBody({ imageUrls: [mine, theirs, 'https://evil.example/x.jpg', 'javascript:alert(1)'] }),
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('IMAGE_NOT_OWNED');
    expect(issuesOf(res.body)).toEqual([
      'imageUrls.1:IMAGE_NOT_OWNED',
      'imageUrls.2:IMAGE_NOT_OWNED',
      'imageUrls.3:IMAGE_NOT_OWNED',
    ]);
  });

  it('an edit keeps the advert’s own images, even ones the seller never uploaded (the demo’s)', async () => {
    const advert = await createAdvert(t.database.db, { userId: seller.id, imageKeys: ['demoKey000000001'] });
    const [added] = await uploaded(seller.id, freshKey());
    const res = await api(
      'POST',
      '/phone',
      tokens.seller,
      await phoneBody({ id: advert.id, imageUrls: [added, '/uploads/demoKey000000001-thumb.webp'] }),
    );
    expect(res.status).toBe(200);
    expect(res.body.imageUrls).toEqual([added, '/uploads/demoKey000000001-large.webp']);
    // Someone else's advert's images are not the seller's to reuse.
    const foreign = await createAdvert(t.database.db, { userId: other.id, imageKeys: ['otherKey00000001'] });
    const copy = await api(
      'POST',
      '/phone',
      tokens.seller,
      await phoneBody({ imageUrls: [`/uploads/otherKey00000001-large.webp`] }),
    );
    expect(copy.body.code).toBe('IMAGE_NOT_OWNED');
    expect(foreign.id).toBeGreaterThan(0);
  });
});

describe('editing', () => {
  it('only the owner edits; an edit sends an approved advert back for review', async () => {
    const advert = await createAdvert(t.database.db, { userId: seller.id, publishedAt: new Date(NOW.getTime() - DAY) });
    expect((await api('GET', `/phone/${advert.id}`)).status).toBe(200);

    const body = await phoneBody({ id: advert.id, price: 999 });
    expect((await api('POST', '/phone', tokens.other, body)).body).toMatchObject({
      statusCode: 403,
      code: 'NOT_ADVERT_OWNER',
    });
    const edited = await api('POST', '/phone', tokens.seller, body);
    expect(edited.body).toMatchObject({ id: advert.id, price: 999, state: 'PENDING', expiresAt: null });
    expect((await api('GET', `/phone/${advert.id}`)).status).toBe(404);
    const [row] = await t.database.db.select().from(adverts).where(eq(adverts.id, advert.id));
    expect(row?.submittedAt).toEqual(NOW);
  });

  it('an unknown id answers 404, another category’s id 404, a removed advert 410', async () => {
    expect((await api('POST', '/phone', tokens.seller, await phoneBody({ id: 2_000_000 }))).status).toBe(404);
    const sim = await createAdvert(t.database.db, { userId: seller.id, category: 'sim' });
    expect((await api('POST', '/phone', tokens.seller, await phoneBody({ id: sim.id }))).status).toBe(404);
    const removed = await createAdvert(t.database.db, { userId: seller.id, deletedAt: NOW });
    expect((await api('POST', '/phone', tokens.seller, await phoneBody({ id: removed.id }))).body).toMatchObject({
      statusCode: 410,
      code: 'ADVERT_DELETED',
    });
  });
});

describe('seller options', () => {
  const optionsOf = async (id: number) => {
    const [row] = await t.database.db
      .select({
        barter: adverts.barter,
        credit: adverts.credit,
        delivery: adverts.delivery,
        negotiable: adverts.negotiable,
      })
      .from(adverts)
      .where(eq(adverts.id, id));
    return row;
  };

  it('are saved with any category and answered in their own order; none when not sent', async () => {
    const phone = await api(
      'POST',
      '/phone',
      tokens.seller,
      await phoneBody({ sellerOptions: ['negotiable', 'barter'] }),
    );
    expect(phone.body.sellerOptions).toEqual(['barter', 'negotiable']);
    expect(await optionsOf(phone.body.id)).toEqual({ barter: true, credit: false, delivery: false, negotiable: true });
    const sim = await api('POST', '/sim', tokens.seller, simBody({ number: nextPhone(), sellerOptions: ['delivery'] }));
    expect(sim.body.sellerOptions).toEqual(['delivery']);
    const plain = await api('POST', '/sim', tokens.seller, simBody({ number: nextPhone() }));
    expect(plain.body.sellerOptions).toEqual([]);
    expect((await api('GET', `/sim/${plain.body.id}`, tokens.seller)).body.sellerOptions).toEqual([]);
  });

  it('an edit keeps the options it sends again, and changes them as sent', async () => {
    const created = await api(
      'POST',
      '/phone',
      tokens.seller,
      await phoneBody({ sellerOptions: ['credit', 'delivery'] }),
    );
    const { id, imageUrls } = created.body;
    const kept = await api(
      'POST',
      '/phone',
      tokens.seller,
      await phoneBody({ id, imageUrls, price: 1300, sellerOptions: ['credit', 'delivery'] }),
    );
    expect(kept.body).toMatchObject({ id, price: 1300, sellerOptions: ['credit', 'delivery'] });
    const changed = await api(
      'POST',
      '/phone',
      tokens.seller,
      await phoneBody({ id, imageUrls, sellerOptions: ['barter'] }),
    );
    expect(changed.body.sellerOptions).toEqual(['barter']);
    expect(await optionsOf(id)).toEqual({ barter: true, credit: false, delivery: false, negotiable: false });
    expect((await api('GET', `/phone/${id}`, tokens.seller)).body.sellerOptions).toEqual(['barter']);
  });

  it('refuses an option there is not, and one named twice, saying where', async () => {
    const unknown = await api('POST', '/phone', tokens.seller, await phoneBody({ sellerOptions: ['barter', 'swap'] }));
    expect(unknown.status).toBe(400);
    expect(issuesOf(unknown.body)).toEqual(['sellerOptions.1:INVALID_CHOICE']);
    expect(unknown.body.message).toBe('Invalid body: sellerOptions.1 is not one of the allowed values');
    const twice = await api(
      'POST',
      '/sim',
      tokens.seller,
      simBody({ number: nextPhone(), sellerOptions: ['credit', 'credit'] }),
    );
    expect(issuesOf(twice.body)).toEqual(['sellerOptions:INVALID']);
    const notAList = await api(
      'POST',
      '/sim',
      tokens.seller,
      simBody({ number: nextPhone(), sellerOptions: 'credit' }),
    );
    expect(notAList.status).toBe(400);
  });
});

describe('SIM numbers', () => {
  it('are unique among pending and live adverts, whoever posts them', async () => {
    const number = nextPhone();
    expect((await api('POST', '/sim', tokens.seller, simBody({ number }))).status).toBe(200);
    const again = await api('POST', '/sim', tokens.other, simBody({ number: `0${number.slice(3)}` }));
    expect(again.body).toMatchObject({
      statusCode: 409,
      code: 'SIM_NUMBER_TAKEN',
      issues: [{ path: 'number', code: 'SIM_NUMBER_TAKEN' }],
    });
  });

  it('two people posting the same number at once: one advert, one 409', async () => {
    const number = nextPhone();
    const results = await Promise.all([
      api('POST', '/sim', tokens.seller, simBody({ number })),
      api('POST', '/sim', tokens.other, simBody({ number })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = await t.database.db.select().from(adverts).where(eq(adverts.simNumber, number));
    expect(rows).toHaveLength(1);
  });

  it('an expired advert’s number may be posted again, and then its old owner cannot renew it', async () => {
    const number = nextPhone();
    const old = await createAdvert(t.database.db, {
      userId: other.id,
      category: 'sim',
      simNumber: number,
      publishedAt: new Date(NOW.getTime() - 31 * DAY),
    });
    expect((await api('POST', '/sim', tokens.seller, simBody({ number }))).status).toBe(200);
    expect((await api('PUT', `/sim/renew/${old.id}`, tokens.other)).body.code).toBe('SIM_NUMBER_TAKEN');
  });

  it('name the operator of their code: 055 is Bakcell, refused as Azercell at the provider field', async () => {
    const token = await freshSeller();
    const number = `99455${nextPhone().slice(5)}`;
    const refused = await api('POST', '/sim', token, simBody({ number, simProviderId: REF.azercell }));
    expect(refused.body).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'simProviderId', code: 'PROVIDER_NOT_OF_NUMBER' }],
    });
    expect(await t.database.db.select().from(adverts).where(eq(adverts.simNumber, number))).toEqual([]);
    const posted = await api('POST', '/sim', token, simBody({ number, simProviderId: REF.bakcell }));
    expect(posted).toMatchObject({ status: 200, body: { simProvider: { name: 'Bakcell' } } });
    // Every code of each operator: 010 is Azercell's, 099 Bakcell's, 077 Nar's.
    for (const [code, provider] of [
      ['10', REF.azercell],
      ['51', REF.azercell],
      ['99', REF.bakcell],
      ['70', REF.nar],
      ['77', REF.nar],
    ] as const) {
      const other = provider === REF.nar ? REF.bakcell : REF.nar;
      const sent = simBody({ number: `994${code}${nextPhone().slice(5)}`, simProviderId: other });
      expect(issuesOf((await api('POST', '/sim', token, sent)).body), code).toEqual([
        'simProviderId:PROVIDER_NOT_OF_NUMBER',
      ]);
      const right = await api('POST', '/sim', token, { ...sent, simProviderId: provider });
      expect(right.status, code).toBe(200);
    }
  });

  it('a 060 number (Naxtel’s former range) names whichever operator the seller says', async () => {
    const token = await freshSeller();
    for (const provider of [REF.azercell, REF.bakcell, REF.nar]) {
      const sent = { ...simBody(), number: `99460${nextPhone().slice(5)}`, simProviderId: provider };
      expect((await api('POST', '/sim', token, sent)).status).toBe(200);
    }
  });

  it('an edit of an advert stored under another operator is refused until it names its code’s', async () => {
    const number = `99477${nextPhone().slice(5)}`;
    const stored = await createAdvert(t.database.db, {
      userId: seller.id,
      category: 'sim',
      simNumber: number,
      simProviderId: REF.azercell,
    });
    const edit = { ...simBody(), id: stored.id, number, simProviderId: REF.azercell };
    expect(issuesOf((await api('POST', '/sim', tokens.seller, edit)).body)).toEqual([
      'simProviderId:PROVIDER_NOT_OF_NUMBER',
    ]);
    const fixed = await api('POST', '/sim', tokens.seller, { ...edit, simProviderId: REF.nar });
    expect(fixed).toMatchObject({ status: 200, body: { simProvider: { name: 'Nar' } } });
  });

  it('an owner editing their own SIM advert keeps its number', async () => {
    const created = await api('POST', '/sim', tokens.seller, simBody({ number: nextPhone() }));
    const edited = await api(
      'POST',
      '/sim',
      tokens.seller,
      simBody({ id: created.body.id, number: created.body.number, price: 1 }),
    );
    expect(edited).toMatchObject({ status: 200, body: { price: 1 } });
  });
});

describe('renewal', () => {
  it('the owner renews an expired advert for 30 days from now, keeping its place and without review', async () => {
    const publishedAt = new Date(NOW.getTime() - 35 * DAY);
    const advert = await createAdvert(t.database.db, { userId: seller.id, publishedAt });
    expect((await api('PUT', `/phone/renew/${advert.id}`, tokens.other)).body.code).toBe('NOT_ADVERT_OWNER');
    const res = await api('PUT', `/phone/renew/${advert.id}`, tokens.seller);
    expect(res.body).toMatchObject({
      state: 'APPROVED',
      dateCreated: publishedAt.toISOString(),
      expiresAt: new Date(NOW.getTime() + 30 * DAY).toISOString(),
    });
    expect((await api('GET', `/phone/${advert.id}`)).status).toBe(200);
    expect((await api('PUT', `/phone/renew/${advert.id}`, tokens.seller)).body).toMatchObject({
      statusCode: 409,
      code: 'ADVERT_NOT_EXPIRED',
    });
  });
});

describe('a create sent again (Idempotency-Key)', () => {
  const send = (url: string, token: string, payload: unknown, key?: string) =>
    callApi(t.app, 'POST', url, token, payload, key === undefined ? {} : { 'idempotency-key': key });
  const withComment = (comment: string) =>
    t.database.db.select({ id: adverts.id }).from(adverts).where(eq(adverts.comment, comment));
  let keys = 0;
  const idempotencyKey = () => `0b6f2c1e-retry-${String(++keys).padStart(4, '0')}`;

  it('answers the advert the first send made, and makes no second one', async () => {
    const key = idempotencyKey();
    const body = await phoneBody({ comment: 'sent twice' });
    const first = await send('/phone', tokens.seller, body, key);
    const again = await send('/phone', tokens.seller, body, key);
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect(await withComment('sent twice')).toEqual([{ id: first.body.id }]);
  });

  it('two sends at once make one advert and both answer it', async () => {
    const key = idempotencyKey();
    const body = await phoneBody({ comment: 'sent at once' });
    const results = await Promise.all([1, 2, 3].map(() => send('/phone', tokens.seller, body, key)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const rows = await withComment('sent at once');
    expect(rows).toHaveLength(1);
    for (const r of results) expect(r.body.id).toBe(rows[0]?.id);
  });

  it('a SIM advert sent again is not refused as its own number taken', async () => {
    const key = idempotencyKey();
    const body = simBody({ number: nextPhone() });
    const first = await send('/sim', tokens.seller, body, key);
    expect(first.status).toBe(200);
    expect(await send('/sim', tokens.seller, body, key)).toEqual(first);
  });

  it('keys are each person’s own; without a key every send is a new advert', async () => {
    const key = idempotencyKey();
    const mine = await send('/sim', tokens.seller, simBody({ number: nextPhone() }), key);
    const theirs = await send('/sim', tokens.other, simBody({ number: nextPhone() }), key);
    expect(theirs.status).toBe(200);
    expect(theirs.body.id).not.toBe(mine.body.id);
    const body = await phoneBody({ comment: 'no key' });
    await send('/phone', tokens.seller, body);
    await send('/phone', tokens.seller, body);
    expect(await withComment('no key')).toHaveLength(2);
  });

  /** The adverts holding this SIM number (stored as 994…), deleted or not. */
  const withNumber = (number: string) =>
    t.database.db.select({ id: adverts.id }).from(adverts).where(eq(adverts.simNumber, number));
  const reused = {
    statusCode: 422,
    error: 'Unprocessable Content',
    code: 'IDEMPOTENCY_KEY_REUSED',
    message: expect.stringMatching(/another advert/),
  };

  it('the same key with another body is refused with 422, never answered with the first advert', async () => {
    const key = idempotencyKey();
    const [mine, another] = [nextPhone(), nextPhone()];
    const first = await send('/sim', tokens.seller, simBody({ number: mine }), key);
    expect(first.status).toBe(200);
    const second = await send('/sim', tokens.seller, simBody({ number: another }), key);
    expect(second.status).toBe(422);
    expect(second.body).toEqual(reused);
    // Nothing was made of the second, and the first is as it was sent.
    expect(await withNumber(another)).toEqual([]);
    expect(await withNumber(mine)).toEqual([{ id: first.body.id }]);
    // The first body still answers its advert; a change of price or comment alone is another body too.
    expect(await send('/sim', tokens.seller, simBody({ number: mine }), key)).toEqual(first);
    for (const change of [{ price: 901 }, { comment: 'Qızıl nömrə' }, { sellerOptions: ['barter'] }]) {
      expect((await send('/sim', tokens.seller, simBody({ number: mine, ...change }), key)).body).toEqual(reused);
    }
  });

  it('the same advert written another way is the same body: the number as typed, the options in any order', async () => {
    const key = idempotencyKey();
    const number = nextPhone();
    const national = `0${number.slice(3, 5)} ${number.slice(5, 8)} ${number.slice(8, 10)} ${number.slice(10)}`;
    const options = { comment: '  Qızıl nömrə ', sellerOptions: ['negotiable', 'barter'] };
    const first = await send('/sim', tokens.seller, simBody({ number: national, ...options }), key);
    expect(first.status).toBe(200);
    const rewritten = { number, sellerOptions: ['barter', 'negotiable'], comment: 'Qızıl nömrə' };
    const again = await send('/sim', tokens.seller, simBody(rewritten), key);
    expect(again).toEqual(first);
  });

  it('two different bodies sent at once under one key make one advert, and the other is refused', async () => {
    const key = idempotencyKey();
    const numbers = [nextPhone(), nextPhone()];
    const results = await Promise.all(numbers.map((number) => send('/sim', tokens.seller, simBody({ number }), key)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    const made = results.findIndex((r) => r.status === 200);
    const madeNumber = numbers[made] ?? '';
    expect(await withNumber(madeNumber)).toEqual([{ id: results[made]?.body.id }]);
    expect(await withNumber(numbers[1 - made] ?? '')).toEqual([]);
  });

  it('a key that made an advert of another category is another body (422), and a removed advert’s own body 410', async () => {
    const key = idempotencyKey();
    await send('/sim', tokens.seller, simBody({ number: nextPhone() }), key);
    expect((await send('/phone', tokens.seller, await phoneBody(), key)).body).toEqual(reused);
    const removedKey = idempotencyKey();
    const body = simBody({ number: nextPhone() });
    const made = await send('/sim', tokens.seller, body, removedKey);
    expect((await api('DELETE', `/sim/${made.body.id}`, tokens.seller)).status).toBe(200);
    expect((await send('/sim', tokens.seller, body, removedKey)).body).toMatchObject({
      statusCode: 410,
      code: 'ADVERT_DELETED',
    });
    expect((await send('/sim', tokens.seller, simBody({ number: nextPhone() }), removedKey)).body).toEqual(reused);
  });

  it('an advert made before bodies were kept answers its key again as before, but never for another category', async () => {
    const key = idempotencyKey();
    const made = await send('/sim', tokens.seller, simBody({ number: nextPhone() }), key);
    await t.database.db.update(adverts).set({ idempotencyFingerprint: null }).where(eq(adverts.id, made.body.id));
    expect((await send('/sim', tokens.seller, simBody({ number: nextPhone() }), key)).body.id).toBe(made.body.id);
    expect((await send('/phone', tokens.seller, await phoneBody(), key)).body).toEqual(reused);
  });

  it('an edit ignores the key, and a malformed key is refused naming the header', async () => {
    const key = idempotencyKey();
    const made = await send('/phone', tokens.seller, await phoneBody({ comment: 'to edit' }), key);
    const edited = await send('/phone', tokens.seller, await phoneBody({ id: made.body.id, comment: 'edited' }), key);
    expect(edited.body).toMatchObject({ id: made.body.id, comment: 'edited' });
    for (const bad of ['short', 'x'.repeat(65), 'has spaces in it, sixteen+', 'ключ-ключ-ключ-ключ']) {
      expect((await send('/phone', tokens.seller, await phoneBody(), bad)).body).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        issues: [{ path: 'idempotency-key', code: 'INVALID' }],
      });
    }
  });
});

describe('a failure in the middle of a create', () => {
  it('leaves no half-written advert behind', async () => {
    const db = t.database.db;
    // The database refuses the images, after the advert row was written in the same transaction.
    await db.execute(sql`CREATE FUNCTION refuse_images() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'disk full'; END $$`);
    await db.execute(
      sql`CREATE TRIGGER refuse_images BEFORE INSERT ON advert_images FOR EACH ROW EXECUTE FUNCTION refuse_images()`,
    );
    try {
      const before = await db.select({ n: sql<number>`count(*)::int` }).from(adverts);
      const res = await api('POST', '/phone', tokens.seller, await phoneBody({ comment: 'never saved' }));
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ code: 'INTERNAL_ERROR' });
      const after = await db.select({ n: sql<number>`count(*)::int` }).from(adverts);
      expect(after).toEqual(before);
    } finally {
      await db.execute(sql`DROP TRIGGER refuse_images ON advert_images`);
      await db.execute(sql`DROP FUNCTION refuse_images()`);
    }
  });
});
