/**
 * The upload benchmark (issue 18, item 5; bench/README.md, "Uploads"): the server as `npm start`
 * runs it, in its own process on a fresh embedded database, then ACCOUNTS people each sending
 * FILES photos of about 9 MB at once, one request per photo as the web app sends them, while
 * another process asks for /healthz ten times a second and reads the server's resident memory.
 * An upload answered 503 is sent again after its Retry-After, as a patient client would. Appends the
 * run to results/uploads.json and writes results/uploads.md. Exits 1 when an upload is answered
 * anything but 200 or 503, or the run breaks.
 */
import { fork } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { percentile } from '../load/measurement.js';
import { START_SCRIPT_ENV, startServer } from '../load/server-process.js';
import { log, machine } from '../load/settings.js';
import type { Observations, ObserverStart } from './observer.js';
import { basePhotos, distinctCopy, photoForm } from './photos.js';
import { procStatusKb, resetPeakRss } from './proc.js';
import { type UploadRun, writeUploadResults } from './report.js';

const API = '/api/v1/zeng';

const number = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not "${raw}"`);
  return value;
};

const settings = {
  accounts: Math.round(number('BENCH_UPLOAD_ACCOUNTS', 20)),
  files: Math.round(number('BENCH_UPLOAD_FILES', 5)),
  port: Math.round(number('BENCH_UPLOAD_PORT', 8302)),
  /** Seconds the started server is left alone before its idle memory is read. */
  settleSeconds: number('BENCH_UPLOAD_SETTLE_SECONDS', 10),
  /** Seconds watched after the last upload was accepted: does the memory come back down? */
  afterSeconds: number('BENCH_UPLOAD_AFTER_SECONDS', 15),
  label: process.env.BENCH_UPLOAD_LABEL ?? 'current code',
};

/** Variables of the server that the run passes on when set (the image queue's limits among them). */
const PASSED_ON = ['IMAGE_DECODES', 'IMAGE_QUEUE', 'MALLOC_ARENA_MAX', 'LD_PRELOAD'];

const agent = new http.Agent({ keepAlive: true });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function send(origin: string, method: string, path: string, body?: Buffer, headers: http.OutgoingHttpHeaders = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      `${origin}${path}`,
      { method, agent, headers: { ...headers, ...(body && { 'content-length': body.length }) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.once('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.once('error', reject);
      },
    );
    request.once('error', reject);
    request.end(body);
  });
}

async function json(origin: string, method: string, path: string, payload?: unknown) {
  const answer = await send(
    origin,
    method,
    path,
    payload === undefined ? undefined : Buffer.from(JSON.stringify(payload)),
    payload === undefined ? {} : { 'content-type': 'application/json' },
  );
  if (answer.status !== 200) throw new Error(`${method} ${path} answered ${answer.status}: ${answer.body}`);
  return JSON.parse(answer.body) as unknown;
}

/** A new account signed in through the development SMS outbox; answers its access token. */
async function signIn(origin: string, index: number): Promise<string> {
  const phoneNumber = `99477${String(9_000_000 + index).padStart(7, '0')}`;
  await json(origin, 'POST', `${API}/auth/register`, {
    firstName: 'Bench',
    lastName: `Uploader ${index}`,
    phoneNumber,
  });
  const outbox = (await json(origin, 'GET', `${API}/dev/sms-outbox?phoneNumber=${phoneNumber}`)) as Array<{
    code: string;
  }>;
  const code = outbox[0]?.code;
  if (!code) throw new Error(`no code was sent to ${phoneNumber}`);
  const session = (await json(origin, 'POST', `${API}/auth/confirm`, { phoneNumber, confirmCode: code })) as {
    access_token: string;
  };
  return session.access_token;
}

interface UploadOutcome {
  /** Milliseconds from the first try to the 200. */
  ms: number;
  busy: number;
  retryAfter: number[];
}

/** One photo, sent again after each 503's Retry-After until it is accepted. */
async function uploadOne(origin: string, token: string, file: Buffer, filename: string): Promise<UploadOutcome> {
  const started = performance.now();
  const { body, contentType } = photoForm(file, filename);
  const outcome: UploadOutcome = { ms: 0, busy: 0, retryAfter: [] };
  for (;;) {
    const answer = await send(origin, 'POST', `${API}/storage/upload`, body, {
      authorization: `Bearer ${token}`,
      'content-type': contentType,
    });
    if (answer.status === 200) {
      outcome.ms = performance.now() - started;
      return outcome;
    }
    if (answer.status !== 503) throw new Error(`an upload answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    const wait = Number(answer.headers['retry-after']);
    if (!(wait > 0)) throw new Error(`a 503 without Retry-After: ${answer.body.slice(0, 300)}`);
    outcome.busy += 1;
    outcome.retryAfter.push(wait);
    if (performance.now() - started > 15 * 60_000) throw new Error('an upload was still refused after 15 minutes');
    await sleep(wait * 1000);
  }
}

/** The observer (observer.ts) in a process of its own, once it has begun. */
async function startObserver(start: ObserverStart) {
  const file = fileURLToPath(new URL('./observer.ts', import.meta.url));
  const child = fork(file, { cwd: fileURLToPath(new URL('..', import.meta.url)), execArgv: ['--import', 'tsx'] });
  const exited = new Promise<never>((_, reject) => {
    child.once('exit', (code, signal) =>
      reject(new Error(`the observer stopped (${signal ?? code}) before it answered`)),
    );
  });
  exited.catch(() => {});
  const started = new Promise<void>((resolve) => child.once('message', () => resolve()));
  child.send(start);
  await Promise.race([started, exited]);
  return {
    stop: () =>
      Promise.race([
        new Promise<Observations>((resolve) => {
          child.once('message', (observations: Observations) => resolve(observations));
          child.send('stop');
        }),
        exited,
      ]),
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill();
    },
  };
}

const mb = (kb: number) => Math.round(kb / 1024);
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

function latencyStats(entries: Observations['healthz']) {
  const answered = entries.filter(([, , status]) => status === 200);
  const sorted = answered.map(([, ms]) => ms).sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    requests: entries.length,
    failed: entries.length - answered.length,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
  };
}

async function main() {
  const host = machine();
  const temp = mkdtempSync(join(tmpdir(), 'zeng-bench-uploads-'));
  const passedOn = Object.fromEntries(
    PASSED_ON.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
  );
  log(`making ${settings.files} photos of about 9 MB (once; kept in the temporary folder)…`);
  const photos = await basePhotos(settings.files);
  log('starting the server on a fresh embedded database (it seeds the demo marketplace first)…');
  const server = await startServer({
    port: settings.port,
    logFile: join(temp, 'server.log'),
    readyWithinMs: 600_000,
    env: { DATA_DIR: join(temp, 'data'), CODE_REQUESTS_PER_ADDRESS_PER_HOUR: '100000', ...passedOn },
  });
  let observer: Awaited<ReturnType<typeof startObserver>> | undefined;
  // Stopped from outside, the run still stops its server and observer.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      observer?.kill();
      void server.stop().finally(() => process.exit(1));
    });
  }
  try {
    observer = await startObserver({ origin: server.origin, pid: server.pid, everyMs: 100 });
    const idleFrom = Date.now();
    await sleep(settings.settleSeconds * 1000);
    const idleTo = Date.now();
    log(`signing in ${settings.accounts} accounts…`);
    const tokens: string[] = [];
    for (let i = 0; i < settings.accounts; i++) tokens.push(await signIn(server.origin, i));
    const runId = Date.now().toString(36);
    const peakResetWorked = resetPeakRss(server.pid);
    log(`${settings.accounts} accounts each send ${settings.files} photos at once…`);
    const uploadFrom = Date.now();
    const outcomes = await Promise.all(
      tokens.flatMap((token, account) =>
        photos.map((photo, i) =>
          uploadOne(server.origin, token, distinctCopy(photo, `zeng bench ${runId} ${account} ${i}`), `IMG_${i}.JPG`),
        ),
      ),
    );
    const uploadTo = Date.now();
    const peakKb = peakResetWorked ? procStatusKb(server.pid, 'VmHWM') : 0;
    log(`every photo accepted in ${((uploadTo - uploadFrom) / 1000).toFixed(1)} s; watching the memory settle…`);
    await sleep(settings.afterSeconds * 1000);
    const observations = await observer.stop();

    const rssBetween = (from: number, to: number) =>
      observations.rss.filter(([t]) => t >= from && t <= to).map(([, kb]) => kb);
    const idleKb = median(rssBetween(idleTo - 3000, idleTo));
    const sampledPeakKb = Math.max(...rssBetween(uploadFrom, uploadTo + 1000));
    const afterKb = observations.rss.at(-1)?.[1] ?? 0;
    const retryAfter = outcomes.flatMap((o) => o.retryAfter);
    const times = outcomes.map((o) => o.ms).sort((a, b) => a - b);
    const run: UploadRun = {
      label: settings.label,
      date: new Date(uploadFrom).toISOString(),
      machine: host,
      accounts: settings.accounts,
      filesPerAccount: settings.files,
      photoMb: Math.round((photos.reduce((sum, p) => sum + p.length, 0) / photos.length / 1e6) * 10) / 10,
      serverEnv: { ...START_SCRIPT_ENV, ...passedOn },
      idleRssMb: mb(idleKb),
      peakRssMb: mb(Math.max(peakKb, sampledPeakKb)),
      peakGrowthMb: mb(Math.max(peakKb, sampledPeakKb) - idleKb),
      peakFrom: peakKb >= sampledPeakKb ? 'VmHWM' : 'samples',
      afterRssMb: mb(afterKb),
      afterSeconds: settings.afterSeconds,
      uploads: outcomes.length,
      busyAnswers: outcomes.reduce((sum, o) => sum + o.busy, 0),
      retryAfterSeconds: retryAfter.length ? [Math.min(...retryAfter), Math.max(...retryAfter)] : null,
      allAcceptedSeconds: Math.round((uploadTo - uploadFrom) / 100) / 10,
      acceptedP50Seconds: Math.round(percentile(times, 50) / 100) / 10,
      healthzIdle: latencyStats(observations.healthz.filter(([t]) => t >= idleFrom && t <= idleTo)),
      healthzUploading: latencyStats(observations.healthz.filter(([t]) => t >= uploadFrom && t <= uploadTo)),
      serverWarnings: server.warnings().length,
    };
    process.stdout.write(`${writeUploadResults(run)}\n`);
  } finally {
    observer?.kill();
    await server.stop();
    if (process.env.BENCH_UPLOAD_SERVER_LOG)
      copyFileSync(join(temp, 'server.log'), process.env.BENCH_UPLOAD_SERVER_LOG);
    rmSync(temp, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
