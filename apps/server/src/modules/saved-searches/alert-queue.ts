import { eq, sql } from 'drizzle-orm';
import { type Database, inTransaction } from '../../db/client.js';
import { savedSearchQueue } from '../../db/schema.js';
import type { SavedSearchMatcher } from './matching.js';

/** How often each server looks for adverts another server queued and left (it stopped mid-way). */
export const ALERT_SWEEP_EVERY_MS = 30_000;

/** The approval's part, in its transaction: the advert waits to be matched (once, however often approved). */
export async function queueForSavedSearches(tx: Database, advertId: number, approvedAt: Date): Promise<void> {
  await tx
    .insert(savedSearchQueue)
    .values({ advertId, approvedAt })
    .onConflictDoUpdate({ target: savedSearchQueue.advertId, set: { approvedAt } });
}

interface Options {
  db: Database;
  matcher: SavedSearchMatcher;
  warn(err: unknown, message: string): void;
}

/**
 * Tells the saved searches of approved adverts (issue 38, ADR 0036) after the approval, not in it: a
 * moderator's approval writes one row and answers; the server that approved then drains the queue at
 * once. Each advert is taken in a transaction of its own (FOR UPDATE SKIP LOCKED: two servers never take
 * the same one), matched, and its row deleted with the notifications written, so a crash mid-way leaves
 * it queued and the next sweep (every server's, every 30 s) matches it then. One whose matching fails is
 * counted and waits behind the others, so it never holds them up.
 */
export class SavedSearchAlerts {
  #draining: Promise<number> | null = null;
  #again = false;
  #timer: NodeJS.Timeout | undefined;
  #stopped = false;

  constructor(private readonly options: Options) {}

  /** Something was queued: drain soon, once, however many times told. */
  wake(): void {
    if (this.#stopped) return;
    if (this.#draining) {
      this.#again = true;
      return;
    }
    this.#draining = this.drainAll().finally(() => {
      this.#draining = null;
      if (this.#again) {
        this.#again = false;
        this.wake();
      }
    });
  }

  /** Matches queued adverts, oldest first, until none is left to take; how many were matched. */
  async drain(): Promise<number> {
    let matched = 0;
    while (!this.#stopped && (await this.matchOne())) matched += 1;
    return matched;
  }

  /** Waits for the drain under way, if any (tests, and stop()). */
  async settled(): Promise<void> {
    while (this.#draining) await this.#draining;
  }

  start(everyMs = ALERT_SWEEP_EVERY_MS): void {
    this.wake();
    this.#timer = setInterval(() => this.wake(), everyMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#timer);
    await this.settled();
  }

  private async drainAll(): Promise<number> {
    try {
      return await this.drain();
    } catch (err) {
      this.options.warn(err, 'Saved searches could not be matched against an approved advert; it is tried again.');
      return 0;
    }
  }

  /**
   * Takes the oldest advert no other server holds (those that failed less first), matches it and deletes
   * its row: false when none. A failed matching leaves the row, counted, so the adverts behind it go first.
   */
  private async matchOne(): Promise<boolean> {
    let advertId: number | undefined;
    try {
      return await inTransaction(this.options.db, async (tx) => {
        const taken = await tx.execute(sql`
          DELETE FROM ${savedSearchQueue}
          WHERE advert_id = (
            SELECT advert_id FROM ${savedSearchQueue}
            ORDER BY failures, approved_at, advert_id LIMIT 1 FOR UPDATE SKIP LOCKED
          )
          RETURNING advert_id, approved_at`);
        const [row] = rowsOf<{ advert_id: number; approved_at: Date | string }>(taken);
        if (!row) return false;
        advertId = Number(row.advert_id);
        await this.options.matcher.match(tx, advertId, new Date(row.approved_at));
        return true;
      });
    } catch (err) {
      if (advertId !== undefined) {
        await this.options.db
          .update(savedSearchQueue)
          .set({ failures: sql`LEAST(${savedSearchQueue.failures} + 1, 32767)` })
          .where(eq(savedSearchQueue.advertId, advertId));
      }
      throw err;
    }
  }
}

/** A raw statement's rows, as either driver answers them. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? [];
