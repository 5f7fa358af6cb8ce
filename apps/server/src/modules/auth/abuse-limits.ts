import type { FastifyBaseLogger } from 'fastify';
import type { RateLimitStore } from '../../infra/rate-limit/store.js';
import { addressKey } from '../../lib/address-key.js';
import { AppError, tooManyRequests } from '../../lib/errors.js';
import { SECOND, waitText } from './wording.js';

const HOUR = 60 * 60 * SECOND;

/** Confirms an address may send in an hour, for every code request it may make. */
const CONFIRMS_PER_CODE_REQUEST = 2;

/**
 * The counters behind every limit of signing in (docs/decisions/0008-abuse-limits.md), and the
 * limits of one address whatever the numbers: a configurable number of code requests an hour, and
 * twice as many confirms. They fail closed: without counters nothing stops SMS pumping.
 */
export class AbuseLimits {
  constructor(
    private readonly store: RateLimitStore,
    private readonly log: FastifyBaseLogger,
    /** Code requests one address may make in an hour. */
    private readonly codeRequestsPerAddressPerHour: number,
  ) {}

  /** Every code request counts against its address first, even one answered 404 or 409. */
  async codeRequestFrom(address: string): Promise<void> {
    await this.limit(
      `otp:address:${addressKey(address)}`,
      HOUR,
      this.codeRequestsPerAddressPerHour,
      'Too many code requests from your network.',
    );
  }

  /** Every confirm counts against its address first, whatever the number. */
  async confirmFrom(address: string): Promise<void> {
    await this.limit(
      `otp:confirm:address:${addressKey(address)}`,
      HOUR,
      this.codeRequestsPerAddressPerHour * CONFIRMS_PER_CODE_REQUEST,
      'Too many codes were tried from your network.',
    );
  }

  /** Counts one attempt on `key`; past `max` in the window, refuses with `sentence` and the wait. */
  async limit(key: string, windowMs: number, max: number, sentence: string) {
    const hit = await this.count(key, windowMs);
    if (hit.count > max) {
      throw tooManyRequests(`${sentence} Try again in ${waitText(hit.resetInMs)}.`, hit.resetInMs / SECOND);
    }
    return hit;
  }

  /** Counts one attempt on `key`, refusing nothing: the caller reads the count. */
  count(key: string, windowMs: number) {
    return this.counters(() => this.store.hit(key, windowMs));
  }

  /** The count on `key` now, without adding to it. */
  peek(key: string): Promise<number> {
    return this.counters(() => this.store.peek(key));
  }

  /** Takes back one count on each key (an SMS that never went out); a failure is only logged. */
  async undo(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.store.undo(key))).catch((err) =>
      this.log.warn({ err }, 'rate-limit counters not taken back'),
    );
  }

  private async counters<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      // Without counters nothing stops SMS pumping: refuse rather than send unlimited codes.
      this.log.error({ err }, 'rate-limit store failed');
      throw new AppError(503, 'SERVICE_UNAVAILABLE', 'The service is briefly unavailable. Please try again.');
    }
  }
}
