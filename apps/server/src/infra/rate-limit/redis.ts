import { Redis } from 'ioredis';
import type { Clock } from '../clock.js';
import type { RateLimitHit, RateLimitStore } from './store.js';

/**
 * One window per key as a hash {e: end in ms, c: count}, read and written by one script so two
 * instances counting at the same moment cannot both see "first attempt". The key expires with its
 * window, so Redis holds only live windows.
 */
const HIT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local ending = tonumber(redis.call('HGET', KEYS[1], 'e'))
local count
if ending == nil or now >= ending then
  ending = now + window
  count = 1
  redis.call('HSET', KEYS[1], 'e', ending, 'c', 1)
else
  count = redis.call('HINCRBY', KEYS[1], 'c', 1)
end
redis.call('PEXPIRE', KEYS[1], math.max(1, ending - now))
return {count, ending - now}
`;

const UNDO = `
local count = tonumber(redis.call('HGET', KEYS[1], 'c'))
if count ~= nil and count > 0 then redis.call('HINCRBY', KEYS[1], 'c', -1) end
return 0
`;

export interface RedisRateLimitOptions {
  /** Put before every key, so several applications (or test runs) can share one Redis. */
  prefix?: string;
  /** Called when the connection fails; commands then fail too and the limited call answers 503. */
  onError?: (err: Error) => void;
}

/** Counters shared by every instance through one Redis (REDIS_URL). */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly prefix: string;

  private constructor(
    private readonly redis: Redis,
    private readonly clock: Clock,
    options: RedisRateLimitOptions,
  ) {
    this.prefix = options.prefix ?? 'zeng:rate:';
  }

  static connect(url: string, clock: Clock, options: RedisRateLimitOptions = {}): RedisRateLimitStore {
    // Fail a command within a second rather than queue it: a code request waiting on a dead Redis
    // would hold the person's request open; refusing it (503) is the safe answer for SMS limits.
    const redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1000, connectTimeout: 2000 });
    redis.on('error', (err: Error) => options.onError?.(err));
    return new RedisRateLimitStore(redis, clock, options);
  }

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    const now = this.clock.now().getTime();
    const reply = await this.redis.eval(HIT, 1, this.prefix + key, now, Math.ceil(windowMs));
    if (!Array.isArray(reply)) throw new Error(`the rate limit script answered ${String(reply)}, not [count, reset]`);
    return { count: Number(reply[0]), resetInMs: Number(reply[1]) };
  }

  async peek(key: string): Promise<number> {
    const [ending, count] = await this.redis.hmget(this.prefix + key, 'e', 'c');
    return ending !== null && this.clock.now().getTime() < Number(ending) ? Number(count) : 0;
  }

  async undo(key: string): Promise<void> {
    await this.redis.eval(UNDO, 1, this.prefix + key);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
