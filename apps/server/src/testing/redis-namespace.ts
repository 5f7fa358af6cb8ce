import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis the tests share (the machine's own unless TEST_REDIS_URL says otherwise). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * A key prefix of one test file's own, so runs never see each other's counters or sessions, and
 * `clear()` for its afterAll: removes every key under it.
 */
export function redisTestNamespace() {
  const prefix = `zeng-test:${randomUUID()}:`;
  return {
    prefix,
    async clear() {
      const redis = new Redis(TEST_REDIS_URL);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    },
  };
}
