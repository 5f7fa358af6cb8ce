import type { Clock } from '../clock.js';
import type { RateLimitHit, RateLimitStore } from './store.js';

interface Window {
  endMs: number;
  count: number;
}

/** Sweep closed windows every this many hits, so the map stays as small as the live windows. */
const SWEEP_EVERY = 1000;

/** Counters of one process: right for a single instance and for tests; several instances need Redis. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, Window>();
  private hitsSinceSweep = 0;

  constructor(private readonly clock: Clock) {}

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    const now = this.clock.now().getTime();
    if (++this.hitsSinceSweep >= SWEEP_EVERY) this.sweep(now);
    let window = this.windows.get(key);
    if (!window || now >= window.endMs) {
      window = { endMs: now + windowMs, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.endMs - now };
  }

  async peek(key: string): Promise<number> {
    const window = this.windows.get(key);
    return window && this.clock.now().getTime() < window.endMs ? window.count : 0;
  }

  async undo(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.count > 0) window.count -= 1;
  }

  async close(): Promise<void> {
    this.windows.clear();
  }

  private sweep(now: number) {
    this.hitsSinceSweep = 0;
    for (const [key, window] of this.windows) if (now >= window.endMs) this.windows.delete(key);
  }
}
