import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdvert, createUser, TestClock, tokenFor, validSubmission } from '../../testing/factories.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { WEB_DIST_DIR } from '../../testing/web-build.js';

/**
 * Issue 34 (6b): an advert that was never public (waiting for review, rejected, removed before it was
 * shown) is known to its owner and the moderators only. Anyone else asking for it by id, or trying to
 * edit, renew or remove it, is answered exactly as for an id that never existed, so no answer tells
 * them the id is taken. One removed after it was shown is gone (410) to everyone, as before, and
 * someone else's shown advert is still refused with a 403.
 */

const NOW = new Date('2026-06-15T12:00:00Z');
const clock = new TestClock(NOW);
/** An id no advert of the test has. */
const UNKNOWN = 2_000_000_000;

const KINDS = ['pending', 'rejected', 'deleted while pending', 'deleted after live', 'live'] as const;
type Kind = (typeof KINDS)[number];
const CALLERS = ['visitor', 'other', 'owner', 'moderator'] as const;
type Caller = (typeof CALLERS)[number];

/** What each caller is answered: [detail, removal, edit, renewal]. */
type Answers = readonly [detail: number, remove: number, edit: number, renew: number];
const PENDING: Record<Caller, Answers> = {
  visitor: [404, 401, 401, 401],
  other: [404, 404, 404, 404],
  // A pending advert is not expired: its owner cannot renew it.
  owner: [200, 200, 200, 409],
  moderator: [200, 403, 403, 403],
};
const GONE_TO_SIGNED_IN: Answers = [410, 410, 410, 410];
const EXPECTED: Record<Kind, Record<Caller, Answers>> = {
  pending: PENDING,
  rejected: PENDING,
  'deleted while pending': {
    visitor: [404, 401, 401, 401],
    other: [404, 404, 404, 404],
    owner: GONE_TO_SIGNED_IN,
    moderator: GONE_TO_SIGNED_IN,
  },
  'deleted after live': {
    visitor: [410, 401, 401, 401],
    other: GONE_TO_SIGNED_IN,
    owner: GONE_TO_SIGNED_IN,
    moderator: GONE_TO_SIGNED_IN,
  },
  live: {
    visitor: [200, 401, 401, 401],
    other: [200, 403, 403, 403],
    owner: [200, 200, 200, 409],
    moderator: [200, 403, 403, 403],
  },
};

/** What anyone gets, signed in or not: similar adverts, the liked page's batch entry, the advert's page. */
const ANONYMOUS: Record<Kind, { similar: number; batch: string; page: number }> = {
  pending: { similar: 404, batch: 'NOT_FOUND', page: 404 },
  rejected: { similar: 404, batch: 'NOT_FOUND', page: 404 },
  'deleted while pending': { similar: 404, batch: 'NOT_FOUND', page: 404 },
  'deleted after live': { similar: 410, batch: 'DELETED', page: 410 },
  live: { similar: 200, batch: 'AVAILABLE', page: 200 },
};

let t: TestApp;
let owner: Awaited<ReturnType<typeof createUser>>;
let tokens: Record<Exclude<Caller, 'visitor'>, string>;
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR }, { clock });
  const db = t.database.db;
  owner = await createUser(db);
  const secret = t.config.JWT_SECRET;
  tokens = {
    owner: await tokenFor(secret, owner, NOW),
    other: await tokenFor(secret, await createUser(db), NOW),
    moderator: await tokenFor(secret, await createUser(db, { role: 'MODERATOR' }), NOW),
  };
});
afterAll(() => t.close());

interface Answer {
  status: number;
  body: unknown;
}

/** A call from an address of its own, so the per-address read limits never decide an answer here. */
async function call(
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  caller: Caller,
  payload?: object,
): Promise<Answer> {
  const res = await t.app.inject({
    method,
    url,
    remoteAddress: `127.0.${Math.floor(++sequence / 250)}.${(sequence % 250) + 1}`,
    headers: caller === 'visitor' ? {} : { authorization: `Bearer ${tokens[caller]}` },
    ...(payload && { payload }),
  });
  return { status: res.statusCode, body: String(res.headers['content-type']).includes('json') ? res.json() : res.body };
}

/** A fresh phone advert of the owner's, of that kind; the removed ones removed by their owner. */
async function advertOf(kind: Kind) {
  const neverShown = kind === 'pending' || kind === 'deleted while pending';
  const state = kind === 'rejected' ? 'REJECTED' : neverShown ? 'PENDING' : 'APPROVED';
  const key = `never-public-${++sequence}`;
  const row = await createAdvert(t.database.db, { userId: owner.id, state, publishedAt: NOW, imageKeys: [key] });
  if (kind.startsWith('deleted')) {
    expect((await call('DELETE', `/api/v1/zeng/phone/${row.id}`, 'owner')).status).toBe(200);
  }
  return { id: row.id, key };
}

/** The four calls that name an advert by id, as the app makes them. */
const CALLS = {
  detail: (id: number, caller: Caller) => call('GET', `/api/v1/zeng/phone/${id}`, caller),
  remove: (id: number, caller: Caller) => call('DELETE', `/api/v1/zeng/phone/${id}`, caller),
  edit: (id: number, caller: Caller, key: string) =>
    call(
      'POST',
      '/api/v1/zeng/phone',
      caller,
      validSubmission('phone', { id, imageUrls: [`/uploads/${key}-large.webp`] }),
    ),
  renew: (id: number, caller: Caller) => call('PUT', `/api/v1/zeng/phone/renew/${id}`, caller),
};

/** The answer with the id its message names written as an unknown one: what the caller would read of an id never used. */
function asForUnknown({ status, body }: Answer, id: number): Answer {
  const { message } = body as { message: string };
  return { status, body: { ...(body as object), message: message.replace(String(id), String(UNKNOWN)) } };
}

describe('an advert by id, to each caller', () => {
  for (const kind of KINDS) {
    for (const caller of CALLERS) {
      const [detail, remove, edit, renew] = EXPECTED[kind][caller];
      it(`${kind}, to ${caller === 'other' ? 'another signed-in person' : `the ${caller}`}: detail ${detail}, removal ${remove}, edit ${edit}, renewal ${renew}`, async () => {
        const expected = { detail, remove, edit, renew };
        for (const name of ['detail', 'remove', 'edit', 'renew'] as const) {
          // Each call on an advert of its own: one that succeeds cannot decide what the next one gets.
          const { id, key } = await advertOf(kind);
          const answer = await CALLS[name](id, caller, key);
          expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBe(expected[name]);
          if (answer.status === 404) {
            expect(asForUnknown(answer, id), name).toEqual(await CALLS[name](UNKNOWN, caller, key));
          }
        }
      });
    }
  }
});

describe('an advert by id, to anyone', () => {
  it.each(KINDS)('%s: its similar adverts, its entry on the liked page and its page', async (kind) => {
    const expected = ANONYMOUS[kind];
    const { id } = await advertOf(kind);

    const similar = await call('GET', `/api/v1/zeng/phone/${id}/similar`, 'visitor');
    expect(similar.status).toBe(expected.similar);
    if (similar.status === 404) {
      expect(asForUnknown(similar, id)).toEqual(await call('GET', `/api/v1/zeng/phone/${UNKNOWN}/similar`, 'visitor'));
    }

    const batch = await call('GET', `/api/v1/zeng/adverts/batch?ids=${id}`, 'visitor');
    const [entry] = (batch.body as { adverts: { available: boolean; reason?: string }[] }).adverts;
    expect(entry?.available ? 'AVAILABLE' : entry?.reason).toBe(expected.batch);

    // The page is the same for everyone (a token plays no part): as a visitor's detail answers.
    const page = await call('GET', `/en/phone-preview/phone/${id}`, 'other');
    expect(page.status).toBe(expected.page);
    if (page.status === 404) expect(page.body).toContain('This advert was not found.');
  });
});
