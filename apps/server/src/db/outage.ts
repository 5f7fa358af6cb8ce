import type { FastifyBaseLogger } from 'fastify';

/**
 * Logs a database outage once: a line when the first request finds the database away, one when it
 * answers again (found by pinging it every `probeEveryMs`), never a line per failed request.
 */
export class DatabaseOutage {
  private since: number | null = null;
  private probe: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly log: Pick<FastifyBaseLogger, 'error' | 'info'>,
    private readonly ping: () => Promise<void>,
    private readonly probeEveryMs = 1000,
  ) {}

  /** A call found the database away, for `reason` (a code or the driver's words, never SQL). */
  failed(reason: string): void {
    if (this.since !== null || this.closed) return;
    this.since = Date.now();
    this.log.error({ reason }, 'database unavailable: calls answer 503 until it is back');
    this.scheduleProbe();
  }

  close(): void {
    this.closed = true;
    if (this.probe) clearTimeout(this.probe);
    this.probe = null;
  }

  private scheduleProbe(): void {
    this.probe = setTimeout(() => void this.check(), this.probeEveryMs);
    this.probe.unref();
  }

  private async check(): Promise<void> {
    try {
      await this.ping();
    } catch {
      if (!this.closed) this.scheduleProbe();
      return;
    }
    if (this.since === null || this.closed) return;
    const downForMs = Date.now() - this.since;
    this.since = null;
    this.probe = null;
    this.log.info({ downForMs }, 'database available again');
  }
}
