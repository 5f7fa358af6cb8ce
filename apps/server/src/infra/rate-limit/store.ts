import type { Clock } from '../clock.js';
import { throttledWarning } from '../throttled-warning.js';
import { MemoryRateLimitStore } from './memory.js';
import { RedisRateLimitStore } from './redis.js';

/** One attempt counted in a window: how many attempts the window holds now, and when it closes. */
export interface RateLimitHit {
  count: number;
  resetInMs: number;
}

/**
 * Counters behind the per-number and per-address limits. A window opens at the first attempt on a
 * key and lasts windowMs (so "one code per 60 s" means 60 s from the code, not from the minute's
 * start). Times come from the application's clock on every implementation, so tests move time
 * instead of sleeping and several instances agree as far as their clocks do.
 */
export interface RateLimitStore {
  /** Counts one attempt against key and answers the window's count including it. */
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
  /** Takes one attempt back: a send the SMS gateway refused must not use up the allowance. */
  undo(key: string): Promise<void>;
  close(): Promise<void>;
}

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
