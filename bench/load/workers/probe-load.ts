import { Agent, request } from 'node:http';
import { type Measurement, percentile } from '../measurement.js';
import { serveOneJob } from './job.js';

/** One request the other client sends: a page, an API call, or a photo's upload. */
export interface ProbeRequest {
  /** What the results call it: the path, or what it does ("a photo upload"). */
  label: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: Uint8Array;
}

/**
 * Another client: asks for its requests in turn (round-robin) at a steady pace, whatever the answers'
 * delay, from an address of its own, and times each one from its sending to its answer's last byte.
 */
export interface ProbeJob {
  origin: string;
  requests: ProbeRequest[];
  /** The address its connections leave from: not the flooding client's (the server counts per address). */
  localAddress: string;
  /** Requests sent but not counted first: this process's own start (connections, compiled code). */
  warmupSeconds: number;
  seconds: number;
  /** Requests a second, sent on time even while earlier ones wait (so a stall is not measured once). */
  rate: number;
  /** A request not answered within this (no byte for so long) counts as failed. */
  timeoutSeconds: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request of the list, measured alone: the same figures and its answers by status. */
export interface RequestMeasurement {
  label: string;
  requests: number;
  p50: number;
  p99: number;
  max: number;
  /** Answers by HTTP status ("200", "503"…). */
  statuses: Record<string, number>;
  /** Sent and never answered: no answer in time, or the connection failed. */
  errors: number;
}

export interface ProbeMeasurement extends Measurement {
  /** Every answer by HTTP status. */
  statuses: Record<string, number>;
  /** Each request of the list on its own, in the list's order. */
  byRequest: RequestMeasurement[];
  /** When the first counted request and the last were sent (epoch ms). */
  startedAt: number;
  endedAt: number;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

function measured(latencies: number[]) {
  const sorted = Float64Array.from(latencies).sort();
  return {
    p50: round(percentile(sorted, 50)),
    p90: round(percentile(sorted, 90)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? 0),
  };
}

serveOneJob<ProbeJob, ProbeMeasurement>(async (job) => {
  if (job.requests.length === 0) throw new Error('probe-load: no request to send');
  // Keep-alive connections, a new one whenever the earlier ones still wait: the delay measured is the
  // server's, never a queue in this client.
  const agent = new Agent({ keepAlive: true });
  const each = job.requests.map(() => ({
    latencies: [] as number[],
    statuses: {} as Record<string, number>,
    errors: 0,
  }));
  const one = (index: number, counted: boolean) =>
    new Promise<void>((resolve) => {
      const spec = job.requests[index];
      const mine = each[index];
      if (!spec || !mine) throw new Error(`probe-load: no request ${index}`);
      const body = spec.body && Buffer.from(spec.body.buffer, spec.body.byteOffset, spec.body.byteLength);
      const started = performance.now();
      const req = request(
        `${job.origin}${spec.path}`,
        {
          method: spec.method,
          agent,
          localAddress: job.localAddress,
          timeout: job.timeoutSeconds * 1000,
          headers: { ...spec.headers, ...(body && { 'content-length': String(body.length) }) },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (counted) {
              mine.latencies.push(performance.now() - started);
              const status = String(res.statusCode ?? 0);
              mine.statuses[status] = (mine.statuses[status] ?? 0) + 1;
            }
            resolve();
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        if (counted) mine.errors += 1;
        resolve();
      });
      req.end(body);
    });
  const pending: Promise<void>[] = [];
  const begin = performance.now();
  const every = 1000 / job.rate;
  const warm = job.warmupSeconds * 1000;
  let startedAt: number | null = null;
  for (let n = 0; performance.now() - begin < warm + job.seconds * 1000; n++) {
    const counted = performance.now() - begin >= warm;
    if (counted) startedAt ??= Date.now();
    pending.push(one(n % job.requests.length, counted));
    const next = begin + (n + 1) * every;
    await sleep(Math.max(0, next - performance.now()));
  }
  const endedAt = Date.now();
  await Promise.all(pending);
  agent.destroy();

  const statuses: Record<string, number> = {};
  for (const { statuses: own } of each) {
    for (const [status, count] of Object.entries(own)) statuses[status] = (statuses[status] ?? 0) + count;
  }
  const latencies = each.flatMap((e) => e.latencies);
  // Requests of the same label (several files uploaded in turn) are one line of the results.
  const labels = [...new Set(job.requests.map((spec) => spec.label))];
  const byRequest = labels.map((label): RequestMeasurement => {
    const mine = each.filter((_, i) => job.requests[i]?.label === label);
    const own = mine.flatMap((e) => e.latencies);
    const counts: Record<string, number> = {};
    for (const e of mine) {
      for (const [status, count] of Object.entries(e.statuses)) counts[status] = (counts[status] ?? 0) + count;
    }
    const { p50, p99, max } = measured(own);
    const errors = mine.reduce((sum, e) => sum + e.errors, 0);
    return { label, requests: own.length, p50, p99, max, statuses: counts, errors };
  });
  return {
    requests: latencies.length,
    seconds: job.seconds,
    rps: Math.round((latencies.length / job.seconds) * 10) / 10,
    ...measured(latencies),
    non2xx: Object.entries(statuses)
      .filter(([status]) => !status.startsWith('2'))
      .reduce((sum, [, count]) => sum + count, 0),
    errors: each.reduce((sum, e) => sum + e.errors, 0),
    statuses,
    byRequest,
    startedAt: startedAt ?? endedAt,
    endedAt,
  };
});
