import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../testing/factories.js';
import { redisTestNamespace, TEST_REDIS_URL } from '../../testing/redis-namespace.js';
import { MemorySessionRevocationStore } from './memory.js';
import { RedisSessionRevocationStore } from './redis.js';
import type { SessionRevocationStore } from './store.js';

/** Keys and channel of this run only. */
const redisSpace = redisTestNamespace();
const PREFIX = redisSpace.prefix;
const MINUTE = 60_000;

const clock = new TestClock(new Date('2026-03-02T09:00:00Z'));
const now = () => clock.now().getTime();
const advance = (ms: number) => clock.advance(ms);

async function redisStore(url = TEST_REDIS_URL) {
  const store = redisSpace.keep(RedisSessionRevocationStore.connect(url, clock, { prefix: PREFIX, onError: () => {} }));
  await store.ready();
  return store;
}
afterAll(() => redisSpace.clear());

/** Polls a condition for up to two seconds: what "within a second or two" means here. */
async function within2s(condition: () => boolean): Promise<boolean> {
  for (const end = Date.now() + 2000; Date.now() < end; ) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return condition();
}

describe.each([
  ['in memory', async (): Promise<SessionRevocationStore> => new MemorySessionRevocationStore(clock)],
  ['in Redis', redisStore],
])('revoked sessions %s', (_name, create) => {
  it('are refused until the end they were given, and only they', async () => {
    const store = await create();
    const id = randomUUID();
    await store.revoke(id, now() + 15 * MINUTE);
    expect(store.isRevoked(id)).toBe(true);
    expect(store.isRevoked(randomUUID())).toBe(false);
    advance(15 * MINUTE - 1);
    expect(store.isRevoked(id)).toBe(true);
    advance(1);
    expect(store.isRevoked(id)).toBe(false);
  });

  it('ignore an end already past', async () => {
    const store = await create();
    const id = randomUUID();
    await store.revoke(id, now());
    expect(store.isRevoked(id)).toBe(false);
  });
});

describe('revoked sessions in Redis', () => {
  it('reach every running instance within a second or two', async () => {
    const [first, second] = await Promise.all([redisStore(), redisStore()]);
    const id = randomUUID();
    await first.revoke(id, now() + 15 * MINUTE);
    expect(await within2s(() => second.isRevoked(id))).toBe(true);
  });

  it('are loaded by an instance that starts later, without the ones that ended', async () => {
    const first = await redisStore();
    const live = randomUUID();
    const ended = randomUUID();
    await first.revoke(ended, now() + MINUTE);
    await first.revoke(live, now() + 15 * MINUTE);
    advance(MINUTE);
    const later = await redisStore();
    expect(later.isRevoked(live)).toBe(true);
    expect(later.isRevoked(ended)).toBe(false);
  });

  it('expire from Redis too: the set keeps only live entries', async () => {
    const store = await redisStore();
    const ended = randomUUID();
    await store.revoke(ended, now() + MINUTE);
    advance(16 * MINUTE);
    const live = randomUUID();
    await store.revoke(live, now() + MINUTE);
    const members = await redisSpace.admin.zrange(`${PREFIX}revoked-sessions`, '0', '-1');
    expect(members).toContain(live);
    expect(members).not.toContain(ended);
    expect(members.every((id) => store.isRevoked(id))).toBe(true);
  });

  it('still refuse on the instance that revoked when Redis cannot be reached', async () => {
    const store = redisSpace.keep(
      RedisSessionRevocationStore.connect('redis://127.0.0.1:1', clock, { onError: () => {} }),
    );
    const id = randomUUID();
    await expect(store.revoke(id, now() + MINUTE)).resolves.toBeUndefined();
    expect(store.isRevoked(id)).toBe(true);
  });
});
