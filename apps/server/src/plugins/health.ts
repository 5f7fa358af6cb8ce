import type { FastifyInstance } from 'fastify';
import type { DatabaseOutage } from '../db/outage.js';
import { databaseUnavailableReason } from '../db/unavailable.js';
import { sendDatabaseUnavailable } from './error-handler.js';

export interface HealthOptions {
  ping: () => Promise<void>;
  /** /readyz answers 503 when the database has not answered within this (a frozen one never does). */
  timeoutMs: number;
  /** Told when the database is away, so an outage is logged once and not on every probe. */
  outage?: DatabaseOutage;
}

/** Rejects when `work` has not settled within `ms`. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** /healthz: the process answers. /readyz: and its database does too, in time. */
export default async function health(app: FastifyInstance, options: HealthOptions) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await within(options.ping(), options.timeoutMs);
      return { status: 'ok', database: 'ok' };
    } catch (err) {
      const reason = databaseUnavailableReason(err) ?? (err instanceof Error ? err.message : 'unknown');
      if (options.outage) options.outage.failed(reason);
      else request.log.warn({ reason }, 'readiness check failed');
      return sendDatabaseUnavailable(reply);
    }
  });
}
