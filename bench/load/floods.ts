import { API_PREFIX } from '@zeng/contract/routes';
import { BROWSER_ACCEPT_ENCODING, getData } from './calls.js';
import type { Measurement } from './measurement.js';
import { log } from './settings.js';
import type { FloodJob, FloodOutcome } from './workers/flood-load.js';
import { runJob } from './workers/job.js';
import type { ProbeJob, ProbeMeasurement } from './workers/probe-load.js';

/**
 * Issue 18 item 4: one client flooding a costly call must not slow everyone else. Each flood runs from
 * a process of its own while another process, another client, asks for /healthz at a steady pace;
 * the budget is that client's p99.
 */
export interface Flood {
  id: string;
  label: string;
  method: 'GET' | 'POST';
  path: string;
  connections: number;
  headers?: Record<string, string>;
  body?: string;
  /** Paths asked for in turn by all the connections together (`path` is the first). */
  paths?: string[];
}

export interface FloodRow {
  id: string;
  label: string;
  connections: number;
  /** Bytes of each request's body, when it has one. */
  bodyBytes: number | null;
  /** What the flooding client got. */
  flood: FloodOutcome;
  /** What the other client got from /healthz meanwhile. */
  healthz: Measurement;
  verdict: string;
}

/** The other client's pace: a request every 20 ms, sent on time whatever the earlier ones wait. */
export const PROBE_RATE = 50;
/** The flooding client gives up on a request after this (the issue counted timeouts at 10 s). */
const TIMEOUT_SECONDS = 10;
/** The issue's body: 0.93 MB of JSON with 90,000 keys. */
const BODY_KEYS = 90_000;

/** A JSON object of `keys` short keys, 0.94 MB at 90,000: parsing it is the cost, not its size. */
export function manyKeysBody(keys = BODY_KEYS): string {
  const parts: string[] = [];
  for (let i = 0; i < keys; i++) parts.push(`"k${i.toString(36)}":10`);
  return `{${parts.join(',')}}`;
}

/**
 * The floods of the issue: an uncached search; an advert page, kept in the cache, and many different
 * ones, as a crawler asks for them (each rendered); and large JSON bodies.
 */
export function embeddedFloods(ctx: { advertPaths: string[]; searchWord: string }): Flood[] {
  const body = manyKeysBody();
  const [advertPath = '/'] = ctx.advertPaths;
  return [
    {
      id: 'flood-search',
      label: `200 connections on an uncached search ("${ctx.searchWord}")`,
      method: 'GET',
      path: `${API_PREFIX}/phone?searchQuery=${encodeURIComponent(ctx.searchWord)}`,
      connections: 200,
    },
    {
      id: 'flood-advert-page',
      label: "200 connections on one advert page's HTML (kept in the cache)",
      method: 'GET',
      path: advertPath,
      connections: 200,
      headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
    },
    {
      id: 'flood-advert-pages',
      label: `200 connections on ${ctx.advertPaths.length.toLocaleString('en')} different advert pages' HTML (rendered)`,
      method: 'GET',
      path: advertPath,
      paths: ctx.advertPaths,
      connections: 200,
      headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
    },
    {
      id: 'flood-json',
      label: `8 connections sending ${(Buffer.byteLength(body) / 1e6).toFixed(2)} MB JSON bodies of ${BODY_KEYS.toLocaleString('en')} keys to /auth/register`,
      method: 'POST',
      path: `${API_PREFIX}/auth/register`,
      connections: 8,
      headers: { 'content-type': 'application/json' },
      body,
    },
  ];
}

/** Up to `count` adverts' page addresses, read from the lists as a visitor pages through them. */
export async function advertPagePaths(origin: string, count: number): Promise<string[]> {
  const categories = ['phone', 'tablet', 'sim', 'accessory'] as const;
  const paths: string[] = [];
  for (const category of categories) {
    let cursor: string | null = null;
    do {
      const query: string = `limit=50${cursor ? `&page=${encodeURIComponent(cursor)}` : ''}`;
      const page = await getData<Record<string, unknown> & { nextCursor: string | null }>(
        origin,
        `${API_PREFIX}/${category}?${query}`,
      );
      const items = Object.values(page).find(Array.isArray) as Array<{ id: number }>;
      for (const item of items) paths.push(`/phone-preview/${category}/${item.id}`);
      cursor = page.nextCursor;
    } while (cursor && paths.length < ((categories.indexOf(category) + 1) * count) / categories.length);
  }
  return paths.slice(0, count);
}

const statusText = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ') || 'none';

/**
 * The probe's own first second is not counted: a process just started, opening its first connections
 * while the flood has both cores busy, measured itself (seconds, whether the server was flooded with
 * refusals or served every request).
 */
const PROBE_WARMUP_SECONDS = 1;
/** The probe's process needs a moment to start: the flood lasts this much longer than warm-ups and probe. */
const PROBE_START_SLACK_SECONDS = 3 + PROBE_WARMUP_SECONDS;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One flood from a process of its own; once it has run `warmupSeconds` (its connections opened, the
 * server's code warm), another process asks for /healthz for `seconds` (after a second of its own
 * warm-up) while it goes on.
 */
export async function measureFlood(
  origin: string,
  flood: Flood,
  shape: { seconds: number; warmupSeconds: number },
): Promise<Omit<FloodRow, 'verdict'>> {
  const flooding = runJob<FloodJob, FloodOutcome>('flood-load', {
    url: `${origin}${flood.path}`,
    method: flood.method,
    connections: flood.connections,
    seconds: shape.warmupSeconds + shape.seconds + PROBE_START_SLACK_SECONDS,
    timeoutSeconds: TIMEOUT_SECONDS,
    ...(flood.headers && { headers: flood.headers }),
    ...(flood.body !== undefined && { body: flood.body }),
    ...(flood.paths && { paths: flood.paths }),
  });
  await sleep(shape.warmupSeconds * 1000);
  const healthz = await runJob<ProbeJob, ProbeMeasurement>('probe-load', {
    url: `${origin}/healthz`,
    warmupSeconds: PROBE_WARMUP_SECONDS,
    seconds: shape.seconds,
    rate: PROBE_RATE,
    timeoutSeconds: TIMEOUT_SECONDS,
  });
  const outcome = await flooding;
  if (healthz.startedAt < outcome.startedAt || healthz.endedAt > outcome.endedAt) {
    throw new Error(`${flood.label}: /healthz was measured outside the flood; raise PROBE_START_SLACK_SECONDS`);
  }
  log(
    `${flood.label}: flood ${Math.round(outcome.rps)} req/s (${statusText(outcome.statuses)}; ${outcome.timeouts} timeouts, ${outcome.errors} errors); /healthz p50 ${healthz.p50} ms, p99 ${healthz.p99} ms, max ${healthz.max} ms`,
  );
  const { startedAt: _started, endedAt: _ended, ...measurement } = healthz;
  return {
    id: flood.id,
    label: flood.label,
    connections: flood.connections,
    bodyBytes: flood.body === undefined ? null : Buffer.byteLength(flood.body),
    flood: outcome,
    healthz: measurement,
  };
}

export { statusText as floodStatusText };
