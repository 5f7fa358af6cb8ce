import { PRODUCT_CATEGORIES } from '@zeng/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdvert, createUser, TestClock, tokenFor, validSubmission } from '../../testing/factories.js';
import { callApi, createTestApp, type TestApp } from '../../testing/test-app.js';
import { recordFingerprints } from '../media/fingerprints-repository.js';
import { eventsOf } from './moderation-events-repository.js';

const NOW = new Date('2026-06-15T12:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const clock = new TestClock(NOW);
let t: TestApp;
let seller: Awaited<ReturnType<typeof createUser>>;
let moderatorId: number;
let tokens: Record<'user' | 'moderator' | 'admin', string>;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  const db = t.database.db;
  seller = await createUser(db, { firstName: 'Rauf', lastName: 'Həsənov' });
  const moderator = await createUser(db, { role: 'MODERATOR' });
  moderatorId = moderator.id;
  const admin = await createUser(db, { role: 'ADMIN' });
  const secret = t.config.JWT_SECRET;
  tokens = {
    user: await tokenFor(secret, seller, NOW),
    moderator: await tokenFor(secret, moderator, NOW),
    admin: await tokenFor(secret, admin, NOW),
  };
});
afterAll(() => t.close());

const api = (method: 'GET' | 'PUT', url: string, token?: string, payload?: Record<string, unknown>) =>
  callApi(t.app, method, url, token, payload);

/** The version of a request the moderator saw, as a decision names it. */
const seen = (advert: { submittedAt: Date }, more: Record<string, unknown> = {}) => ({
  submittedAt: advert.submittedAt.toISOString(),
  ...more,
});

const pending = (category: (typeof PRODUCT_CATEGORIES)[number], hoursAgo: number) =>
  createAdvert(t.database.db, {
    userId: seller.id,
    category,
    state: 'PENDING',
    publishedAt: new Date(NOW.getTime() - hoursAgo * HOUR),
  });

describe('who may moderate', () => {
  it('every moderation call: no token 401, a user 403, a moderator and an administrator 200', async () => {
    for (const category of PRODUCT_CATEGORIES) {
      const a = await pending(category, 1);
      const b = await pending(category, 1);
      const calls: Array<
        [method: 'GET' | 'PUT', url: string, okFor: 'moderator' | 'admin', body?: Record<string, unknown>]
      > = [
        ['GET', `/${category}/admin?limit=10&page=1`, 'moderator'],
        ['GET', `/${category}/admin/${a.id}`, 'admin'],
        ['PUT', `/${category}/approve/${a.id}`, 'moderator', seen(a)],
        ['PUT', `/${category}/reject/${b.id}`, 'admin', seen(b)],
      ];
      for (const [method, url, okFor, body] of calls) {
        expect((await api(method, url, undefined, body)).status, `${method} ${url} without a token`).toBe(401);
        expect((await api(method, url, tokens.user, body)).body, `${method} ${url} as a user`).toMatchObject({
          statusCode: 403,
          code: 'FORBIDDEN',
        });
        expect((await api(method, url, tokens[okFor], body)).status, `${method} ${url} as ${okFor}`).toBe(200);
      }
    }
    expect((await api('GET', '/moderation/pending-counts', tokens.user)).status).toBe(403);
  });

  it('the queue is never taken for an advert id (/phone/admin is not /phone/:id)', async () => {
    const res = await api('GET', '/phone/admin?limit=10&page=1', tokens.moderator);
    expect(res.status).toBe(200);
    expect(res.body).toHaveProperty('phones');
  });
});

interface QueuePage {
  sims: { id: number; waitingSeconds: number; submittedAt: string }[];
  nextCursor: string | null;
  previousCursor: string | null;
}

/** A page of a category's queue as a moderator's panel asks for it: the first, or the one a cursor names. */
async function queued(category: 'sim' | 'accessory', page?: string | null, limit = 10): Promise<QueuePage> {
  const cursor = page ? `&page=${encodeURIComponent(page)}` : '';
  const res = await api('GET', `/${category}/admin?limit=${limit}${cursor}`, tokens.moderator);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { accessories, ...rest } = res.body;
  return { ...rest, sims: res.body.sims ?? accessories };
}

describe('the queue', () => {
  it('lists a category’s pending requests oldest first, ten a page, with how long each has waited', async () => {
    const db = t.database.db;
    const ids: number[] = [];
    // Twelve SIM requests sent 30 to 19 hours ago, and one decided advert that must not appear.
    for (let i = 0; i < 12; i++) ids.push((await pending('sim', 30 - i)).id);
    await createAdvert(db, { userId: seller.id, category: 'sim', state: 'REJECTED' });
    const first = await queued('sim');
    const last = await queued('sim', first.nextCursor);
    const all = [...first.sims, ...last.sims].filter((r) => ids.includes(r.id));
    expect(all.map((r) => r.id)).toEqual(ids);
    expect(all[0]).toMatchObject({
      waitingSeconds: 30 * 3600,
      submittedAt: new Date(NOW.getTime() - 30 * HOUR).toISOString(),
    });
    expect(first.sims).toHaveLength(10);
    expect(first.previousCursor).toBeNull();
    expect(last.nextCursor).toBeNull();
    // Back from the last page: the first, as it was.
    const again = await queued('sim', last.previousCursor);
    expect(again.sims.map((r) => r.id)).toEqual(first.sims.map((r) => r.id));
    expect(again.previousCursor).toBeNull();
    // SPEC.md's first page is page 1; anything but a cursor the server gave is refused.
    expect((await queued('sim', '1')).sims.map((r) => r.id)).toEqual(first.sims.map((r) => r.id));
    for (const page of ['0', '2', 'abc', Buffer.from('["PRICE_ASC",5,1]').toString('base64url')]) {
      const res = await api('GET', `/sim/admin?page=${page}`, tokens.moderator);
      expect(res.status, page).toBe(400);
      expect(res.body.message, page).toMatch(/start again from the first page/);
    }
  });

  it('pages by key: while one moderator pages, another deciding skips nothing and repeats nothing', async () => {
    // Accessories: a queue of their own. Twenty-five requests, oldest first, a page of five.
    const ids: number[] = [];
    for (let i = 0; i < 25; i++) ids.push((await pending('accessory', 100 - i)).id);
    const decide = async (id: number, how: 'approve' | 'reject', token: string) => {
      const request = await api('GET', `/accessory/admin/${id}`, token);
      const res = await api('PUT', `/accessory/${how}/${id}`, token, { submittedAt: request.body.submittedAt });
      expect(res.status).toBe(200);
    };
    const seen: number[] = [];
    /** Decided before their page was shown: never to be shown. */
    const decidedUnseen: number[] = [];
    let page = await queued('accessory', null, 5);
    seen.push(...page.sims.map((r) => r.id));
    // While the first moderator reads page 1, the other decides two of its requests and one of page 3.
    for (const id of [ids[1], ids[3], ids[12]] as number[]) await decide(id, 'approve', tokens.admin);
    decidedUnseen.push(ids[12] as number);
    page = await queued('accessory', page.nextCursor, 5);
    seen.push(...page.sims.map((r) => r.id));
    // Now the first moderator decides on the page they read; the other rejects the next request due.
    const firstDecision = page.sims[0]?.id as number;
    await decide(firstDecision, 'reject', tokens.moderator);
    const nextDue = ids.find((id) => !seen.includes(id) && !decidedUnseen.includes(id)) as number;
    await decide(nextDue, 'reject', tokens.admin);
    decidedUnseen.push(nextDue);
    while (page.nextCursor) {
      page = await queued('accessory', page.nextCursor, 5);
      seen.push(...page.sims.map((r) => r.id));
    }
    // Every request still waiting when its turn came was shown once, in the queue's order (page numbers
    // skipped two here: the two decided on page 1 moved page 2 on by two).
    expect(seen).toEqual(ids.filter((id) => !decidedUnseen.includes(id)));
    // Back from the last page: each page ends where the one after it begins, down to the first page.
    const tail = page.sims.map((r) => r.id);
    const before = await queued('accessory', page.previousCursor, 5);
    const waiting = seen.filter((id) => ![ids[1], ids[3], firstDecision].includes(id));
    expect([...before.sims.map((r) => r.id), ...tail]).toEqual(
      waiting.slice(waiting.indexOf(before.sims[0]?.id as number)),
    );
  });

  it('answers each request with the seller and the advert’s fields', async () => {
    const advert = await pending('phone', 2);
    const res = await api('GET', `/phone/admin/${advert.id}`, tokens.moderator);
    expect(res.body).toMatchObject({
      id: advert.id,
      state: 'PENDING',
      brand: { name: 'Apple' },
      color: 'Black',
      user: { firstName: 'Rauf', lastName: 'Həsənov' },
      // A moderator may need to call the seller; the number is in their answer, beside the advert.
      sellerPhone: seller.phoneNumber,
      waitingSeconds: 2 * 3600,
      viewer: { canModerate: true, isOwner: false },
    });
  });

  it("tells the moderator a photo seen in another seller's advert, and one the seller posted before", async () => {
    const thief = await createUser(t.database.db);
    const owner = await createUser(t.database.db);
    const base = 0x3c5a_0f0f_ff00_1234n;
    // The thief's photo is a re-encoded copy of the owner's (two bits apart); the thief's second photo
    // repeats one of their own older adverts; the third is like nothing else.
    await recordFingerprints(t.database.db, [
      { key: 'stolen-copy', hash: base ^ 0b101n },
      { key: 'original', hash: base },
      { key: 'repeated', hash: -0x1111_2222_3333_4444n },
      { key: 'unique', hash: 0x7777_0000_7777_0000n },
      // A flat picture (one colour) has every bit alike: it matches nothing, however many there are.
      { key: 'flat', hash: 0n },
      { key: 'flat-elsewhere', hash: 0n },
    ]);
    await createAdvert(t.database.db, { userId: owner.id, imageKeys: ['flat-elsewhere'], publishedAt: NOW });
    const original = await createAdvert(t.database.db, { userId: owner.id, imageKeys: ['original'], publishedAt: NOW });
    const older = await createAdvert(t.database.db, { userId: thief.id, imageKeys: ['repeated'], publishedAt: NOW });
    const request = await createAdvert(t.database.db, {
      userId: thief.id,
      state: 'PENDING',
      imageKeys: ['stolen-copy', 'repeated', 'unique', 'flat'],
    });
    const res = await api('GET', `/phone/admin/${request.id}`, tokens.moderator);
    expect(res.body.photoMatches).toEqual([
      {
        imageUrl: '/uploads/repeated-thumb.webp',
        advertId: older.id,
        category: 'phone',
        sameSeller: true,
        matchUrl: '/uploads/repeated-thumb.webp',
        identical: true,
      },
      {
        imageUrl: '/uploads/stolen-copy-thumb.webp',
        advertId: original.id,
        category: 'phone',
        sameSeller: false,
        matchUrl: '/uploads/original-thumb.webp',
        identical: false,
      },
    ]);
  });

  it('shows the moderator the seller options the request offers', async () => {
    const advert = await createAdvert(t.database.db, {
      userId: seller.id,
      category: 'sim',
      state: 'PENDING',
      sellerOptions: ['negotiable', 'delivery'],
    });
    const preview = await api('GET', `/sim/admin/${advert.id}`, tokens.moderator);
    expect(preview.body.sellerOptions).toEqual(['delivery', 'negotiable']);
    const queue = await api('GET', '/sim/admin?limit=50&page=1', tokens.moderator);
    const listed = queue.body.sims.find((r: { id: number }) => r.id === advert.id);
    expect(listed.sellerOptions).toEqual(['delivery', 'negotiable']);
  });

  it('counts the requests waiting in each category', async () => {
    const before = (await api('GET', '/moderation/pending-counts', tokens.moderator)).body;
    await pending('accessory', 1);
    await pending('accessory', 1);
    const after = (await api('GET', '/moderation/pending-counts', tokens.moderator)).body;
    expect(after).toEqual({ ...before, accessory: before.accessory + 2 });
  });
});

describe('decisions', () => {
  it('approving publishes the advert now for 30 days: first in its listing and among today’s, on the record', async () => {
    const advert = await pending('phone', 5);
    const res = await api('PUT', `/phone/approve/${advert.id}`, tokens.moderator, seen(advert));
    expect(res.body).toMatchObject({
      state: 'APPROVED',
      dateCreated: NOW.toISOString(),
      expiresAt: new Date(NOW.getTime() + 30 * DAY).toISOString(),
    });
    expect((await api('GET', '/phone?limit=1')).body.phones[0].id).toBe(advert.id);
    expect((await api('GET', '/phone/today?limit=1')).body.phones[0].id).toBe(advert.id);
    const events = await eventsOf(t.database.db, advert.id);
    expect(events).toMatchObject([{ action: 'APPROVE', moderatorId, reason: null, at: NOW }]);
  });

  it('rejecting sends it back with the reason the owner then reads', async () => {
    const advert = await pending('tablet', 3);
    const res = await api(
      'PUT',
      `/tablet/reject/${advert.id}`,
      tokens.moderator,
      seen(advert, { reason: '  Şəkillər başqa cihazındır.  ' }),
    );
    expect(res.body).toMatchObject({ state: 'REJECTED', rejectionReason: 'Şəkillər başqa cihazındır.' });
    const own = await api('GET', '/auth/adverts?state=REJECTED', tokens.user);
    expect(own.body.tablets).toContainEqual(
      expect.objectContaining({ id: advert.id, state: 'REJECTED', rejectionReason: 'Şəkillər başqa cihazındır.' }),
    );
    expect((await api('GET', `/tablet/${advert.id}`, tokens.user)).body.rejectionReason).toBe(
      'Şəkillər başqa cihazındır.',
    );
    expect(await eventsOf(t.database.db, advert.id)).toMatchObject([
      { action: 'REJECT', reason: 'Şəkillər başqa cihazındır.' },
    ]);
  });

  it('a reason is optional and at most 300 characters', async () => {
    const advert = await pending('sim', 1);
    const long = await api(
      'PUT',
      `/sim/reject/${advert.id}`,
      tokens.moderator,
      seen(advert, { reason: 'x'.repeat(301) }),
    );
    expect(long.body).toMatchObject({ statusCode: 400, issues: [{ path: 'reason', code: 'TOO_LONG' }] });
    const plain = await api('PUT', `/sim/reject/${advert.id}`, tokens.moderator, seen(advert));
    expect(plain.body).toMatchObject({ state: 'REJECTED', rejectionReason: null });
  });

  it('an advert that is not pending cannot be decided again (409), and nothing is recorded', async () => {
    const advert = await pending('accessory', 1);
    expect((await api('PUT', `/accessory/approve/${advert.id}`, tokens.admin, seen(advert))).status).toBe(200);
    for (const action of ['approve', 'reject']) {
      expect(
        (await api('PUT', `/accessory/${action}/${advert.id}`, tokens.moderator, seen(advert))).body,
      ).toMatchObject({
        statusCode: 409,
        code: 'ADVERT_NOT_PENDING',
      });
    }
    expect(await eventsOf(t.database.db, advert.id)).toHaveLength(1);
    const live = await createAdvert(t.database.db, { userId: seller.id });
    expect((await api('PUT', `/phone/reject/${live.id}`, tokens.moderator, seen(live))).status).toBe(409);
  });

  it('two moderators deciding at once: one decision, one 409', async () => {
    const advert = await pending('phone', 1);
    const results = await Promise.all([
      api('PUT', `/phone/approve/${advert.id}`, tokens.moderator, seen(advert)),
      api('PUT', `/phone/reject/${advert.id}`, tokens.admin, seen(advert)),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await eventsOf(t.database.db, advert.id)).toHaveLength(1);
  });

  it('an unknown, a removed or another category’s advert answers 404 or 410', async () => {
    expect((await api('PUT', '/phone/approve/2000000', tokens.moderator, seen({ submittedAt: NOW }))).status).toBe(404);
    const sim = await pending('sim', 1);
    expect((await api('PUT', `/phone/approve/${sim.id}`, tokens.moderator, seen(sim))).status).toBe(404);
    const removed = await createAdvert(t.database.db, { userId: seller.id, state: 'PENDING', deletedAt: NOW });
    expect((await api('GET', `/phone/admin/${removed.id}`, tokens.moderator)).status).toBe(410);
  });
});

describe('a decision is on the version the moderator saw', () => {
  const sellerToken = () => tokenFor(t.config.JWT_SECRET, seller, clock.now());
  /** The seller's edit of their pending accessory through the form, as the attack did it. */
  const edit = async (advert: { id: number }, name: string) =>
    callApi(t.app, 'POST', '/accessory', await sellerToken(), {
      ...validSubmission('accessory', { id: advert.id, imageUrls: ['/uploads/benignKey0000001-large.webp'] }),
      name,
    });

  it('an edit after the preview opened: approve and reject answer 409 ADVERT_CHANGED, and the preview shows the new text', async () => {
    const advert = await createAdvert(t.database.db, {
      userId: seller.id,
      category: 'accessory',
      state: 'PENDING',
      name: 'Benign USB-C cable',
      imageKeys: ['benignKey0000001'],
      publishedAt: new Date(NOW.getTime() - HOUR),
    });
    const opened = (await api('GET', `/accessory/admin/${advert.id}`, tokens.moderator)).body;
    expect(opened).toMatchObject({ name: 'Benign USB-C cable', submittedAt: advert.submittedAt.toISOString() });

    expect((await edit(advert, 'SCAM: send 100 AZN deposit first')).status).toBe(200);
    for (const action of ['approve', 'reject']) {
      const res = await api('PUT', `/accessory/${action}/${advert.id}`, tokens.moderator, {
        submittedAt: opened.submittedAt,
      });
      expect(res.body).toMatchObject({ statusCode: 409, code: 'ADVERT_CHANGED' });
    }
    expect(await eventsOf(t.database.db, advert.id)).toEqual([]);

    const reopened = (await api('GET', `/accessory/admin/${advert.id}`, tokens.moderator)).body;
    expect(reopened).toMatchObject({ state: 'PENDING', name: 'SCAM: send 100 AZN deposit first' });
    expect(reopened.submittedAt).not.toBe(opened.submittedAt);
    const rejected = await api('PUT', `/accessory/reject/${advert.id}`, tokens.moderator, {
      submittedAt: reopened.submittedAt,
      reason: 'Asking for a deposit.',
    });
    expect(rejected.body).toMatchObject({ state: 'REJECTED', name: 'SCAM: send 100 AZN deposit first' });
  });

  it('two edits within one millisecond are still two versions', async () => {
    const advert = await createAdvert(t.database.db, {
      userId: seller.id,
      category: 'accessory',
      state: 'PENDING',
      name: 'Charger',
      imageKeys: ['benignKey0000001'],
      publishedAt: clock.now(),
    });
    // The clock stands still: the edit lands in the same millisecond the request was sent.
    const first = (await edit(advert, 'Charger 20 W')).body;
    const second = (await edit(advert, 'Charger 65 W')).body;
    expect(first.state).toBe('PENDING');
    const version = (await api('GET', `/accessory/admin/${advert.id}`, tokens.moderator)).body.submittedAt;
    expect(version > advert.submittedAt.toISOString()).toBe(true);
    expect(second.name).toBe('Charger 65 W');
    const stale = new Date(new Date(version).getTime() - 1).toISOString();
    expect((await api('PUT', `/accessory/approve/${advert.id}`, tokens.moderator, { submittedAt: stale })).status).toBe(
      409,
    );
    expect(
      (await api('PUT', `/accessory/approve/${advert.id}`, tokens.moderator, { submittedAt: version })).status,
    ).toBe(200);
  });

  it('a decision without the version it was made on is refused (400), and so is one that is not a time', async () => {
    const advert = await pending('phone', 1);
    for (const body of [undefined, {}, { submittedAt: 'yesterday' }, { submittedAt: 1 }]) {
      const res = await api('PUT', `/phone/approve/${advert.id}`, tokens.moderator, body);
      expect(res.body, JSON.stringify(body)).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    }
    expect((await api('GET', `/phone/admin/${advert.id}`, tokens.moderator)).body.state).toBe('PENDING');
  });
});
