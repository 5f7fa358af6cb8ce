import { QueueFullError } from '../lib/turn-queue.js';

/**
 * The embedded database (PGlite) runs in this process on one connection: every statement runs on the
 * thread that also answers HTTP. Its statements go through a TurnQueue (lib/turn-queue.ts, client.ts):
 * one at a time, each in a turn of the event loop of its own, and none waiting beyond
 * EMBEDDED_DATABASE_MAX_WAITING; one more is refused with this error, answered 503 with Retry-After.
 */
export class DatabaseBusyError extends QueueFullError {
  override readonly code = 'ZENG_DATABASE_BUSY';

  constructor(waiting: number) {
    super(waiting);
    this.message = `the embedded database has ${waiting} statements waiting`;
    this.name = 'DatabaseBusyError';
  }
}

/** Whether `error`, or one of its causes (Drizzle wraps the driver's), is a {@link DatabaseBusyError}. */
export function isDatabaseBusy(error: unknown, depth = 0): boolean {
  if (depth > 6 || typeof error !== 'object' || error === null) return false;
  if (error instanceof DatabaseBusyError) return true;
  return 'cause' in error && isDatabaseBusy(error.cause, depth + 1);
}

/** What a request refused for a full queue answers: the queue drains in well under a second. */
export const DATABASE_BUSY = {
  retryAfterSeconds: 1,
  message: 'The server is busy right now. Please try again in a moment.',
} as const;
