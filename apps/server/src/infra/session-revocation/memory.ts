import type { Clock } from '../clock.js';
import type { SessionRevocationStore } from './store.js';

/** Sweep entries past their end every this many revocations, so the map holds live ones only. */
const SWEEP_EVERY = 100;

/** Revoked sessions of one process: all a single instance needs; the Redis store builds on it. */
export class MemorySessionRevocationStore implements SessionRevocationStore {
  private readonly until = new Map<string, number>();
  private addsSinceSweep = 0;

  constructor(private readonly clock: Clock) {}

  async revoke(sessionId: string, untilMs: number): Promise<void> {
    this.remember(sessionId, untilMs);
  }

  /** Records an entry, keeping the later end when the session was already known. */
  remember(sessionId: string, untilMs: number): void {
    const now = this.clock.now().getTime();
    if (untilMs <= now) return;
    if (++this.addsSinceSweep >= SWEEP_EVERY) this.sweep(now);
    this.until.set(sessionId, Math.max(untilMs, this.until.get(sessionId) ?? 0));
  }

  isRevoked(sessionId: string): boolean {
    const until = this.until.get(sessionId);
    if (until === undefined) return false;
    if (until > this.clock.now().getTime()) return true;
    this.until.delete(sessionId);
    return false;
  }

  /** The live entries, for the Redis store to hand on what Redis missed. */
  entries(): [string, number][] {
    const now = this.clock.now().getTime();
    return [...this.until].filter(([, until]) => until > now);
  }

  async close(): Promise<void> {
    this.until.clear();
  }

  private sweep(now: number) {
    this.addsSinceSweep = 0;
    for (const [id, until] of this.until) if (until <= now) this.until.delete(id);
  }
}
