import autocannon from 'autocannon';
import type { LoadShape, Measurement } from '../measurement.js';
import { serveOneJob } from './job.js';

export interface HttpJob extends LoadShape {
  url: string;
  headers?: Record<string, string>;
}

/** autocannon against one URL, in its own process so its cost is not the server's. */
serveOneJob<HttpJob, Measurement>(async (job) => {
  // Warm-up, unmeasured: connections opened, statements prepared, code optimised.
  const target = { url: job.url, connections: job.connections, ...(job.headers && { headers: job.headers }) };
  await autocannon({ ...target, duration: job.warmupSeconds });
  const result = await autocannon({ ...target, duration: job.seconds });
  return {
    requests: result.requests.total,
    seconds: result.duration,
    rps: Math.round((result.requests.total / result.duration) * 10) / 10,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
  };
});
