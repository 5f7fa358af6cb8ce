import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { RedisRateLimitStore } from '../../infra/rate-limit/redis.js';
import { RedisSessionRevocationStore } from '../../infra/session-revocation/redis.js';
import { nextPhone, TestClock } from '../../testing/factories.js';
import { redisTestNamespace, TEST_REDIS_URL } from '../../testing/redis-namespace.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { REFRESH_REUSE_GRACE_MS } from './service.js';

const redisSpace = redisTestNamespace();
const PREFIX = redisSpace.prefix;
const clock = new TestClock(new Date('2026-03-02T09:00:00Z'));

/** Two API instances on one database and one Redis, as behind a load balancer. */
let first: TestApp;
let second: FastifyInstance;
const redisStore = () => redisSpace.keep(RedisRateLimitStore.connect(TEST_REDIS_URL, clock, { prefix: PREFIX }));
const revocationStore = () =>
  redisSpace.keep(RedisSessionRevocationStore.connect(TEST_REDIS_URL, clock, { prefix: PREFIX }));

beforeAll(async () => {
  first = await createTestApp({}, { clock, rateLimits: redisStore(), sessionRevocations: revocationStore() });
  second = await buildApp(first.config, {
    database: first.database,
    logger: false,
    clock,
    rateLimits: redisStore(),
    sessionRevocations: revocationStore(),
  });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await first.close();
  await redisSpace.clear();
});

const post = (app: FastifyInstance, path: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/v1/zeng${path}`, payload, headers });

/** A new person signed up through the first instance: their session. */
async function signedUpThroughFirst() {
  const phone = nextPhone();
  await post(first.app, '/auth/register', { firstName: 'Aysel', lastName: 'Quliyeva', phoneNumber: phone });
  const outbox = await first.app.inject({ url: `/api/v1/zeng/dev/sms-outbox?phoneNumber=${phone}` });
  return (await post(first.app, '/auth/confirm', { phoneNumber: phone, confirmCode: outbox.json()[0].code })).json();
}

describe('several instances behind one load balancer', () => {
  it('share the one-code-a-minute limit through Redis', async () => {
    const phone = nextPhone();
    const names = { firstName: 'Aysel', lastName: 'Quliyeva', phoneNumber: phone };
    expect((await post(first.app, '/auth/register', names)).statusCode).toBe(200);
    const other = await post(second, '/auth/register', names);
    expect(other.statusCode).toBe(429);
    expect(other.headers['retry-after']).toBe('60');
  });

  it('confirm a code sent by the other instance and honour each other’s tokens', async () => {
    const phone = nextPhone();
    await post(first.app, '/auth/register', { firstName: 'Aysel', lastName: 'Quliyeva', phoneNumber: phone });
    const outbox = await first.app.inject({ url: `/api/v1/zeng/dev/sms-outbox?phoneNumber=${phone}` });
    const code = outbox.json()[0].code;

    const session = (await post(second, '/auth/confirm', { phoneNumber: phone, confirmCode: code })).json();
    const me = await first.app.inject({
      url: '/api/v1/zeng/auth',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(me.statusCode).toBe(200);

    const refreshed = await post(
      first.app,
      '/auth/refresh-token',
      {},
      { refreshToken: `Bearer ${session.refresh_token}` },
    );
    expect(refreshed.statusCode).toBe(200);
    clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    const reused = await post(second, '/auth/refresh-token', {}, { refreshToken: `Bearer ${session.refresh_token}` });
    expect(reused.statusCode).toBe(401);
  });

  it('answer the same new pair when both refresh one token at the same moment', async () => {
    const session = await signedUpThroughFirst();
    const header = { refreshToken: `Bearer ${session.refresh_token}` };
    const [a, b] = await Promise.all([
      post(first.app, '/auth/refresh-token', {}, header),
      post(second, '/auth/refresh-token', {}, header),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().refresh_token).toBe(b.json().refresh_token);
    const next = await post(second, '/auth/refresh-token', {}, { refreshToken: `Bearer ${a.json().refresh_token}` });
    expect(next.statusCode).toBe(200);
  });

  it('end a session on every instance within a second or two of a logout on one', async () => {
    const session = await signedUpThroughFirst();
    const bearer = { authorization: `Bearer ${session.access_token}` };
    const meOnSecond = () => second.inject({ url: '/api/v1/zeng/auth', headers: bearer });
    expect((await meOnSecond()).statusCode).toBe(200);

    const loggedOut = await post(first.app, '/auth/logout', {}, bearer);
    expect(loggedOut.statusCode).toBe(200);
    const start = Date.now();
    let refused = await meOnSecond();
    while (refused.statusCode === 200 && Date.now() - start < 2000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      refused = await meOnSecond();
    }
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('SESSION_ENDED');
  });
});
