import { request } from 'node:http';
import { API_PREFIX, PATHS } from '@zeng/contract/routes';
import { distinctCopy, photoForm } from '../uploads/photos.js';
import { BUDGETS } from './budgets.js';
import { BROWSER_ACCEPT_ENCODING, getData } from './calls.js';
import { log } from './settings.js';
import type { SmsInbox } from './sms-inbox.js';
import type { FastFloodJob, FloodJob, FloodOutcome, SlowFloodJob } from './workers/flood-load.js';
import { runJob } from './workers/job.js';
import type { ProbeJob, ProbeMeasurement, ProbeRequest } from './workers/probe-load.js';

/**
 * Issue 18 item 4 and issue 34: one client flooding must not starve everyone else. Each flood runs
 * from a process of its own, from one client address, while another process, another client at
 * another address, asks for its own requests at a steady pace; the budget is that client's answers.
 * The server counts searches, advert reads, renders and sitemap builds per client address (ADR 0014,
 * issue 34): both clients on 127.0.0.1 would share one allowance. Linux routes all of 127.0.0.0/8 to
 * the loopback interface, so a server listening on 127.0.0.1 sees these as two clients.
 */
export const FLOOD_ADDRESS = '127.0.0.2';
export const OTHER_ADDRESS = '127.0.0.3';

/** How the flooding client sends: autocannon's connections (`fast`), or uploads held open (`slow`). */
type FloodLoad =
  | ({ mode: 'fast'; path: string } & Pick<
      FastFloodJob,
      'method' | 'headers' | 'body' | 'paths' | 'kinds' | 'randomIds'
    >)
  | ({ mode: 'slow'; path: string } & Pick<SlowFloodJob, 'headers' | 'body' | 'everyMs' | 'againAfterMs'>);

/** The other client: what it asks, how often, and its budget (always: every answer 200). */
export interface OtherClient {
  /** What the results say it asks. */
  asks: string;
  requests: ProbeRequest[];
  /** Requests a second. */
  rate: number;
  /** A request without an answer for this long has failed. */
  timeoutSeconds: number;
  /** Its GET requests asked once each before the flood, as visitors had: its pages are in the cache then. */
  warm: boolean;
  /** p99 strictly under this (ms). */
  p99BelowMs: number | null;
  /** Every answer strictly under this (ms): the slowest, for a few requests (uploads). */
  maxBelowMs: number | null;
}

/** A count of the flooding client's own answers of one kind that must stay small. */
export interface FloodAnswerBudget {
  /** The kind of its paths (FastFloodJob.kinds); all its answers when absent. */
  kind?: string;
  /** The answers counted: of this status, or (`except`) of any other. */
  status: string;
  except?: boolean;
  atMost: number;
  /** What the count is, for the list of budgets missed, and the verdict's words. */
  name: string;
  short: string;
}

export interface Flood {
  id: string;
  label: string;
  connections: number;
  load: FloodLoad;
  other: OtherClient;
  flooderBudgets?: FloodAnswerBudget[];
  /** Seconds between warming the other client's pages and the flood's start (for their entries to expire during it). */
  idleSeconds?: number;
  /**
   * Both clients sign in first, each from its address through the SMS inbox: the flooding client this
   * many accounts (its connections take them in turn), the other one. Each request carries its bearer token.
   */
  floodAccounts?: number;
}

/** What the other client asked for, from where, against which budget, and what it got. */
export interface OtherOutcome extends Omit<ProbeMeasurement, 'startedAt' | 'endedAt'> {
  asks: string;
  address: string;
  p99BelowMs: number | null;
  maxBelowMs: number | null;
}

export interface FloodRow {
  id: string;
  label: string;
  connections: number;
  /** Bytes of each request's body, when it has one. */
  bodyBytes: number | null;
  /** The flooding client's address. */
  address: string;
  /** What the flooding client got. */
  flood: FloodOutcome;
  flooderBudgets?: FloodAnswerBudget[];
  /** What the other client got meanwhile. */
  other: OtherOutcome;
  verdict: string;
}

/** The other client's pace: a request every 20 ms, sent on time whatever the earlier ones wait. */
export const PROBE_RATE = 50;
/** The flooding client gives up on a request after this (the issue counted timeouts at 10 s). */
const TIMEOUT_SECONDS = 10;
/** The issue's body: 0.93 MB of JSON with 90,000 keys. */
const BODY_KEYS = 90_000;
/** Issue 34: the uploads held open, and their pace. */
const SLOW_UPLOADS = 12;
const SLOW_UPLOAD_EVERY_MS = 5000;
/** The other person's photos: one every 2 s, each a new file; an upload is given 30 s to be answered. */
const UPLOAD_RATE = 0.5;
const UPLOAD_TIMEOUT_SECONDS = 30;
/**
 * Pages are kept 30 s (apps/server pages/routes.ts, PAGE_CACHE_MS): warmed this long before the flood,
 * the other client's entries expire in the middle of its measurement (the flood's warm-up, the probe's
 * start and warm-up, then 10 s), so the row also shows what a page whose entry expires under a flood answers.
 */
const IDLE_UNTIL_EXPIRY_SECONDS = 20;

/**
 * The probe's own first second is not counted: a process just started, opening its first connections
 * while the flood has both cores busy, measured itself (seconds, whether the server was flooded with
 * refusals or served every request).
 */
const PROBE_WARMUP_SECONDS = 1;
/** The probe's process needs a moment to start: the flood lasts this much longer than warm-ups and probe. */
const PROBE_START_SLACK_SECONDS = 3 + PROBE_WARMUP_SECONDS;

/** A JSON object of `keys` short keys, 0.94 MB at 90,000: parsing it is the cost, not its size. */
export function manyKeysBody(keys = BODY_KEYS): string {
  const parts: string[] = [];
  for (let i = 0; i < keys; i++) parts.push(`"k${i.toString(36)}":10`);
  return `{${parts.join(',')}}`;
}

/**
 * Another spelling of an advert page's address, by `i`: a slash at the end, capitals, a leading zero
 * in the id, or both of the last (issue 34: each answered 200 as a page of its own).
 */
export function variantAddress(path: string, i: number): string {
  const match = /^(\/phone-preview\/[a-z]+\/)([0-9]+)$/.exec(path);
  if (!match) throw new Error(`not an advert page's address: ${path}`);
  const [, prefix = '', id = ''] = match;
  switch (i % 4) {
    case 0:
      return `${path}/`;
    case 1:
      return path.replace('/phone-preview/', '/PHONE-PREVIEW/');
    case 2:
      return `${prefix}0${id}`;
    default:
      return `${prefix}0${id}/`;
  }
}

const get = (path: string, label = path, headers?: Record<string, string>): ProbeRequest => ({
  label,
  method: 'GET',
  path,
  ...(headers && { headers }),
});

/** Issue 18's other client: /healthz, p99 under 100 ms. */
const healthzOnly: OtherClient = {
  asks: '/healthz',
  requests: [get('/healthz')],
  rate: PROBE_RATE,
  timeoutSeconds: TIMEOUT_SECONDS,
  warm: false,
  p99BelowMs: BUDGETS.floodHealthzP99Ms,
  maxBelowMs: null,
};

export interface FloodContext {
  /** Advert pages' canonical addresses; the first is the other client's (kept in the cache). */
  advertPaths: string[];
  searchWord: string;
  /** A photo as the web app uploads one (2048 px on its long edge). */
  photo: Buffer;
  /** The other client's measured seconds (uploads: one new file per request). */
  seconds: number;
}

/**
 * The floods: issue 18's (an uncached search; an advert page, kept in the cache, and many different
 * ones, as a crawler asks for them, each rendered; large JSON bodies) with /healthz asked meanwhile,
 * then issue 34's, each with the requests of another person it starved: other spellings of advert
 * pages' addresses; an uncached page rendered for each request; uploads held open; sitemaps of any
 * start.
 */
export function embeddedFloods(ctx: FloodContext): Flood[] {
  const body = manyKeysBody();
  const [advertPath = '/', ...otherAdverts] = ctx.advertPaths;
  const advertId = Number(advertPath.split('/').at(-1));
  const category = advertPath.split('/')[2] ?? 'phone';
  const browser = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
  const phoneIds = ctx.advertPaths
    .filter((p) => p.startsWith('/phone-preview/phone/'))
    .map((p) => Number(p.split('/').at(-1)));
  const uploadPath = `${API_PREFIX}/storage/upload`;
  const uploadsAsked = Math.ceil((ctx.seconds + PROBE_WARMUP_SECONDS) * UPLOAD_RATE) + 1;
  const uploads = Array.from({ length: uploadsAsked }, (_, i) => {
    const form = photoForm(distinctCopy(ctx.photo, `zeng bench flood ${Date.now()} ${i}`), `IMG_${i}.JPG`);
    return {
      label: 'a photo upload',
      method: 'POST' as const,
      path: uploadPath,
      headers: { 'content-type': form.contentType },
      body: form.body,
    };
  });
  const slowForm = photoForm(ctx.photo, 'IMG_SLOW.JPG');
  const photoKb = Math.round(ctx.photo.length / 1024);
  return [
    {
      id: 'flood-search',
      label: `200 connections on an uncached search ("${ctx.searchWord}")`,
      connections: 200,
      load: {
        mode: 'fast',
        method: 'GET',
        path: `${API_PREFIX}/phone?searchQuery=${encodeURIComponent(ctx.searchWord)}`,
      },
      other: healthzOnly,
    },
    {
      id: 'flood-advert-page',
      label: "200 connections on one advert page's HTML (kept in the cache)",
      connections: 200,
      load: { mode: 'fast', method: 'GET', path: advertPath, headers: browser },
      other: healthzOnly,
    },
    {
      id: 'flood-advert-pages',
      label: `200 connections on ${ctx.advertPaths.length.toLocaleString('en')} different advert pages' HTML (rendered)`,
      connections: 200,
      load: { mode: 'fast', method: 'GET', path: advertPath, paths: ctx.advertPaths, headers: browser },
      other: healthzOnly,
    },
    {
      id: 'flood-json',
      label: `8 connections sending ${(Buffer.byteLength(body) / 1e6).toFixed(2)} MB JSON bodies of ${BODY_KEYS.toLocaleString('en')} keys to /auth/register`,
      connections: 8,
      load: {
        mode: 'fast',
        method: 'POST',
        path: `${API_PREFIX}/auth/register`,
        headers: { 'content-type': 'application/json' },
        body,
      },
      other: healthzOnly,
    },
    {
      id: 'flood-page-variants',
      label: `16 connections on ${otherAdverts.length.toLocaleString('en')} advert pages, each asked under another spelling (slash at the end, capitals, leading zero) and then its own`,
      connections: 16,
      load: {
        mode: 'fast',
        method: 'GET',
        path: otherAdverts[0] ?? advertPath,
        paths: otherAdverts.flatMap((path, i) => [variantAddress(path, i), path]),
        kinds: otherAdverts.flatMap(() => ['variant', 'canonical']),
        headers: browser,
      },
      flooderBudgets: [
        {
          kind: 'variant',
          status: '301',
          except: true,
          atMost: 0,
          name: 'the flooding client: other spellings of advert pages not answered 301',
          short: 'variants not 301',
        },
        {
          status: '200',
          atMost: BUDGETS.advertReadsPerAddressPerMinute,
          name: "the flooding client: advert pages served (200), any spelling, in the flood's minute (the read limit)",
          short: 'read limit passed',
        },
      ],
      other: {
        asks: '/healthz, / and an advert page (cached)',
        requests: [get('/healthz'), get(PATHS.home, '/', browser), get(advertPath, 'an advert page', browser)],
        rate: PROBE_RATE,
        timeoutSeconds: TIMEOUT_SECONDS,
        warm: true,
        p99BelowMs: BUDGETS.floodOtherP99Ms,
        maxBelowMs: null,
      },
    },
    {
      id: 'flood-about-us',
      label: `40 connections on ${PATHS.aboutUs} (no account)`,
      connections: 40,
      load: { mode: 'fast', method: 'GET', path: PATHS.aboutUs, headers: browser },
      idleSeconds: IDLE_UNTIL_EXPIRY_SECONDS,
      other: {
        asks: '/, /login and an advert page (cached; their entries expire during the flood)',
        requests: [
          get(PATHS.home, '/', browser),
          get(PATHS.login, '/login', browser),
          get(advertPath, 'an advert page', browser),
        ],
        rate: PROBE_RATE,
        timeoutSeconds: TIMEOUT_SECONDS,
        warm: true,
        p99BelowMs: BUDGETS.floodOtherP99Ms,
        maxBelowMs: null,
      },
    },
    {
      id: 'flood-slow-uploads',
      label: `${SLOW_UPLOADS} photo uploads held open (${SLOW_UPLOADS} accounts, one client), each sending one byte every ${SLOW_UPLOAD_EVERY_MS / 1000} s`,
      connections: SLOW_UPLOADS,
      floodAccounts: SLOW_UPLOADS,
      load: {
        mode: 'slow',
        path: uploadPath,
        headers: { 'content-type': slowForm.contentType },
        body: slowForm.body,
        everyMs: SLOW_UPLOAD_EVERY_MS,
        againAfterMs: 1000,
      },
      other: {
        asks: `another account uploads a photo (${photoKb.toLocaleString('en')} KB, 2048 × 1536) every ${1 / UPLOAD_RATE} s`,
        requests: uploads,
        rate: UPLOAD_RATE,
        timeoutSeconds: UPLOAD_TIMEOUT_SECONDS,
        warm: false,
        p99BelowMs: null,
        maxBelowMs: BUDGETS.floodOtherUploadMs,
      },
    },
    {
      id: 'flood-sitemaps',
      label: '40 connections on child sitemaps of random start ids (/sitemaps/phone-<n>.xml)',
      connections: 40,
      load: {
        mode: 'fast',
        method: 'GET',
        path: '/sitemaps/phone-{id}.xml',
        randomIds: Math.max(1, ...phoneIds),
      },
      other: {
        asks: `API calls: phones' first page, one advert, districts`,
        requests: [
          get(`${API_PREFIX}/phone`),
          get(`${API_PREFIX}/${category}/${advertId}`, `${API_PREFIX}/${category}/{id}`),
          get(`${API_PREFIX}/district`),
        ],
        rate: PROBE_RATE,
        timeoutSeconds: TIMEOUT_SECONDS,
        warm: true,
        p99BelowMs: BUDGETS.floodOtherP99Ms,
        maxBelowMs: null,
      },
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request from `localAddress`, its answer read whole. */
function ask(origin: string, localAddress: string, spec: Omit<ProbeRequest, 'label'>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const body = spec.body && Buffer.from(spec.body);
    const req = request(
      `${origin}${spec.path}`,
      {
        method: spec.method,
        localAddress,
        headers: { ...spec.headers, ...(body && { 'content-length': String(body.length) }) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.once('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.once('error', reject);
      },
    );
    req.once('error', reject);
    req.end(body);
  });
}

/** A new account signed in from `address` with the code the SMS inbox got; answers its access token. */
async function signIn(origin: string, sms: SmsInbox, phoneNumber: string, address: string): Promise<string> {
  const post = async (path: string, payload: unknown) => {
    const answer = await ask(origin, address, {
      method: 'POST',
      path: `${API_PREFIX}${path}`,
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify(payload)),
    });
    if (answer.status !== 200) throw new Error(`POST ${path} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    return JSON.parse(answer.body) as unknown;
  };
  await post('/auth/register', { firstName: 'Bench', lastName: 'Flood', phoneNumber });
  const confirmCode = await sms.code(phoneNumber);
  const session = (await post('/auth/confirm', { phoneNumber, confirmCode })) as { access_token: string };
  return session.access_token;
}

/** The accounts of a row that signs in: the flooding client's (994779100000, …01…) and the other person's. */
const floodPhone = (i: number) => String(994_779_100_000 + i);
const OTHER_PHONE = '994779109999';

/**
 * One flood from a process of its own; once it has run `warmupSeconds` (its connections opened, the
 * server's code warm), another process asks for the other client's requests for `seconds` (after a
 * second of its own warm-up) while it goes on.
 */
export async function measureFlood(
  origin: string,
  flood: Flood,
  shape: { seconds: number; warmupSeconds: number },
  sms: SmsInbox,
): Promise<Omit<FloodRow, 'verdict'>> {
  const bearer = (token: string | null): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
  const floodTokens: string[] = [];
  let otherToken: string | null = null;
  if (flood.floodAccounts) {
    for (let i = 0; i < flood.floodAccounts; i++) {
      floodTokens.push(await signIn(origin, sms, floodPhone(i), FLOOD_ADDRESS));
    }
    otherToken = await signIn(origin, sms, OTHER_PHONE, OTHER_ADDRESS);
  }
  const otherRequests = flood.other.requests.map((r) => ({ ...r, headers: { ...r.headers, ...bearer(otherToken) } }));
  if (flood.other.warm) {
    for (const spec of otherRequests.filter((r) => r.method === 'GET')) {
      const { status } = await ask(origin, OTHER_ADDRESS, spec);
      if (status !== 200) throw new Error(`${flood.label}: ${spec.path} answered ${status} before the flood`);
    }
  }
  if (flood.idleSeconds) await sleep(flood.idleSeconds * 1000);

  const seconds = shape.warmupSeconds + shape.seconds + PROBE_START_SLACK_SECONDS;
  const url = `${origin}${flood.load.path}`;
  const load = flood.load;
  const job: FloodJob =
    load.mode === 'slow'
      ? {
          mode: 'slow',
          url,
          connections: flood.connections,
          seconds,
          localAddress: FLOOD_ADDRESS,
          headers: load.headers,
          connectionHeaders: floodTokens.map(bearer),
          body: load.body,
          everyMs: load.everyMs,
          againAfterMs: load.againAfterMs,
        }
      : {
          mode: 'fast',
          url,
          method: load.method,
          connections: flood.connections,
          seconds,
          localAddress: FLOOD_ADDRESS,
          timeoutSeconds: TIMEOUT_SECONDS,
          ...(load.headers && { headers: load.headers }),
          ...(load.body !== undefined && { body: load.body }),
          ...(load.paths && { paths: load.paths }),
          ...(load.kinds && { kinds: load.kinds }),
          ...(load.randomIds && { randomIds: load.randomIds }),
        };
  const flooding = runJob<FloodJob, FloodOutcome>('flood-load', job);
  // Awaited below; failing before then, it must not end this process before the server is stopped.
  flooding.catch(() => {});
  await sleep(shape.warmupSeconds * 1000);
  const probe = await runJob<ProbeJob, ProbeMeasurement>('probe-load', {
    origin,
    requests: otherRequests,
    localAddress: OTHER_ADDRESS,
    warmupSeconds: PROBE_WARMUP_SECONDS,
    seconds: shape.seconds,
    rate: flood.other.rate,
    timeoutSeconds: flood.other.timeoutSeconds,
  });
  const outcome = await flooding;
  if (probe.startedAt < outcome.startedAt || probe.endedAt > outcome.endedAt) {
    throw new Error(`${flood.label}: the other client was measured outside the flood; raise PROBE_START_SLACK_SECONDS`);
  }
  const byKind = outcome.statusesByKind
    ? ` [${Object.entries(outcome.statusesByKind)
        .map(([kind, statuses]) => `${kind}: ${statusText(statuses)}`)
        .join('; ')}]`
    : '';
  const slow = outcome.slow
    ? `; ${outcome.requests} uploads started, ${outcome.slow.bytes} bytes sent, at most ${outcome.slow.mostBytes} by one, ${outcome.slow.shortestGapMs ?? '—'} ms apart at the least, open up to ${outcome.slow.longestOpenSeconds} s`
    : '';
  log(
    `${flood.label}: flood ${Math.round(outcome.rps)} req/s (${statusText(outcome.statuses)}${byKind}; ${outcome.timeouts} timeouts, ${outcome.errors} errors${slow}); the other client (${flood.other.asks}) p50 ${probe.p50} ms, p99 ${probe.p99} ms, max ${probe.max} ms, ${statusText(probe.statuses)}, ${probe.errors} unanswered`,
  );
  const { startedAt: _started, endedAt: _ended, ...measurement } = probe;
  return {
    id: flood.id,
    label: flood.label,
    connections: flood.connections,
    bodyBytes: flood.load.body === undefined ? null : Buffer.byteLength(flood.load.body),
    address: FLOOD_ADDRESS,
    flood: outcome,
    ...(flood.flooderBudgets && { flooderBudgets: flood.flooderBudgets }),
    other: {
      ...measurement,
      asks: flood.other.asks,
      address: OTHER_ADDRESS,
      p99BelowMs: flood.other.p99BelowMs,
      maxBelowMs: flood.other.maxBelowMs,
    },
  };
}

export { statusText as floodStatusText };
