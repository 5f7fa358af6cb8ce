import autocannon from 'autocannon';
import type { LoadShape, Measurement } from '../measurement.js';
import { serveOneJob } from './job.js';

export interface HttpJob extends LoadShape {
  /** With `{n}` in it, each request asks for its own address: `{n}` is 1, 2, 3… (no answer is kept for another). */
  url: string;
  headers?: Record<string, string>;
}

/** The number in a numbered address, counted over the whole job, and where it goes (no URL encoding changes it). */
let sent = 0;
const NUMBER = 'NUMBERnNUMBER';

/** autocannon against one URL, in its own process so its cost is not the server's. */
serveOneJob<HttpJob, Measurement>(async (job) => {
  const numbered = job.url.includes('{n}');
  const { pathname, search } = new URL(job.url.replace('{n}', NUMBER));
  const template = `${pathname}${search}`;
  const requests = numbered
    ? [
        {
          setupRequest: (request: autocannon.Request) => ({
            ...request,
            path: template.replace(NUMBER, String(++sent)),
          }),
        },
      ]
    : undefined;
  // Warm-up, unmeasured: connections opened, statements prepared, code optimised.
  const target = {
    url: job.url.replace('{n}', '0'),
    connections: job.connections,
    ...(job.headers && { headers: job.headers }),
    ...(requests && { requests }),
  };
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
