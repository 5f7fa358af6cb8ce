import autocannon from 'autocannon';
import { serveOneJob } from './job.js';

/** One client flooding one call: many connections, each sending its next request as soon as it is answered. */
export interface FloodJob {
  url: string;
  method: 'GET' | 'POST';
  connections: number;
  /** How long the flood lasts, in seconds (the probe measures inside it). */
  seconds: number;
  headers?: Record<string, string>;
  body?: string;
  /** Paths to ask for in turn instead of the URL's own (its origin kept), by all connections together. */
  paths?: string[];
  /** A request not answered within this is counted as a timeout (autocannon closes its connection). */
  timeoutSeconds: number;
}

/** What the flooding client got: its answers by status, and the ones that never came. */
export interface FloodOutcome {
  requests: number;
  seconds: number;
  rps: number;
  /** Answers by HTTP status ("200", "429"…). */
  statuses: Record<string, number>;
  timeouts: number;
  errors: number;
  /** When the flood began and ended (epoch ms): the probe must have measured inside it. */
  startedAt: number;
  endedAt: number;
}

/**
 * One request whose path is the next of the list each time it is sent, whoever sends it: the
 * connections ask for different paths at once, and nothing is prepared per connection (a list per
 * connection cost this process seconds of CPU at the start, the server's CPU too on two cores).
 */
function inTurn(paths: string[]): autocannon.Request[] {
  let next = 0;
  return [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] ?? '/' }) }];
}

serveOneJob<FloodJob, FloodOutcome>(async (job) => {
  const startedAt = Date.now();
  const result = await autocannon({
    url: job.url,
    method: job.method,
    connections: job.connections,
    duration: job.seconds,
    timeout: job.timeoutSeconds,
    ...(job.headers && { headers: job.headers }),
    ...(job.body !== undefined && { body: job.body }),
    ...(job.paths && { requests: inTurn(job.paths) }),
  });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([status, stat]) => [status, (stat as { count: number }).count]),
  );
  return {
    requests: result.requests.total,
    seconds: result.duration,
    rps: Math.round((result.requests.total / result.duration) * 10) / 10,
    statuses,
    timeouts: result.timeouts,
    errors: result.errors,
    startedAt,
    endedAt: Date.now(),
  };
});
