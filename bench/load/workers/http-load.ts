import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import type { LoadShape, Measurement } from '../measurement.js';
import { serveOneJob } from './job.js';

/**
 * autocannon appends every answer's body to a string (for checks this benchmark never asks of it):
 * decoding a compressed page's 8 KB of binary as UTF-8 held the load generator's core at 100 % at
 * 7,000 answers a second while the server idled at 60 % (bench/README.md, "The load generator"). The
 * bodies are dropped unread, so a row measures the server, not the generator's decoding.
 */
const PipelinedRequestsQueue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js') as {
  prototype: { addBody(data: Buffer): void };
};
PipelinedRequestsQueue.prototype.addBody = () => {};

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
