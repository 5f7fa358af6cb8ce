import { REPORTS_TO_HOLD } from '@zeng/contract/report-reasons';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertReports, adverts, moderationEvents } from '../../db/schema.js';
import { createAdvert, createUser, TestClock, tokenFor } from '../../testing/factories.js';
import { callApi, createTestApp, type TestApp, type VisitorOrigin, visitorCall } from '../../testing/test-app.js';

// Issue 37, part 5: anyone reports an advert once; REPORTS_TO_HOLD signed-in people take it out of the
// listings; a moderator removes it (the seller reads why) or dismisses the reports, on the record.
const NOW = new Date('2026-06-15T12:00:00Z');
const clock = new TestClock(NOW);
let t: TestApp;
let seller: Awaited<ReturnType<typeof createUser>>;
let sellerToken: string;
let moderatorToken: string;
let moderatorId: number;

/** A report from its own address and browser, as a visitor's; signed in when a token is given. */
const report = (path: string, body: object, from: VisitorOrigin = {}) => visitorCall(t.app, 'POST', path, from, body);

async function buyerToken() {
  return tokenFor(t.config.JWT_SECRET, await createUser(t.database.db), NOW);
}

async function listedIds(): Promise<number[]> {
  const res = await callApi(t.app, 'GET', '/phone?limit=50');
  return res.body.phones.map((p: { id: number }) => p.id);
}

const queue = async (page?: string) =>
  (await callApi(t.app, 'GET', `/moderation/reports${page ? `?page=${page}` : ''}`, moderatorToken)).body;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  seller = await createUser(t.database.db, { firstName: 'Rəşad', lastName: 'Hüseynov' });
  sellerToken = await tokenFor(t.config.JWT_SECRET, seller, NOW);
  const moderator = await createUser(t.database.db, { role: 'MODERATOR' });
  moderatorId = moderator.id;
  moderatorToken = await tokenFor(t.config.JWT_SECRET, moderator, NOW);
});
afterAll(() => t.close());

describe('reporting an advert', () => {
  it('takes a typed reason, once per person; "other" needs words; the seller cannot report their own', async () => {
    const advert = await createAdvert(t.database.db, { userId: seller.id, publishedAt: NOW });
    const path = `/phone/${advert.id}/report`;
    const first = await report(path, { reason: 'scam' });
    expect(first.statusCode).toBe(200);
    // The same visitor again, even with another reason: refused, the first one stands.
    const again = await report(path, { reason: 'sold' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_REPORTED');
    // Another browser on that network is another person; a signed-in one is known by the account.
    expect((await report(path, { reason: 'sold' }, { agent: 'Mozilla/5.0 (iPhone) Safari/17' })).statusCode).toBe(200);
    const token = await buyerToken();
    expect((await report(path, { reason: 'duplicate' }, { token, ip: '198.51.100.1' })).statusCode).toBe(200);
    expect((await report(path, { reason: 'duplicate' }, { token, ip: '198.51.100.2' })).json().code).toBe(
      'ALREADY_REPORTED',
    );

    const vague = await report(path, { reason: 'other' }, { ip: '198.51.100.3' });
    expect(vague.statusCode).toBe(400);
    expect(vague.json().issues).toEqual([expect.objectContaining({ path: 'note', code: 'REQUIRED' })]);
    const unknown = await report(path, { reason: 'ugly' }, { ip: '198.51.100.3' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues).toEqual([expect.objectContaining({ path: 'reason', code: 'INVALID_CHOICE' })]);
    const long = await report(path, { reason: 'other', note: 'x'.repeat(301) }, { ip: '198.51.100.3' });
    expect(long.json().issues).toEqual([expect.objectContaining({ path: 'note', code: 'TOO_LONG' })]);
    expect(
      (await report(path, { reason: 'other', note: '  Asks for a deposit by card  ' }, { ip: '198.51.100.3' }))
        .statusCode,
    ).toBe(200);

    const own = await report(path, { reason: 'scam' }, { token: sellerToken });
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('OWN_ADVERT');

    const rows = await t.database.db.select().from(advertReports).where(eq(advertReports.advertId, advert.id));
    expect(rows.map((r) => [r.reason, r.note, r.userId !== null])).toEqual([
      ['scam', null, false],
      ['sold', null, false],
      ['duplicate', null, true],
      ['other', 'Asks for a deposit by card', false],
    ]);
    // No address is kept: anonymous reporters are keyed hashes.
    expect(rows.some((r) => r.reporterKey.includes('203.0.113'))).toBe(false);
  });

  it('answers 404 for an advert nobody else may see, and 410 for a removed one', async () => {
    const pending = await createAdvert(t.database.db, { userId: seller.id, state: 'PENDING' });
    expect((await report(`/phone/${pending.id}/report`, { reason: 'scam' })).statusCode).toBe(404);
    const removed = await createAdvert(t.database.db, { userId: seller.id, publishedAt: NOW });
    await callApi(t.app, 'DELETE', `/phone/${removed.id}`, sellerToken);
    expect((await report(`/phone/${removed.id}/report`, { reason: 'scam' })).statusCode).toBe(410);
  });
});

describe('reports of several people', () => {
  it(`take the advert out of the listings at ${REPORTS_TO_HOLD} signed-in reporters, anonymous ones never`, async () => {
    const advert = await createAdvert(t.database.db, { userId: seller.id, publishedAt: NOW });
    const path = `/phone/${advert.id}/report`;
    for (let i = 0; i < 5; i++) await report(path, { reason: 'scam' }, { ip: `192.0.2.${i + 1}` });
    expect(await listedIds()).toContain(advert.id);
    for (let i = 1; i < REPORTS_TO_HOLD; i++) await report(path, { reason: 'scam' }, { token: await buyerToken() });
    expect(await listedIds()).toContain(advert.id);
    await report(path, { reason: 'sold' }, { token: await buyerToken() });
    expect(await listedIds()).not.toContain(advert.id);
    // Nobody but its seller and moderators knows of it meanwhile; the seller sees it waiting for review.
    expect((await callApi(t.app, 'GET', `/phone/${advert.id}`)).status).toBe(404);
    const own = await callApi(t.app, 'GET', `/phone/${advert.id}`, sellerToken);
    expect(own.body.state).toBe('PENDING');
    // The same SIM or IMEI cannot be posted by another meanwhile: a held advert still holds it.
    const [row] = await t.database.db.select().from(adverts).where(eq(adverts.id, advert.id));
    expect(row?.heldAt).toEqual(NOW);
    expect(row?.state).toBe('PENDING');
  });

  it('held by concurrent reports: the last of them always sees the others', async () => {
    const advert = await createAdvert(t.database.db, { userId: seller.id, publishedAt: NOW });
    const tokens = await Promise.all(Array.from({ length: REPORTS_TO_HOLD }, () => buyerToken()));
    await Promise.all(tokens.map((token) => report(`/phone/${advert.id}/report`, { reason: 'scam' }, { token })));
    expect(await listedIds()).not.toContain(advert.id);
  });
});

describe("the moderators' reports tab", () => {
  it('lists reported adverts oldest first with every open report; a dismissal puts a held advert back as it was', async () => {
    await t.database.db.update(advertReports).set({ decidedAt: NOW, decidedBy: moderatorId });
    const older = await createAdvert(t.database.db, { userId: seller.id, publishedAt: new Date(NOW.getTime() - 5000) });
    const newer = await createAdvert(t.database.db, { userId: seller.id, publishedAt: NOW });
    await report(`/phone/${newer.id}/report`, { reason: 'offensive' }, { ip: '192.0.2.50' });
    clock.advance(1000);
    const tokens = await Promise.all(Array.from({ length: REPORTS_TO_HOLD }, () => buyerToken()));
    for (const token of tokens) await report(`/phone/${older.id}/report`, { reason: 'scam' }, { token });
    await report(`/phone/${newer.id}/report`, { reason: 'other', note: 'Stock photo' }, { ip: '192.0.2.51' });

    const tab = await queue();
    expect(tab.total).toBe(2);
    expect(tab.reported.map((r: { advertId: number }) => r.advertId)).toEqual([newer.id, older.id]);
    const [first, second] = tab.reported;
    expect(first).toMatchObject({
      category: 'phone',
      held: false,
      state: 'APPROVED',
      sellerId: seller.id,
      sellerName: 'Rəşad Hüseynov',
      card: { id: newer.id },
      reports: [
        { reason: 'offensive', note: null, signedIn: false },
        { reason: 'other', note: 'Stock photo', signedIn: false },
      ],
    });
    expect(second).toMatchObject({ held: true, state: 'PENDING' });
    expect(second.reports).toHaveLength(REPORTS_TO_HOLD);

    const [before] = await t.database.db.select().from(adverts).where(eq(adverts.id, older.id));
    const dismissed = await callApi(t.app, 'PUT', `/moderation/reports/${older.id}/dismiss`, moderatorToken);
    expect(dismissed.status).toBe(200);
    const [after] = await t.database.db.select().from(adverts).where(eq(adverts.id, older.id));
    expect(after).toMatchObject({ state: 'APPROVED', heldAt: null, publishedAt: before?.publishedAt });
    expect(after?.expiresAt).toEqual(before?.expiresAt);
    expect(await listedIds()).toContain(older.id);
    // Decided once: a second moderator's click is told so.
    const twice = await callApi(t.app, 'PUT', `/moderation/reports/${older.id}/dismiss`, moderatorToken);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('NO_OPEN_REPORTS');
    expect((await queue()).reported.map((r: { advertId: number }) => r.advertId)).toEqual([newer.id]);
    // A reporter whose report was dismissed has had their say.
    expect((await report(`/phone/${older.id}/report`, { reason: 'scam' }, { token: tokens[0] })).statusCode).toBe(409);
  });

  it('removes an advert with a reason its seller reads among the rejected, on the record', async () => {
    const advert = await createAdvert(t.database.db, { userId: seller.id, publishedAt: NOW });
    await report(`/phone/${advert.id}/report`, { reason: 'scam' }, { ip: '192.0.2.60' });
    const noReason = await callApi(t.app, 'PUT', `/moderation/reports/${advert.id}/remove`, moderatorToken, {});
    expect(noReason.status).toBe(400);
    const blank = await callApi(t.app, 'PUT', `/moderation/reports/${advert.id}/remove`, moderatorToken, {
      reason: '   ',
    });
    expect(blank.body.issues).toEqual([expect.objectContaining({ path: 'reason', code: 'REQUIRED' })]);
    const removed = await callApi(t.app, 'PUT', `/moderation/reports/${advert.id}/remove`, moderatorToken, {
      reason: 'The photos are from another seller.',
    });
    expect(removed.status).toBe(200);
    expect(await listedIds()).not.toContain(advert.id);
    const rejected = (await callApi(t.app, 'GET', '/auth/adverts?state=REJECTED', sellerToken)).body;
    expect(rejected.phones).toContainEqual(
      expect.objectContaining({ id: advert.id, rejectionReason: 'The photos are from another seller.' }),
    );
    const events = await t.database.db.select().from(moderationEvents).where(eq(moderationEvents.advertId, advert.id));
    expect(events.map((e) => [e.action, e.reason, e.moderatorId])).toEqual([
      ['REMOVE', 'The photos are from another seller.', moderatorId],
    ]);
    expect((await queue()).reported.map((r: { advertId: number }) => r.advertId)).not.toContain(advert.id);
  });

  it('a held advert approved from the review queue is shown again as it was, and its reports are closed', async () => {
    const advert = await createAdvert(t.database.db, { userId: seller.id, publishedAt: NOW });
    for (let i = 0; i < REPORTS_TO_HOLD; i++) {
      await report(`/phone/${advert.id}/report`, { reason: 'duplicate' }, { token: await buyerToken() });
    }
    const request = (await callApi(t.app, 'GET', `/phone/admin/${advert.id}`, moderatorToken)).body;
    const approved = await callApi(t.app, 'PUT', `/phone/approve/${advert.id}`, moderatorToken, {
      submittedAt: request.submittedAt,
    });
    expect(approved.status).toBe(200);
    const [row] = await t.database.db.select().from(adverts).where(eq(adverts.id, advert.id));
    expect(row).toMatchObject({ state: 'APPROVED', heldAt: null });
    expect(row?.publishedAt.getTime()).toBe(NOW.getTime());
    expect((await queue()).reported.map((r: { advertId: number }) => r.advertId)).not.toContain(advert.id);
  });

  it('is for moderators only, and names a cursor it did not give out a 400', async () => {
    expect((await callApi(t.app, 'GET', '/moderation/reports')).status).toBe(401);
    expect((await callApi(t.app, 'GET', '/moderation/reports', sellerToken)).status).toBe(403);
    expect((await callApi(t.app, 'PUT', '/moderation/reports/1/dismiss', sellerToken)).status).toBe(403);
    expect((await callApi(t.app, 'GET', '/moderation/reports?page=nonsense', moderatorToken)).status).toBe(400);
    expect((await callApi(t.app, 'PUT', '/moderation/reports/999999/dismiss', moderatorToken)).status).toBe(404);
  });
});
