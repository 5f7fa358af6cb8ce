import { afterAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../testing/factories.js';
import { redisTestNamespace, TEST_REDIS_URL } from '../../testing/redis-namespace.js';
import { MemoryRateLimitStore } from './memory.js';
import { RedisRateLimitStore } from './redis.js';
import type { RateLimitStore } from './store.js';

/** Keys of this run only, so runs never see each other's counters. */
const redisSpace = redisTestNamespace();
const PREFIX = redisSpace.prefix;

const clock = new TestClock(new Date('2026-03-02T09:00:00Z'));
const advance = (ms: number) => clock.advance(ms);

const redisStore = (): RateLimitStore =>
  redisSpace.keep(RedisRateLimitStore.connect(TEST_REDIS_URL, clock, { prefix: PREFIX }));
afterAll(() => redisSpace.clear());

describe.each([
  ['in memory', () => new MemoryRateLimitStore(clock)],
  ['in Redis', redisStore],
])('rate-limit counters %s', (_name, create) => {
  const store = create();
  let n = 0;
  const key = () => `key-${_name}-${++n}`;

  it('count attempts in a window that opens at the first one', async () => {
    const k = key();
    expect(await store.hit(k, 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    advance(20_000);
    expect(await store.hit(k, 60_000)).toEqual({ count: 2, resetInMs: 40_000 });
  });

  it('start again once the window has closed', async () => {
    const k = key();
    await store.hit(k, 60_000);
    await store.hit(k, 60_000);
    advance(60_000);
    expect(await store.hit(k, 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
  });

  it('take an attempt back, never below zero', async () => {
    const k = key();
    await store.hit(k, 60_000);
    await store.hit(k, 60_000);
    await store.undo(k);
    expect((await store.hit(k, 60_000)).count).toBe(2);
    for (let i = 0; i < 5; i++) await store.undo(k);
    expect((await store.hit(k, 60_000)).count).toBe(1);
    await store.undo('never-counted');
  });

  it('tell the count of a live window without counting', async () => {
    const k = key();
    expect(await store.peek(k)).toBe(0);
    await store.hit(k, 60_000);
    await store.hit(k, 60_000);
    expect(await store.peek(k)).toBe(2);
    expect(await store.peek(k)).toBe(2);
    advance(60_000);
    expect(await store.peek(k)).toBe(0);
  });

  it('keep keys apart', async () => {
    const a = key();
    const b = key();
    await store.hit(a, 60_000);
    await store.hit(a, 60_000);
    expect((await store.hit(b, 60_000)).count).toBe(1);
  });
});

describe('rate-limit counters in Redis', () => {
  it('are shared by every instance', async () => {
    const first = redisStore();
    const second = redisStore();
    await first.hit('shared', 60_000);
    expect((await second.hit('shared', 60_000)).count).toBe(2);
    await second.undo('shared');
    expect((await first.hit('shared', 60_000)).count).toBe(2);
  });

  it('count parallel attempts exactly', async () => {
    const store = redisStore();
    const hits = await Promise.all(Array.from({ length: 50 }, () => store.hit('parallel', 60_000)));
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('let a key expire with its window', async () => {
    await redisStore().hit('expiring', 90_000);
    const ttl = await redisSpace.admin.pttl(`${PREFIX}expiring`);
    expect(ttl).toBeGreaterThan(80_000);
    expect(ttl).toBeLessThanOrEqual(90_000);
  });

  it('fail when Redis cannot be reached, so callers can refuse instead of counting nothing', async () => {
    const store = redisSpace.keep(
      RedisRateLimitStore.connect('redis://127.0.0.1:1', clock, { prefix: PREFIX, onError: () => {} }),
    );
    await expect(store.hit('unreachable', 60_000)).rejects.toThrow();
  });
});
