import pg from 'pg';

/** What a listener hears on one channel (PostgreSQL LISTEN/NOTIFY). */
export interface NotificationHandlers {
  /** A NOTIFY's payload, delivered after the sender's COMMIT. */
  notice(payload: string): void;
  /**
   * Notices may have been missed: the listening connection was lost, and again once it listens anew
   * (what changed in between was never heard). Whoever relies on the notices forgets what they guard.
   */
  gap(): void;
}

export interface Subscription {
  /** Listening now: a notice sent from here on will be heard. */
  readonly live: boolean;
  close(): Promise<void>;
}

/** Waits between attempts to listen again after the connection was lost. */
const RETRY_DELAYS_MS = [250, 1000, 2000, 5000];

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other work), opened again
 * whenever it is lost. Until it is back, `live` is false and `gap` has been called.
 */
export async function listenPostgres(
  config: pg.ClientConfig,
  channel: string,
  handlers: NotificationHandlers,
): Promise<Subscription> {
  let client: pg.Client | undefined;
  let live = false;
  let closed = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;

  const lost = () => {
    if (!live) return;
    live = false;
    handlers.gap();
    scheduleRetry();
  };
  const scheduleRetry = () => {
    if (closed || retry) return;
    const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)];
    attempt += 1;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch(scheduleRetry);
    }, delay);
    retry.unref();
  };
  const connect = async () => {
    const next = new pg.Client(config);
    // Errors end the connection; `end` is where it is noticed, so the error itself needs no more.
    next.on('error', () => {});
    next.on('end', () => {
      if (client === next) lost();
    });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.notice(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      next.end().catch(() => {});
      throw err;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    attempt = 0;
    live = true;
    // Whatever changed while nobody listened was not heard.
    handlers.gap();
  };

  // A database away at start-up is listened to once it is back; until then nothing relies on notices.
  await connect().catch(scheduleRetry);
  return {
    get live() {
      return live;
    },
    async close() {
      closed = true;
      live = false;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
