import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adverts, uploads } from '../../db/schema.js';
import { createAdvert, createUser, REF, TestClock, tokenFor } from '../../testing/factories.js';
import { callApi, createTestApp, type TestApp } from '../../testing/test-app.js';

// Issue 37: a device's condition as data, and its IMEI, from the form to the lists.
const NOW = new Date('2026-06-15T12:00:00Z');
const DAY = 86_400_000;
const clock = new TestClock(NOW);
let t: TestApp;
let moderatorToken: string;

/** Valid IMEIs (their last digit is the Luhn check digit of the first 14). */
const IMEI = '353911101234566';
const OTHER_IMEI = '860123456789014';

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  callApi(t.app, method, url, token, payload);
const issuesOf = (body: { issues?: { path: string; code: string }[] }) =>
  (body.issues ?? []).map((i) => `${i.path}:${i.code}`);

/** A person of their own, whose allowance of new adverts no other test has spent. */
async function person() {
  const user = await createUser(t.database.db);
  return { user, token: await tokenFor(t.config.JWT_SECRET, user, NOW) };
}

let keySeq = 0;
async function phoneBody(userId: number, overrides: Record<string, unknown> = {}) {
  const key = `deviceKey${String(++keySeq).padStart(6, '0')}`;
  await t.database.db.insert(uploads).values({ key, userId, width: 1200, height: 900 });
  return {
    id: null,
    brandId: REF.apple,
    modelId: REF.iphone,
    districtId: REF.baku,
    imageUrls: [`/uploads/${key}-large.webp`],
    color: 'Black',
    mainMemory: { id: REF.storage128 },
    ram: { id: REF.ram8 },
    simType: 'DUAL SIM',
    price: 1450,
    ...overrides,
  };
}

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  const moderator = await createUser(t.database.db, { role: 'MODERATOR' });
  moderatorToken = await tokenFor(t.config.JWT_SECRET, moderator, NOW);
});
afterAll(() => t.close());

describe("a device's condition", () => {
  it('is kept as the seller states it, and SPEC.md’s condition follows from the grade', async () => {
    const { user, token } = await person();
    const sent = await phoneBody(user.id, {
      grade: 'good',
      batteryHealth: 87,
      defects: ['body_scratches', 'screen_scratches'],
      inBox: ['cable', 'box'],
      warrantyMonths: 3,
      imei: '35 391110 123456 6',
      imeiRegistered: true,
    });
    const { status, body } = await api('POST', '/phone', token, sent);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      grade: 'good',
      condition: 'used',
      batteryHealth: 87,
      // In the contract's order, whatever order they were ticked in.
      defects: ['screen_scratches', 'body_scratches'],
      inBox: ['box', 'cable'],
      accountLocked: false,
      warrantyMonths: 3,
      // The seller reads their own IMEI whole, as typed without its spaces.
      imei: IMEI,
      imeiRegistered: true,
    });
  });

  it('a sealed device is new, and its battery is as made', async () => {
    const { user, token } = await person();
    const { body } = await api('POST', '/phone', token, await phoneBody(user.id, { grade: 'new_sealed' }));
    expect(body).toMatchObject({ grade: 'new_sealed', condition: 'new', batteryHealth: 100 });
    const refused = await api(
      'POST',
      '/phone',
      token,
      await phoneBody(user.id, { grade: 'new_sealed', batteryHealth: 80 }),
    );
    expect(issuesOf(refused.body)).toEqual(['batteryHealth:INVALID']);
  });

  it('an API client that sends only SPEC.md’s condition gets the grade it names', async () => {
    const { user, token } = await person();
    const used = await api('POST', '/phone', token, await phoneBody(user.id, { condition: 'used' }));
    expect(used.body).toMatchObject({ condition: 'used', grade: 'good', batteryHealth: null, imei: null });
    const fresh = await api('POST', '/tablet', token, {
      ...(await phoneBody(user.id, { condition: 'new' })),
      brandId: REF.tabletApple,
      modelId: REF.tabletAppleFirstModel,
      simType: null,
    });
    expect(fresh.body).toMatchObject({ condition: 'new', grade: 'new_sealed' });
  });

  it('refuses a grade that contradicts the condition, a locked device not for parts, and figures out of range', async () => {
    const { user, token } = await person();
    const refusals = [
      [{ grade: 'like_new', condition: 'new' }, ['condition:INVALID']],
      [{ grade: 'good', accountLocked: true }, ['grade:LOCKED_FOR_PARTS_ONLY']],
      [{ grade: 'fair', batteryHealth: 101 }, ['batteryHealth:BATTERY_OUT_OF_RANGE']],
      [{ grade: 'fair', batteryHealth: 0 }, ['batteryHealth:BATTERY_OUT_OF_RANGE']],
      [{ grade: 'fair', batteryHealth: 85.5 }, ['batteryHealth:NOT_WHOLE']],
      [{ grade: 'fair', warrantyMonths: 37 }, ['warrantyMonths:WARRANTY_OUT_OF_RANGE']],
      [{ grade: 'fair', defects: ['screen_cracked', 'screen_cracked'] }, ['defects:INVALID']],
      [{ grade: 'fair', inBox: ['box', 'manual'] }, ['inBox.1:INVALID_CHOICE']],
      [{ grade: 'mint' }, ['grade:INVALID_CHOICE']],
      [{}, ['grade:REQUIRED']],
    ] as const;
    for (const [overrides, issues] of refusals) {
      const res = await api('POST', '/phone', token, await phoneBody(user.id, overrides));
      expect({ overrides, status: res.status, issues: issuesOf(res.body) }).toEqual({ overrides, status: 400, issues });
    }
    const locked = await api(
      'POST',
      '/phone',
      token,
      await phoneBody(user.id, { grade: 'for_parts', accountLocked: true }),
    );
    expect(locked.body).toMatchObject({ grade: 'for_parts', accountLocked: true });
  });
});

describe("a device's IMEI", () => {
  it('is 15 digits whose last is the Luhn check digit', async () => {
    const { user, token } = await person();
    for (const imei of ['35391110123456', '353911101234567', '35391110123456A', '3539111012345660']) {
      const res = await api('POST', '/phone', token, await phoneBody(user.id, { grade: 'good', imei }));
      expect({ imei, issues: issuesOf(res.body) }).toEqual({ imei, issues: ['imei:INVALID_IMEI'] });
    }
    // Empty is not given: the IMEI is optional.
    const none = await api('POST', '/phone', token, await phoneBody(user.id, { grade: 'good', imei: '  ' }));
    expect(none.body).toMatchObject({ imei: null });
  });

  it('is shown masked to visitors and whole to its seller and to moderators', async () => {
    const { user, token } = await person();
    const advert = await createAdvert(t.database.db, { userId: user.id, imei: OTHER_IMEI, publishedAt: NOW });
    expect((await api('GET', `/phone/${advert.id}`)).body.imei).toBe('86012345•••••••');
    expect((await api('GET', `/phone/${advert.id}`, token)).body.imei).toBe(OTHER_IMEI);
    expect((await api('GET', `/phone/${advert.id}`, moderatorToken)).body.imei).toBe(OTHER_IMEI);
    // Nor does any list carry it.
    const list = await api('GET', '/phone?limit=50');
    expect(JSON.stringify(list.body)).not.toContain(OTHER_IMEI.slice(8));
  });

  it('is in one pending or shown advert at a time: another seller gets 409 at the field', async () => {
    const first = await person();
    const second = await person();
    const imei = '356938035643809';
    const posted = await api('POST', '/phone', first.token, await phoneBody(first.user.id, { grade: 'good', imei }));
    expect(posted.status).toBe(200);
    const again = await api('POST', '/phone', second.token, await phoneBody(second.user.id, { grade: 'good', imei }));
    expect(again.body).toMatchObject({
      statusCode: 409,
      code: 'IMEI_TAKEN',
      issues: [{ path: 'imei', code: 'IMEI_TAKEN' }],
    });
    // Its own seller edits it freely.
    const edited = await api('POST', '/phone', first.token, {
      ...(await phoneBody(first.user.id, { grade: 'fair', imei })),
      id: posted.body.id,
    });
    expect(edited.status).toBe(200);
    // Once that advert is removed, the device may be sold again.
    expect((await api('DELETE', `/phone/${posted.body.id}`, first.token)).status).toBeLessThan(300);
    const later = await api('POST', '/phone', second.token, await phoneBody(second.user.id, { grade: 'good', imei }));
    expect(later.status).toBe(200);
  });

  it('two people posting one IMEI at once: one advert, one 409', async () => {
    const [a, b] = [await person(), await person()];
    const imei = '490154203237518';
    const results = await Promise.all([
      api('POST', '/phone', a.token, await phoneBody(a.user.id, { grade: 'good', imei })),
      api('POST', '/phone', b.token, await phoneBody(b.user.id, { grade: 'good', imei })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await t.database.db.select().from(adverts).where(eq(adverts.imei, imei))).toHaveLength(1);
  });

  it("an expired advert's IMEI may be posted again, and then its old seller cannot renew it", async () => {
    const [a, b] = [await person(), await person()];
    const imei = '352099001761481';
    const old = await createAdvert(t.database.db, {
      userId: a.user.id,
      imei,
      publishedAt: new Date(NOW.getTime() - 31 * DAY),
    });
    expect((await api('POST', '/phone', b.token, await phoneBody(b.user.id, { grade: 'good', imei }))).status).toBe(
      200,
    );
    expect((await api('PUT', `/phone/renew/${old.id}`, a.token)).body.code).toBe('IMEI_TAKEN');
  });
});

describe("the lists' device filters", () => {
  it('narrow phones by grade, by battery health and to those registered in Azerbaijan', async () => {
    const { user } = await person();
    const seeds = [
      { grade: 'new_sealed', imeiRegistered: true },
      { grade: 'like_new', batteryHealth: 96, imeiRegistered: true },
      { grade: 'good', batteryHealth: 88, imeiRegistered: false },
      { grade: 'good', batteryHealth: null, imeiRegistered: null },
      { grade: 'fair', batteryHealth: 79, imeiRegistered: true },
    ] as const;
    const ids: number[] = [];
    for (const seed of seeds) {
      const advert = await createAdvert(t.database.db, {
        userId: user.id,
        brandId: REF.samsung,
        modelId: REF.galaxyFirstModel,
        publishedAt: NOW,
        ...seed,
      });
      ids.push(advert.id);
    }
    const listed = async (query: string) => {
      const { body } = await api('GET', `/phone?limit=50&brandIds=${REF.samsung}&${query}`);
      return (body.phones as { id: number }[]).map((p) => p.id).filter((id) => ids.includes(id));
    };
    const [sealed, likeNew, good, goodUnknown, fair] = ids;
    expect(await listed('grade=good')).toEqual([goodUnknown, good]);
    // A sealed device counts as 100 %; an unstated battery never passes.
    expect(await listed('batteryMin=90')).toEqual([likeNew, sealed]);
    expect(await listed('batteryMin=70')).toEqual([fair, good, likeNew, sealed]);
    expect(await listed('registration=registered')).toEqual([fair, likeNew, sealed]);
    expect(await listed('grade=good&registration=registered')).toEqual([]);
    const cards = (await api('GET', `/phone?limit=50&brandIds=${REF.samsung}&grade=fair`)).body.phones;
    expect(cards[0]).toMatchObject({ id: fair, grade: 'fair', batteryHealth: 79 });
  });

  it('refuses a grade or a battery step they do not know', async () => {
    for (const query of ['grade=mint', 'batteryMin=99', 'registration=yes']) {
      const res = await api('GET', `/phone?${query}`);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
    }
  });
});
