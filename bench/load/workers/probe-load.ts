import { Agent, request } from 'node:http';
import { type Measurement, percentile } from '../measurement.js';
import { serveOneJob } from './job.js';

/** Another client: asks for one URL at a steady pace, whatever the answers' delay, and times each request. */
export interface ProbeJob {
  url: string;
  /** Requests sent but not counted first: this process's own start (connections, compiled code). */
  warmupSeconds: number;
  seconds: number;
  /** Requests a second, sent on time even while earlier ones wait (so a stall is not measured once). */
  rate: number;
  timeoutSeconds: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ProbeMeasurement extends Measurement {
  /** When the first counted request and the last were sent (epoch ms). */
  startedAt: number;
  endedAt: number;
}

serveOneJob<ProbeJob, ProbeMeasurement>(async (job) => {
  // Keep-alive connections, a new one whenever the earlier ones still wait: the delay measured is the
  // server's, never a queue in this client.
  const agent = new Agent({ keepAlive: true });
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const one = (counted: boolean) =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const req = request(job.url, { agent, timeout: job.timeoutSeconds * 1000 }, (res) => {
        res.resume();
        res.on('end', () => {
          if (counted) latencies.push(performance.now() - started);
          if (counted && ((res.statusCode ?? 0) < 200 || (res.statusCode ?? 0) > 299)) non2xx += 1;
          resolve();
        });
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        if (counted) errors += 1;
        resolve();
      });
      req.end();
    });
  const pending: Promise<void>[] = [];
  const begin = performance.now();
  const every = 1000 / job.rate;
  const warm = job.warmupSeconds * 1000;
  let startedAt: number | null = null;
  for (let n = 0; performance.now() - begin < warm + job.seconds * 1000; n++) {
    const counted = performance.now() - begin >= warm;
    if (counted) startedAt ??= Date.now();
    pending.push(one(counted));
    const next = begin + (n + 1) * every;
    await sleep(Math.max(0, next - performance.now()));
  }
  const endedAt = Date.now();
  await Promise.all(pending);
  agent.destroy();
  const sorted = Float64Array.from(latencies).sort();
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    requests: latencies.length,
    seconds: job.seconds,
    rps: Math.round((latencies.length / job.seconds) * 10) / 10,
    p50: round(percentile(sorted, 50)),
    p90: round(percentile(sorted, 90)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? 0),
    non2xx,
    errors,
    startedAt: startedAt ?? endedAt,
    endedAt,
  };
});
