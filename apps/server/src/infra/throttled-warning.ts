/**
 * A warning logged at most once a minute: a Redis client reports every reconnection attempt, and one
 * line a minute says enough about an outage.
 */
export function throttledWarning(log: { warn(obj: object, msg: string): void }, intervalMs = 60_000) {
  let lastLogged = Number.NEGATIVE_INFINITY;
  return (err: unknown, message: string) => {
    if (Date.now() - lastLogged < intervalMs) return;
    lastLogged = Date.now();
    log.warn({ err }, message);
  };
}
