import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis the tests share (the machine's own unless TEST_REDIS_URL says otherwise). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Closable {
  close(): Promise<unknown>;
}

/**
 * A key prefix of one test file's own, so runs never see each other's counters or sessions, the
 * stores a file opened under it, and `clear()` for its afterAll: closes those stores and removes
 * every key under the prefix.
 */
export function redisTestNamespace() {
  const prefix = `zeng-test:${randomUUID()}:`;
  const opened: Closable[] = [];
  let admin: Redis | undefined;
  return {
    prefix,
    /** Hands `store` back, to be closed by clear(). */
    keep<T extends Closable>(store: T): T {
      opened.push(store);
      return store;
    },
    /** A plain client, to look at what a store wrote. */
    get admin(): Redis {
      admin ??= new Redis(TEST_REDIS_URL);
      return admin;
    },
    async clear() {
      await Promise.all(opened.map((store) => store.close()));
      const redis = admin ?? new Redis(TEST_REDIS_URL);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    },
  };
}
