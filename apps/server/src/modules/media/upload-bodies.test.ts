import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryRateLimitStore } from '../../infra/rate-limit/memory.js';
import { createUser, TestClock, tokenFor } from '../../testing/factories.js';
import { multipart } from '../../testing/multipart.js';
import { type RawAnswer, RawRequest } from '../../testing/raw-http.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { ImageQueue } from './image-queue.js';
import { incomingDir } from './spool.js';

/**
 * Issue 34, point 4: uploads cannot be held open. Twelve uploads sending a byte every few seconds held
 * every place of the image queue, so nobody else could add a photo. Now a body must arrive at a
 * minimum rate and within a time limit (408 REQUEST_TIMEOUT, its partial file removed), an upload
 * takes a queue place only once its files are on disk, and one account's uploads in progress are
 * limited (429). Point 6: a client resetting its own upload is not logged as a database outage.
 *
 * The limits are small here so the test is quick: a body must bring 1 KB a second over each window of
 * 2.5 s, and arrive whole within 5 s.
 */

const NOW = new Date('2026-06-15T12:00:00Z');
const clock = new TestClock(NOW);
const limits = new MemoryRateLimitStore(clock);
const dataDir = mkdtempSync(join(tmpdir(), 'zeng-upload-bodies-'));
// One decode and one upload waiting for it, as in upload-queue.test.ts: two held places fill it.
const queue = new ImageQueue({ decodes: 1, waiting: 1 });
const IN_PROGRESS_PER_ACCOUNT = 3;
const REQUEST_TIMEOUT_MS = 5000;
const RATE_WINDOW_MS = 2500;
const logLines: Array<{ level: number; msg: string; req?: { url?: string } }> = [];
let t: TestApp;
let origin: string;
/** Every connection a test opened by hand, closed at the end whatever the server did with it. */
const opened: RawRequest[] = [];

beforeAll(async () => {
  t = await createTestApp(
    {
      DATA_DIR: dataDir,
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      UPLOAD_RATE_WINDOW_MS: String(RATE_WINDOW_MS),
      UPLOAD_MIN_BYTES_PER_SECOND: '1024',
      UPLOADS_IN_PROGRESS_PER_ACCOUNT: String(IN_PROGRESS_PER_ACCOUNT),
    },
    {
      clock,
      rateLimits: limits,
      imageQueue: queue,
      logger: { level: 'info', stream: { write: (line: string) => void logLines.push(JSON.parse(line)) } },
    },
  );
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const request of opened) request.destroy();
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const UPLOAD_PATH = '/api/v1/zeng/storage/upload';
/** The files waiting in DATA_DIR/incoming (none while there is no such folder). */
const incoming = () => (existsSync(incomingDir(dataDir)) ? readdirSync(incomingDir(dataDir)) : []);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await pause(20);
  }
}

async function newToken() {
  const user = await createUser(t.database.db);
  return tokenFor(t.config.JWT_SECRET, user, NOW);
}

/** A noisy photo (some 35 KB at 300 × 200, 10 KB at 160 × 100), different for every seed. */
const photo = (seed: number, width = 300, height = 200) =>
  sharp({
    create: {
      width: width + seed,
      height,
      channels: 3,
      background: { r: seed % 256, g: 120, b: 80 },
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();

let seeds = 0;

/** A photo uploaded at full speed, as the form sends it: its status and JSON. */
async function upload(token: string) {
  const body = multipart([{ data: await photo(++seeds) }]);
  const res = await fetch(`${origin}${UPLOAD_PATH}`, {
    method: 'POST',
    headers: { 'content-type': body.contentType, authorization: `Bearer ${token}` },
    body: body.payload,
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

/** Uploads the server has begun to read ("incoming request" lines), to know the held ones have arrived. */
const uploadsReceived = () => logLines.filter((line) => line.req?.url === UPLOAD_PATH).length;

/** An upload's connection with its headers sent, the body left to the test. */
async function openUpload(token: string, body: { contentType: string; payload: Buffer }) {
  const request = await RawRequest.open(origin, 'POST', UPLOAD_PATH, {
    'content-type': body.contentType,
    'content-length': String(body.payload.length),
    authorization: `Bearer ${token}`,
  });
  opened.push(request);
  return request;
}

/**
 * An upload whose headers, its file part's head and the photo's first bytes arrive at once, and the rest
 * `size` bytes every `everyMs`: a byte every half second holds the connection open at 2 bytes a second.
 */
async function heldUpload(token: string, { size = 1, everyMs = 500 } = {}) {
  const body = multipart([{ data: await photo(++seeds) }]);
  const request = await openUpload(token, body);
  const firstBytes = body.payload.indexOf('\r\n\r\n') + 4 + 200;
  request.write(body.payload.subarray(0, firstBytes));
  request.trickle(body.payload.subarray(firstBytes), size, everyMs);
  return request;
}

/** The answer, or null when none came within `ms`. */
const answeredWithin = (answer: Promise<RawAnswer | null>, ms: number) =>
  Promise.race([answer, pause(ms).then(() => null)]);

function expectCutOff(answer: RawAnswer | null) {
  expect(answer).toMatchObject({
    status: 408,
    headers: { connection: 'close' },
    body: {
      statusCode: 408,
      error: 'Request Timeout',
      code: 'REQUEST_TIMEOUT',
      message: expect.stringMatching(/slow|took longer/),
    },
  });
}

describe('uploads sent slowly', () => {
  it('cannot hold the queue: others add photos, even on a slow network, and the held ones are cut off with 408', async () => {
    const before = uploadsReceived();
    // Twelve held uploads from four accounts (each at its limit of uploads in progress).
    const tokens = await Promise.all([newToken(), newToken(), newToken(), newToken()]);
    const held = await Promise.all(
      tokens.flatMap((token) => Array.from({ length: IN_PROGRESS_PER_ACCOUNT }, () => heldUpload(token))),
    );
    await until(() => uploadsReceived() >= before + held.length, 'the server has begun reading every held upload');

    const heldAnswers = held.map((request) =>
      answeredWithin(request.answer, RATE_WINDOW_MS * 3).then((answer) => ({ answer, at: Date.now() })),
    );

    // Another person's photo goes through while they are held (none of them answered yet).
    const started = Date.now();
    const other = await upload(await newToken());
    const otherAnsweredAt = Date.now();
    expect(other.status).toBe(200);
    expect(other.body).toEqual([expect.stringMatching(/^\/uploads\/.+-large\.webp$/)]);
    expect(otherAnsweredAt - started).toBeLessThan(10_000);

    // So does a phone on a slow network, its 10 KB photo arriving over two windows at 3 KB a second.
    const slowBody = multipart([{ data: await photo(++seeds, 160, 100) }]);
    const slowPhone = await openUpload(await newToken(), slowBody);
    slowPhone.trickle(slowBody.payload, 1024, 300);
    expect(await slowPhone.answer).toMatchObject({ status: 200, body: [expect.stringMatching(/-large\.webp$/)] });

    // The held ones, far under the minimum rate, are answered 408 after the first window, and every
    // partial file is removed.
    for (const { answer, at } of await Promise.all(heldAnswers)) {
      expectCutOff(answer);
      expect(at).toBeGreaterThanOrEqual(otherAnsweredAt);
    }
    await until(() => incoming().length === 0, 'the partial files are removed');
    expect(queue.size).toBe(0);
  });

  it('answers 408 to a body that keeps a decent pace but takes longer than the time limit', async () => {
    const token = await newToken();
    // 4 KB a second, above the minimum, of a body of 100 KB: 25 s to arrive, where 5 s are allowed.
    const body = multipart([{ data: Buffer.concat([await photo(++seeds), Buffer.alloc(100 * 1024, 1)]) }]);
    const request = await openUpload(token, body);
    request.trickle(body.payload, 1024, 250);
    const answer = await answeredWithin(request.answer, REQUEST_TIMEOUT_MS + 3000);
    expectCutOff(answer);
    expect(answer?.body).toMatchObject({ message: expect.stringMatching(/took longer than 5 seconds/) });
    await until(() => incoming().length === 0, 'the partial file is removed');
  });
});

describe('uploads in progress per account', () => {
  it('answers 429 with Retry-After past the limit, to that account alone, until its uploads end', async () => {
    const token = await newToken();
    const before = uploadsReceived();
    // Uploads at 5 KB a second, above the minimum: in progress until the time limit cuts them off.
    const held = await Promise.all(
      Array.from({ length: IN_PROGRESS_PER_ACCOUNT }, () => heldUpload(token, { size: 1024, everyMs: 200 })),
    );
    await until(() => uploadsReceived() >= before + held.length, 'the server has begun reading the held uploads');

    const refused = await upload(token);
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get('retry-after'));
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(refused.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'RATE_LIMITED',
      message: expect.stringContaining(`${IN_PROGRESS_PER_ACCOUNT} photo uploads in progress`),
      params: { retryAfterSeconds: seconds },
    });

    // Somebody else is not held back by it.
    expect((await upload(await newToken())).status).toBe(200);

    // Once the held uploads are over (here cut off), the account uploads again.
    for (const answer of await Promise.all(held.map((request) => request.answer))) expectCutOff(answer);
    expect((await upload(token)).status).toBe(200);
  });
});

describe('an upload its client resets', () => {
  it('is not logged as the database being unavailable, and frees its place', async () => {
    const token = await newToken();
    const cut: RawRequest[] = [];
    for (let i = 0; i < IN_PROGRESS_PER_ACCOUNT; i++) {
      const request = await heldUpload(token, { everyMs: 60_000 });
      await until(() => incoming().length === 1, 'the upload is being written to disk');
      request.reset();
      cut.push(request);
      await until(() => incoming().length === 0, 'the partial file is removed');
    }
    await Promise.all(cut.map((request) => request.answer));
    await pause(300);

    expect(logLines.filter((line) => /database/i.test(line.msg))).toEqual([]);
    expect(logLines.filter((line) => line.level >= 50)).toEqual([]);
    const ready = await fetch(`${origin}/readyz`);
    expect(ready.status).toBe(200);
    // The resets ended the account's uploads in progress: it may upload again at once.
    expect((await upload(token)).status).toBe(200);
  });
});
