import type { Clock } from '../clock.js';
import { throttledWarning } from '../throttled-warning.js';
import { MemorySessionRevocationStore } from './memory.js';
import { RedisSessionRevocationStore } from './redis.js';
import type { SessionRevocationStore } from './store.js';

// Beside store.ts rather than in it: the drivers import the interface, so the file that chooses
// among them must be another one (no import circle).

/** Redis when REDIS_URL is set (every instance learns of a logout), else this process's memory. */
export function createSessionRevocationStore(
  redisUrl: string | undefined,
  clock: Clock,
  log: { warn(obj: object, msg: string): void },
  options: { prefix?: string } = {},
): SessionRevocationStore {
  if (!redisUrl) return new MemorySessionRevocationStore(clock);
  const warn = throttledWarning(log);
  return RedisSessionRevocationStore.connect(redisUrl, clock, {
    ...options,
    onError: (err, what) => warn(err, `session revocation: ${what}`),
  });
}
