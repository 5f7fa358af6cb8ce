import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { RedisRateLimitStore } from '../../infra/rate-limit/redis.js';
import { nextPhone, TestClock } from '../../testing/factories.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `zeng-test:${randomUUID()}:`;
const clock = new TestClock(new Date('2026-03-02T09:00:00Z'));

/** Two API instances on one database and one Redis, as behind a load balancer. */
let first: TestApp;
let second: FastifyInstance;
const stores: RedisRateLimitStore[] = [];
const redisStore = () => {
  const store = RedisRateLimitStore.connect(REDIS_URL, clock, { prefix: PREFIX });
  stores.push(store);
  return store;
};

beforeAll(async () => {
  first = await createTestApp({}, { clock, rateLimits: redisStore() });
  second = await buildApp(first.config, { database: first.database, logger: false, clock, rateLimits: redisStore() });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await first.close();
  await Promise.all(stores.map((s) => s.close()));
  const admin = new Redis(REDIS_URL);
  const keys = await admin.keys(`${PREFIX}*`);
  if (keys.length > 0) await admin.del(...keys);
  await admin.quit();
});

const post = (app: FastifyInstance, path: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/v1/zeng${path}`, payload, headers });

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
    const reused = await post(second, '/auth/refresh-token', {}, { refreshToken: `Bearer ${session.refresh_token}` });
    expect(reused.statusCode).toBe(401);
  });
});
