import { PRODUCT_CATEGORIES } from '@zeng/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisRateLimitStore } from '../../infra/rate-limit/redis.js';
import { createAdvert, createUser, nextPhone, TestClock, tokenFor, validSubmission } from '../../testing/factories.js';
import { redisTestNamespace, TEST_REDIS_URL } from '../../testing/redis-namespace.js';
import { callApi, createTestApp, type TestApp } from '../../testing/test-app.js';

const NOW = new Date('2026-06-15T12:00:00Z');
const HOUR = 3_600_000;
const clock = new TestClock(NOW);
const redisSpace = redisTestNamespace();
afterAll(() => redisSpace.clear());

type User = Awaited<ReturnType<typeof createUser>>;

/** A person signed in on app `t`: their id and a token for the calls. */
async function person(t: TestApp) {
  const user = await createUser(t.database.db);
  return { user, token: await tokenFor(t.config.JWT_SECRET, user, clock.now()) };
}

const postSim = (t: TestApp, token: string, headers: Record<string, string> = {}, number = nextPhone()) =>
  callApi(t.app, 'POST', '/sim', token, validSubmission('sim', { imageUrls: [], simNumber: number }), headers);

describe('the defaults: what one account may flood the SIM queue with', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  afterAll(() => t.close());

  it('300 SIM adverts sent at once: 30 wait for review, the rest are refused with 409 PENDING_LIMIT', async () => {
    const { user, token } = await person(t);
    const numbers = Array.from({ length: 300 }, () => nextPhone());
    const answers = await Promise.all(numbers.map((number) => postSim(t, token, {}, number)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.filter((s) => s === 409)).toHaveLength(270);
    expect(answers.find((a) => a.status === 409)?.body).toMatchObject({
      statusCode: 409,
      code: 'PENDING_LIMIT',
      params: { limit: 30 },
    });
    const queue = await callApi(t.app, 'GET', '/auth/adverts?state=PENDING', token);
    expect(queue.body.sims).toHaveLength(30);

    // The real owner of a number the flood tried, but did not get, can still advertise it.
    const owner = await person(t);
    const refusedNumber = numbers[answers.findIndex((a) => a.status === 409)] as string;
    expect((await postSim(t, owner.token, {}, refusedNumber)).status).toBe(200);
    expect(user.id).not.toBe(owner.user.id);
  });
});

describe('posting limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { ADVERTS_PER_ACCOUNT_PER_HOUR: '3', ADVERTS_PER_ACCOUNT_PER_DAY: '5', PENDING_ADVERTS_PER_CATEGORY: '20' },
      { clock },
    );
  });
  afterAll(() => t.close());

  it('creates per hour, then per day: 429 POSTING_LIMIT with Retry-After; edits are not counted', async () => {
    const { user } = await person(t);
    let token = await tokenFor(t.config.JWT_SECRET, user, clock.now());
    const first = await postSim(t, token);
    for (let i = 0; i < 2; i++) expect((await postSim(t, token)).status).toBe(200);
    const refused = await callApi(t.app, 'POST', '/sim', token, validSubmission('sim', { imageUrls: [] }));
    expect(refused.body).toMatchObject({
      statusCode: 429,
      code: 'POSTING_LIMIT',
      params: { limit: 3, retryAfterSeconds: 3600 },
    });
    // The owner may still correct what they sent.
    const edit = validSubmission('sim', { imageUrls: [], id: first.body.id, simNumber: first.body.number });
    expect((await callApi(t.app, 'POST', '/sim', token, { ...edit, price: 777 })).body).toMatchObject({ price: 777 });

    clock.advance(HOUR);
    token = await tokenFor(t.config.JWT_SECRET, user, clock.now());
    expect((await postSim(t, token)).status).toBe(200);
    expect((await postSim(t, token)).status).toBe(200);
    // Five today: the day's allowance is spent though the new hour's is not.
    const daily = await postSim(t, token);
    expect(daily.body).toMatchObject({ statusCode: 429, code: 'POSTING_LIMIT', params: { limit: 5 } });
    expect(Number(daily.body.params.retryAfterSeconds)).toBe(23 * 3600);
  });

  it('the limits are each account’s own', async () => {
    const a = await person(t);
    const b = await person(t);
    for (let i = 0; i < 3; i++) expect((await postSim(t, a.token)).status).toBe(200);
    expect((await postSim(t, a.token)).status).toBe(429);
    expect((await postSim(t, b.token)).status).toBe(200);
  });

  it('a refused create spends nothing: a wrong form, a taken number, the same create sent again', async () => {
    const { user, token } = await person(t);
    const wrong = await callApi(t.app, 'POST', '/sim', token, {
      ...validSubmission('sim', { imageUrls: [] }),
      price: 0,
    });
    expect(wrong.status).toBe(400);
    const taken = nextPhone();
    const holder = await person(t);
    expect((await postSim(t, holder.token, {}, taken)).status).toBe(200);
    expect((await postSim(t, token, {}, taken)).body).toMatchObject({ code: 'SIM_NUMBER_TAKEN' });
    const key = { 'idempotency-key': 'a1b2c3d4-0000-4000-8000-000000000001' };
    const once = validSubmission('sim', { imageUrls: [] });
    for (let i = 0; i < 3; i++) {
      expect((await callApi(t.app, 'POST', '/sim', token, once, key)).status).toBe(200);
    }
    expect((await postSim(t, token)).status).toBe(200);
    expect((await postSim(t, token)).status).toBe(200);
    expect((await postSim(t, token)).status).toBe(429);
    expect(user.id).toBeGreaterThan(0);
  });
});

describe('pending adverts per account and category', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PENDING_ADVERTS_PER_CATEGORY: '4' }, { clock });
  });
  afterAll(() => t.close());

  it('counts only what waits for review in that category, even when sent at once', async () => {
    const { user, token } = await person(t);
    // Decided and removed adverts, and other categories' pending ones, are not counted.
    await createAdvert(t.database.db, { userId: user.id, category: 'sim', state: 'APPROVED' });
    await createAdvert(t.database.db, { userId: user.id, category: 'sim', state: 'REJECTED' });
    await createAdvert(t.database.db, { userId: user.id, category: 'sim', state: 'PENDING', deletedAt: NOW });
    for (const category of PRODUCT_CATEGORIES.filter((c) => c !== 'sim')) {
      await createAdvert(t.database.db, {
        userId: user.id,
        category,
        state: 'PENDING',
        imageKeys: ['pendingKey00001'],
      });
    }
    const answers = await Promise.all(Array.from({ length: 10 }, () => postSim(t, token)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 409, 409, 409, 409, 409, 409]);

    // A decision frees a place.
    const waiting = (await callApi(t.app, 'GET', '/auth/adverts?state=PENDING', token)).body.sims as {
      id: number;
    }[];
    const moderator = await createUser(t.database.db, { role: 'MODERATOR' });
    const modToken = await tokenFor(t.config.JWT_SECRET, moderator, clock.now());
    const id = waiting[0]?.id;
    const { submittedAt } = (await callApi(t.app, 'GET', `/sim/admin/${id}`, modToken)).body;
    expect((await callApi(t.app, 'PUT', `/sim/reject/${id}`, modToken, { submittedAt })).status).toBe(200);
    expect((await postSim(t, token)).status).toBe(200);
    expect((await postSim(t, token)).status).toBe(409);
  });
});

describe('several instances', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((a) => a.close())));

  it('share the hour’s count through Redis', async () => {
    const shared = redisSpace.keep(RedisRateLimitStore.connect(TEST_REDIS_URL, clock, { prefix: redisSpace.prefix }));
    const env = { ADVERTS_PER_ACCOUNT_PER_HOUR: '2' };
    const first = await createTestApp(env, { clock, rateLimits: shared });
    apps.push(first);
    // The second instance has its own database here, so the same person (same id) exists in both.
    const second = await createTestApp(env, { clock, rateLimits: shared });
    apps.push(second);
    const one = await person(first);
    const two: User = await createUser(second.database.db);
    expect(two.id).toBe(one.user.id);
    const twoToken = await tokenFor(second.config.JWT_SECRET, two, clock.now());
    expect((await postSim(first, one.token)).status).toBe(200);
    expect((await postSim(second, twoToken)).status).toBe(200);
    expect((await postSim(first, one.token)).body).toMatchObject({ code: 'POSTING_LIMIT' });
    expect((await postSim(second, twoToken)).body).toMatchObject({ code: 'POSTING_LIMIT' });
  });
});
