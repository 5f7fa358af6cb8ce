import http from 'node:http';
import net from 'node:net';
import autocannon from 'autocannon';
import { serveOneJob } from './job.js';

/** One client flooding one call: many connections, each sending its next request as soon as it is answered. */
export interface FastFloodJob {
  mode: 'fast';
  url: string;
  method: 'GET' | 'POST';
  connections: number;
  /** How long the flood lasts, in seconds (the probe measures inside it). */
  seconds: number;
  /** Every connection leaves from this address (the server counts per client address: ADR 0014, issue 34). */
  localAddress: string;
  headers?: Record<string, string>;
  body?: string;
  /** Paths to ask for in turn instead of the URL's own (its origin kept), by all connections together. */
  paths?: string[];
  /** With `paths`: what each path is ("variant", "canonical"…); the answers are also counted by kind. */
  kinds?: string[];
  /** With `{id}` in the URL's path: each request asks for a random whole number from 1 to this in its place. */
  randomIds?: number;
  /** A request not answered within this is counted as a timeout (autocannon closes its connection). */
  timeoutSeconds: number;
}

/**
 * One client holding uploads open (issue 34, item 4): `connections` requests at once, each declaring
 * the whole `body` and sending one byte of it every `everyMs`. One answered or cut off is started again
 * `againAfterMs` later, on a new connection, as the attack keeps its places.
 */
export interface SlowFloodJob {
  mode: 'slow';
  url: string;
  connections: number;
  seconds: number;
  localAddress: string;
  headers: Record<string, string>;
  /** Headers of each connection's uploads besides `headers` (its account's bearer token), in turn. */
  connectionHeaders?: Array<Record<string, string>>;
  body: Uint8Array;
  everyMs: number;
  againAfterMs: number;
}

export type FloodJob = FastFloodJob | SlowFloodJob;

/** What the slow uploads did, to check they were slow: bytes sent, and the shortest pause between two of one upload. */
export interface SlowOutcome {
  bytes: number;
  /** The most bytes one upload sent. */
  mostBytes: number;
  /** The shortest time between two writes of one upload (the pace kept, not the pace asked). */
  shortestGapMs: number | null;
  /** The longest an upload stayed open before it was answered, cut off or the flood ended. */
  longestOpenSeconds: number;
}

/** What the flooding client got: its answers by status, and the ones that never came. */
export interface FloodOutcome {
  /** Requests answered (autocannon), or uploads started (slow). */
  requests: number;
  seconds: number;
  rps: number;
  /** Answers by HTTP status ("200", "429"…). */
  statuses: Record<string, number>;
  /** With `kinds`: answers by kind, then status. */
  statusesByKind?: Record<string, Record<string, number>>;
  timeouts: number;
  /** Connections that failed (autocannon), or uploads cut off without an answer before the flood ended (slow). */
  errors: number;
  slow?: SlowOutcome;
  /** When the flood began and ended (epoch ms): the probe must have measured inside it. */
  startedAt: number;
  endedAt: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const tally = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

/**
 * autocannon has no option for the address its connections leave from and calls `net.connect(port,
 * host)`, the port as its URL spells it: in this process (it runs nothing else) every such call leaves
 * from `localAddress`. Linux routes all of 127.0.0.0/8 to the loopback interface, so 127.0.0.2 is
 * another client of a server on 127.0.0.1.
 */
function leaveFrom(localAddress: string): void {
  const connect = net.connect as (options: net.NetConnectOpts) => net.Socket;
  const bound = (...args: unknown[]): net.Socket => {
    const [port, host] = args;
    if (args.length !== 2 || !(typeof port === 'number' || typeof port === 'string') || typeof host !== 'string') {
      throw new Error('flood-load: autocannon connected in a way this process does not bind to its address');
    }
    return connect({ port: Number(port), host, localAddress });
  };
  Object.assign(net, { connect: bound });
}

interface Turn {
  kind?: string;
}

/**
 * One request whose path is the next of the list each time it is sent, whoever sends it: the
 * connections ask for different paths at once, and nothing is prepared per connection (a list per
 * connection cost this process seconds of CPU at the start, the server's CPU too on two cores).
 * With kinds, each answer is counted under the kind of the path it answers (one request at a time per
 * connection: its context holds the kind of the one under way).
 */
function inTurn(
  paths: string[],
  kinds: string[] | undefined,
  byKind: Record<string, Record<string, number>>,
): autocannon.Request[] {
  let next = 0;
  return [
    {
      setupRequest: (request, context: Turn) => {
        const at = next++ % paths.length;
        if (kinds) context.kind = kinds[at] ?? '';
        return { ...request, path: paths[at] ?? '/' };
      },
      ...(kinds && {
        onResponse: (status: number, _body: string, context: Turn) => {
          const kind = context.kind ?? '';
          byKind[kind] ??= {};
          tally(byKind[kind], String(status));
        },
      }),
    },
  ];
}

/** `{id}` in the path replaced by a random whole number from 1 to `max` on every request. */
function randomIds(path: string, max: number): autocannon.Request[] {
  return [
    {
      setupRequest: (request) => ({
        ...request,
        path: path.replace('{id}', String(1 + Math.floor(Math.random() * max))),
      }),
    },
  ];
}

async function fast(job: FastFloodJob): Promise<FloodOutcome> {
  leaveFrom(job.localAddress);
  const startedAt = Date.now();
  const byKind: Record<string, Record<string, number>> = {};
  // The path as written: a URL would escape `{id}`.
  const origin = new URL(job.url).origin;
  const path = job.url.slice(origin.length);
  const requests = job.paths
    ? inTurn(job.paths, job.kinds, byKind)
    : job.randomIds
      ? randomIds(path, job.randomIds)
      : undefined;
  const result = await autocannon({
    url: requests ? origin : job.url,
    method: job.method,
    connections: job.connections,
    duration: job.seconds,
    timeout: job.timeoutSeconds,
    ...(job.headers && { headers: job.headers }),
    ...(job.body !== undefined && { body: job.body }),
    ...(requests && { requests }),
  });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([status, stat]) => [status, (stat as { count: number }).count]),
  );
  return {
    requests: result.requests.total,
    seconds: result.duration,
    rps: Math.round((result.requests.total / result.duration) * 10) / 10,
    statuses,
    ...(job.kinds && { statusesByKind: byKind }),
    timeouts: result.timeouts,
    errors: result.errors,
    startedAt,
    endedAt: Date.now(),
  };
}

async function slow(job: SlowFloodJob): Promise<FloodOutcome> {
  const startedAt = Date.now();
  const body = Buffer.from(job.body.buffer, job.body.byteOffset, job.body.byteLength);
  const statuses: Record<string, number> = {};
  const outcome: SlowOutcome = { bytes: 0, mostBytes: 0, shortestGapMs: null, longestOpenSeconds: 0 };
  let started = 0;
  let cutOff = 0;
  let stopping = false;
  const open = new Set<http.ClientRequest>();

  const oneUpload = (connection: number) =>
    new Promise<void>((resolve) => {
      started += 1;
      const opened = performance.now();
      let sent = 0;
      let lastWrite: number | null = null;
      let timer: NodeJS.Timeout | undefined;
      let answered = false;
      let done = false;
      const request = http.request(job.url, {
        method: 'POST',
        agent: false,
        localAddress: job.localAddress,
        headers: {
          ...job.headers,
          ...job.connectionHeaders?.[connection % job.connectionHeaders.length],
          'content-length': String(body.length),
        },
      });
      open.add(request);
      const finish = () => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        open.delete(request);
        outcome.mostBytes = Math.max(outcome.mostBytes, sent);
        outcome.longestOpenSeconds = Math.max(outcome.longestOpenSeconds, (performance.now() - opened) / 1000);
        resolve();
      };
      request.on('response', (response) => {
        answered = true;
        tally(statuses, String(response.statusCode ?? 0));
        response.resume();
        response.once('end', () => {
          request.destroy();
          finish();
        });
        response.once('error', finish);
      });
      request.on('error', () => {
        if (!answered && !stopping) cutOff += 1;
        finish();
      });
      request.on('close', finish);
      // One byte now and one every `everyMs`: the form never arrives within the flood.
      const writeOne = () => {
        if (done || request.destroyed) return;
        if (sent >= body.length) {
          request.end();
          return;
        }
        const now = performance.now();
        if (lastWrite !== null) {
          const gap = now - lastWrite;
          outcome.shortestGapMs = outcome.shortestGapMs === null ? gap : Math.min(outcome.shortestGapMs, gap);
        }
        lastWrite = now;
        request.write(body.subarray(sent, sent + 1));
        sent += 1;
        outcome.bytes += 1;
        timer = setTimeout(writeOne, job.everyMs);
      };
      request.flushHeaders();
      writeOne();
    });

  const connection = async (_: unknown, index: number) => {
    while (!stopping) {
      await oneUpload(index);
      if (!stopping) await sleep(job.againAfterMs);
    }
  };
  const stop = setTimeout(() => {
    stopping = true;
    for (const request of open) request.destroy();
  }, job.seconds * 1000);
  await Promise.all(Array.from({ length: job.connections }, connection));
  clearTimeout(stop);
  const seconds = (Date.now() - startedAt) / 1000;
  if (outcome.shortestGapMs !== null) outcome.shortestGapMs = Math.round(outcome.shortestGapMs);
  outcome.longestOpenSeconds = Math.round(outcome.longestOpenSeconds * 10) / 10;
  return {
    requests: started,
    seconds,
    rps: Math.round((started / seconds) * 10) / 10,
    statuses,
    timeouts: 0,
    errors: cutOff,
    slow: outcome,
    startedAt,
    endedAt: Date.now(),
  };
}

serveOneJob<FloodJob, FloodOutcome>((job) => (job.mode === 'slow' ? slow(job) : fast(job)));
