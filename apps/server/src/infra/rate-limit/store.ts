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
  /** How many attempts the key's live window holds (0 when none is open), counting none. */
  peek(key: string): Promise<number>;
  /** Takes one attempt back: a send the SMS gateway refused must not use up the allowance. */
  undo(key: string): Promise<void>;
  close(): Promise<void>;
}
