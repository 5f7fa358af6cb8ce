import type { Clock } from '../clock.js';
import { throttledWarning } from '../throttled-warning.js';
import { MemoryRateLimitStore } from './memory.js';
import { RedisRateLimitStore } from './redis.js';
import type { RateLimitStore } from './store.js';

// Beside store.ts rather than in it: the drivers import the interface, so the file that chooses
// among them must be another one (no import circle).

/** Redis when REDIS_URL is set (several instances share counters), else this process's memory. */
export function createRateLimitStore(
  redisUrl: string | undefined,
  clock: Clock,
  log: { warn(obj: object, msg: string): void },
  options: { prefix?: string } = {},
): RateLimitStore {
  if (!redisUrl) return new MemoryRateLimitStore(clock);
  const warn = throttledWarning(log);
  return RedisRateLimitStore.connect(redisUrl, clock, {
    ...(options.prefix !== undefined && { prefix: `${options.prefix}rate:` }),
    onError: (err) => warn(err, 'rate-limit Redis connection failed'),
  });
}
