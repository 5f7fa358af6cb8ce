import { randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from './testing/global-setup.js';
import { redisTestNamespace, TEST_REDIS_URL } from './testing/redis-namespace.js';
import { type S3TestServer, startS3Server } from './testing/s3-server.js';
import { type ServerProcess, startServerProcess } from './testing/server-process.js';

/**
 * Two server processes behind an imaginary load balancer, sharing one PostgreSQL, one Redis and one
 * S3-compatible store and nothing else: whatever one instance does, the other sees. Runs once per CI
 * run (with TEST_DATABASE_URL), since it brings its own processes and stores either way.
 */
const SERVER_URL = process.env.TEST_DATABASE_URL;
const redisSpace = redisTestNamespace();
const PREFIX = redisSpace.prefix;
const API = '/api/v1/zeng';
const MODERATOR = `99450${randomInt(1_000_000, 9_999_999)}`;

let database = '';
let s3: S3TestServer;
let dataDirs: string[] = [];
let first: ServerProcess;
let second: ServerProcess;

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (!SERVER_URL) return;
  database = `zeng_scale_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await admin((c) => c.query(`CREATE DATABASE ${database}`));
  s3 = await startS3Server();
  const env = (name: string) => {
    const dir = mkdtempSync(join(tmpdir(), `zeng-${name}-`));
    dataDirs.push(dir);
    return {
      NODE_ENV: 'test',
      DATABASE_URL: withDatabase(SERVER_URL, database),
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: PREFIX,
      JWT_SECRET: 'scale-out-secret-that-is-long-enough-for-hs256',
      ADMIN_PHONES: MODERATOR,
      DATA_DIR: dir,
      DEMO_DATA: 'false',
      WEB_DIST_DIR: '/nonexistent',
      LOG_LEVEL: 'warn',
      PUBLIC_ORIGIN: 'https://zeng.test',
      ...s3.env,
    };
  };
  // Both start at once, as after a deploy: the migrations must not race.
  [first, second] = await Promise.all([startServerProcess(env('a')), startServerProcess(env('b'))]);
}, 120_000);

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await s3?.close();
  if (database) await admin((c) => c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  dataDirs = [];
  await redisSpace.clear();
});

async function call(
  server: ServerProcess,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
) {
  const { token, body } = options;
  const res = await fetch(`${server.url}${API}${path}`, {
    method,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

/** Signs a person up through `asks` and confirms the code through `confirms`: the session they get. */
async function signUp(asks: ServerProcess, confirms: ServerProcess, phoneNumber: string) {
  const sent = await call(asks, 'POST', '/auth/register', {
    body: { firstName: 'Aysel', lastName: 'Quliyeva', phoneNumber },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  // Each process keeps its own development outbox: the code is in the one that sent it.
  const outbox = await call(asks, 'GET', `/dev/sms-outbox?phoneNumber=${phoneNumber}`);
  const confirmed = await call(confirms, 'POST', '/auth/confirm', {
    body: { phoneNumber, confirmCode: outbox.body[0].code },
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return confirmed.body as { access_token: string; refresh_token: string };
}

const aPhone = () => `99455${randomInt(1_000_000, 9_999_999)}`;

describe.runIf(SERVER_URL)('two server processes on one PostgreSQL, Redis and S3 store', () => {
  it('honour each other’s tokens, images and moderation, and list the same adverts', async () => {
    const seller = await signUp(first, second, aPhone());
    expect((await call(first, 'GET', '/auth', { token: seller.access_token })).status).toBe(200);
    expect((await call(second, 'GET', '/auth', { token: seller.access_token })).status).toBe(200);

    // A photo uploaded through the first is served by the second, from the shared store.
    const photo = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#3060c0' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'phone.jpg');
    const uploaded = await fetch(`${first.url}${API}/storage/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${seller.access_token}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const [imageUrl] = (await uploaded.json()) as string[];
    const served = await fetch(`${second.url}${imageUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');

    // Posted through the second, approved through the first, listed by both.
    const districts = await call(second, 'GET', '/district');
    const posted = await call(second, 'POST', '/accessory', {
      token: seller.access_token,
      body: {
        id: null,
        type: 'CASE',
        name: 'Scale-out case',
        districtId: districts.body[0].id,
        imageUrls: [imageUrl],
        condition: 'new',
        price: 25,
      },
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);

    const moderator = await signUp(second, first, MODERATOR);
    const request = await call(first, 'GET', `/accessory/admin/${posted.body.id}`, { token: moderator.access_token });
    const approved = await call(first, 'PUT', `/accessory/approve/${posted.body.id}`, {
      token: moderator.access_token,
      body: { submittedAt: request.body.submittedAt },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    for (const server of [first, second]) {
      const listed = await call(server, 'GET', '/accessory');
      expect(listed.body.accessories.map((a: { id: number }) => a.id)).toContain(posted.body.id);
    }
  });

  it('end a session on both when it is logged out on one', async () => {
    const session = await signUp(first, first, aPhone());
    expect((await call(second, 'GET', '/auth', { token: session.access_token })).status).toBe(200);
    const out = await fetch(`${first.url}${API}/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.access_token}`, refreshToken: `Bearer ${session.refresh_token}` },
    });
    expect(out.status).toBe(200);
    const deadline = Date.now() + 3000;
    let status = 200;
    while (status === 200 && Date.now() < deadline) {
      status = (await call(second, 'GET', '/auth', { token: session.access_token })).status;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(401);
  });

  it('share rate limits: one code a minute per number, whichever instance is asked', async () => {
    const phoneNumber = aPhone();
    const names = { firstName: 'Aysel', lastName: 'Quliyeva', phoneNumber };
    expect((await call(first, 'POST', '/auth/register', { body: names })).status).toBe(200);
    const again = await call(second, 'POST', '/auth/register', { body: names });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(50);
    // The counters live under this run's REDIS_KEY_PREFIX, apart from any other site on that Redis.
    const redis = new Redis(TEST_REDIS_URL);
    expect(await redis.keys(`${PREFIX}rate:*`)).not.toHaveLength(0);
    await redis.quit();
  });
});
