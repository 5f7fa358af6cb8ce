import { asError } from '@zeng/contract/typed';
import { Redis } from 'ioredis';
import type { Clock } from '../clock.js';
import { MemorySessionRevocationStore } from './memory.js';
import type { SessionRevocationStore } from './store.js';

export interface RedisSessionRevocationOptions {
  /** Put before the key and channel names, so several applications (or test runs) share one Redis. */
  prefix?: string;
  /** Called when Redis cannot be reached or a command fails; the store goes on from memory. */
  onError?: (err: Error, what: string) => void;
}

/**
 * Revocations shared through Redis: a sorted set (session id → end in ms) that a starting or
 * reconnecting instance loads, and a channel that tells the running ones at once. Each instance
 * answers isRevoked() from its own memory, so a call costs a map lookup and no round trip.
 *
 * When Redis is unreachable the check goes on from memory (fail open): the instance that took the
 * logout refuses the token at once, the refresh token is revoked in the database either way, and
 * the other instances learn of it when Redis is back (this instance republishes what it could not
 * send, and every instance reloads the set on reconnecting). So an outage stretches the window to
 * the access token's own lifetime at worst, never beyond it.
 */
export class RedisSessionRevocationStore implements SessionRevocationStore {
  private readonly memory: MemorySessionRevocationStore;
  private readonly key: string;
  /** Revocations made here that Redis has not acknowledged yet. */
  private readonly unsent = new Set<string>();
  private closed = false;
  private readonly subscribed: Promise<void>;

  private constructor(
    private readonly redis: Redis,
    private readonly subscriber: Redis,
    private readonly clock: Clock,
    private readonly options: RedisSessionRevocationOptions,
  ) {
    this.memory = new MemorySessionRevocationStore(clock);
    this.key = `${options.prefix ?? 'zeng:'}revoked-sessions`;
    subscriber.on('message', (_channel: string, message: string) => this.receive(message));
    // 'ready' comes at the first connection and after every reconnection (ioredis resubscribes by
    // itself): whatever was published while we were away is in the set.
    subscriber.on('ready', () => void this.load());
    redis.on('ready', () => void this.flush().then(() => this.load()));
    this.subscribed = subscriber.subscribe(this.key).then(
      () => this.load(),
      (err: Error) => this.fail(err, 'subscribe failed'),
    );
  }

  /** Resolves once the first subscription and load are done (or failed): for tests and start-up. */
  ready(): Promise<void> {
    return this.subscribed;
  }

  static connect(url: string, clock: Clock, options: RedisSessionRevocationOptions = {}) {
    // A logout must not wait on a dead Redis: fail the command within a second and retry later.
    const redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1000, connectTimeout: 2000 });
    const subscriber = new Redis(url, { connectTimeout: 2000 });
    redis.on('error', (err: Error) => options.onError?.(err, 'Redis connection failed'));
    subscriber.on('error', (err: Error) => options.onError?.(err, 'Redis subscriber connection failed'));
    return new RedisSessionRevocationStore(redis, subscriber, clock, options);
  }

  async revoke(sessionId: string, untilMs: number): Promise<void> {
    this.memory.remember(sessionId, untilMs);
    this.unsent.add(sessionId);
    await this.flush();
  }

  isRevoked(sessionId: string): boolean {
    return this.memory.isRevoked(sessionId);
  }

  async close(): Promise<void> {
    this.closed = true;
    // A connection still trying to reach Redis would hold quit() until it does: drop it instead.
    const end = (r: Redis) => (r.status === 'ready' ? r.quit().catch(() => r.disconnect()) : r.disconnect());
    await Promise.all([this.redis, this.subscriber].map(end));
    await this.memory.close();
  }

  /** Writes the revocations Redis has not got yet, and tells the other instances. */
  private async flush(): Promise<void> {
    if (this.unsent.size === 0 || this.closed) return;
    const pending = this.memory.entries().filter(([id]) => this.unsent.has(id));
    const now = this.clock.now().getTime();
    try {
      const batch = this.redis.multi();
      for (const [id, until] of pending) batch.zadd(this.key, 'GT', until, id);
      // Entries past their end are of no use to anyone: trim them on the way.
      batch.zremrangebyscore(this.key, '-inf', now);
      for (const [id, until] of pending) batch.publish(this.key, `${until} ${id}`);
      await batch.exec();
      for (const [id] of pending) this.unsent.delete(id);
    } catch (err) {
      this.fail(asError(err), 'revocation not shared yet; will retry when Redis is back');
    }
  }

  /** Loads every live revocation, at start and after each reconnection. */
  private async load(): Promise<void> {
    try {
      const now = this.clock.now().getTime();
      const flat = await this.redis.zrangebyscore(this.key, `(${now}`, '+inf', 'WITHSCORES');
      // Ids and scores alternate: [id, score, id, score…].
      flat.forEach((id, i) => {
        if (i % 2 === 0 && i + 1 < flat.length) this.memory.remember(id, Number(flat[i + 1]));
      });
    } catch (err) {
      this.fail(asError(err), 'revocations not loaded');
    }
  }

  private receive(message: string) {
    const space = message.indexOf(' ');
    const until = Number(message.slice(0, space));
    if (space > 0 && Number.isFinite(until)) this.memory.remember(message.slice(space + 1), until);
  }

  private fail(err: Error, what: string) {
    if (!this.closed) this.options.onError?.(err, what);
  }
}
