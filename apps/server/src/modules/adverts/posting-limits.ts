import type { RateLimitStore } from '../../infra/rate-limit/store.js';
import { AppError, conflict, waitFor } from '../../lib/errors.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The figures of docs/decisions/0013-posting-limits.md, from the configuration. */
export interface PostingLimits {
  perHour: number;
  perDay: number;
  pendingPerCategory: number;
}

/** An allowance taken for one create, given back if the create then fails. */
export type GiveBack = () => Promise<void>;

const postingLimit = (limit: number, resetInMs: number) =>
  new AppError(
    429,
    'POSTING_LIMIT',
    `This account has sent ${limit} new adverts, the most allowed for now. Try again in ${Math.ceil(resetInMs / 60_000)} minutes.`,
    waitFor(resetInMs / 1000, { limit }),
  );

export const pendingLimit = (limit: number) =>
  conflict(
    `This account already has ${limit} adverts of this category waiting for review, the most at once.`,
    'PENDING_LIMIT',
    { params: { limit } },
  );

/**
 * New adverts per account, counted in the rate-limit store (Redis when several instances run), so
 * one account cannot flood the review queue: an hour's and a day's allowance, the narrower first.
 * A refused create counts against neither.
 */
export class PostingAllowance {
  constructor(
    private readonly counters: RateLimitStore,
    private readonly limits: PostingLimits,
  ) {}

  get pendingPerCategory() {
    return this.limits.pendingPerCategory;
  }

  /** Counts one new advert of this person, or refuses it (429 POSTING_LIMIT with Retry-After). */
  async take(userId: number): Promise<GiveBack> {
    const windows = [
      { key: `adverts:hour:${userId}`, ms: HOUR_MS, limit: this.limits.perHour },
      { key: `adverts:day:${userId}`, ms: DAY_MS, limit: this.limits.perDay },
    ];
    const taken: string[] = [];
    const giveBack = async () => {
      await Promise.all(taken.map((key) => this.counters.undo(key)));
    };
    for (const { key, ms, limit } of windows) {
      const hit = await this.count(key, ms);
      taken.push(key);
      if (hit.count > limit) {
        await giveBack();
        throw postingLimit(limit, hit.resetInMs);
      }
    }
    return giveBack;
  }

  private async count(key: string, ms: number) {
    try {
      return await this.counters.hit(key, ms);
    } catch {
      // Without the counters nothing bounds a flood of adverts: refuse for now (the log has the store's failure).
      throw new AppError(
        503,
        'SERVICE_UNAVAILABLE',
        'Posting is briefly unavailable. Please try again in a minute.',
        waitFor(60),
      );
    }
  }
}
