import type { Database } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import type { PriceGuides } from './price-guides.js';
import { builtAt, claimRun, readPriceGuides, rebuildPriceGuides, releaseRun } from './rebuild.js';

/** The guides are rebuilt once a day, by whichever server claims the run. */
export const PRICE_GUIDE_EVERY_MS = 24 * 60 * 60_000;
/** How often each server looks whether a rebuild is due, and reads the guides another one built. */
export const PRICE_GUIDE_LOOK_EVERY_MS = 60 * 60_000;
const RUN_NAME = 'price_guides';

interface Options {
  db: Database;
  clock: Clock;
  guides: PriceGuides;
  /** Told when the guides this server holds changed: the cached pages showing the old ones are dropped. */
  changed(): void;
  warn(err: unknown, message: string): void;
}

/**
 * Keeps the price guides (issue 38) fresh: rebuilt daily (docs/decisions/0037), never on a page view.
 * At start a server reads the stored guides, and builds them first if none was ever built (a new
 * database, the demo's first start); then every hour it rebuilds when due and reads what any server
 * built, so a rebuild elsewhere reaches every server within the hour.
 */
export class PriceGuideSchedule {
  #timer: NodeJS.Timeout | undefined;
  #builtAt = -1;

  constructor(private readonly options: Options) {}

  async start(everyMs = PRICE_GUIDE_LOOK_EVERY_MS): Promise<void> {
    await this.look(Number.POSITIVE_INFINITY);
    this.#timer = setInterval(() => {
      this.look().catch((err) => this.options.warn(err, 'The price guides could not be rebuilt or read.'));
    }, everyMs);
    this.#timer.unref();
  }

  stop(): void {
    clearInterval(this.#timer);
  }

  /** Rebuilds when due (at most `everyMs` since the last run), then reads the guides. */
  async look(everyMs = PRICE_GUIDE_EVERY_MS): Promise<void> {
    await this.rebuildIfDue(everyMs);
    await this.read();
  }

  private async rebuildIfDue(everyMs: number): Promise<void> {
    const { db, clock } = this.options;
    const now = clock.now();
    // At start (everyMs infinite) only a database never rebuilt is due.
    const claim = await claimRun(db, RUN_NAME, now, Number.isFinite(everyMs) ? everyMs : now.getTime() + 1);
    if (!claim) return;
    try {
      await rebuildPriceGuides(db, now);
    } catch (err) {
      await releaseRun(db, RUN_NAME, claim.previous);
      throw err;
    }
  }

  /** Reads the guides when they were built again since the last read (a server's or another's). */
  private async read(): Promise<void> {
    const latest = await builtAt(this.options.db);
    if (latest === this.#builtAt) return;
    this.options.guides.replace(await readPriceGuides(this.options.db));
    if (this.#builtAt !== -1) this.options.changed();
    this.#builtAt = latest;
  }
}
