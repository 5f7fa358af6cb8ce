import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryRateLimitStore } from '../../infra/rate-limit/memory.js';
import { createUser, TestClock, tokenFor } from '../../testing/factories.js';
import { type FilePart, multipart } from '../../testing/multipart.js';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app.js';
import { ImageQueue } from './image-queue.js';
import { incomingDir } from './spool.js';
import { UPLOAD_WINDOW_MS, uploadRateKey } from './upload-service.js';
import { contentKey } from './urls.js';

/**
 * Issue 18, item 5: uploads take turns in a small queue of decodes; a full queue answers 503 with
 * Retry-After at once, before the body is read, and an admitted upload waits with its files on disk
 * (DATA_DIR/incoming), not in memory, removed once it is answered. Since issue 34 an upload takes its
 * place once its files have arrived (upload-bodies.test.ts).
 */

const NOW = new Date('2026-06-15T12:00:00Z');
const clock = new TestClock(NOW);
const limits = new MemoryRateLimitStore(clock);
const dataDir = mkdtempSync(join(tmpdir(), 'zeng-upload-queue-'));
// One decode and one upload waiting for it: a third upload finds the queue full.
const queue = new ImageQueue({ decodes: 1, waiting: 1 });
/** The files waiting in DATA_DIR/incoming (none while there is no such folder). */
const incoming = () => (existsSync(incomingDir(dataDir)) ? readdirSync(incomingDir(dataDir)) : []);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir }, { clock, rateLimits: limits, imageQueue: queue });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function upload(token: string, files: FilePart[]) {
  const body = multipart(files);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/zeng/storage/upload',
    headers: { 'content-type': body.contentType, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

async function newUser() {
  const user = await createUser(t.database.db);
  return { user, token: await tokenFor(t.config.JWT_SECRET, user, NOW) };
}

/** A noisy photo of some 100 KB, different for every seed. */
const photo = (seed: number) =>
  sharp({
    create: {
      width: 600 + seed,
      height: 400,
      channels: 3,
      background: { r: seed % 256, g: 120, b: 80 },
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();

/** Images counted against the person's hourly allowance so far. */
async function counted(userId: number) {
  const hit = await limits.hit(uploadRateKey(userId), UPLOAD_WINDOW_MS);
  await limits.undo(uploadRateKey(userId));
  return hit.count - 1;
}

async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Takes the only decode, as a long upload would, until the returned function is called. */
function holdTheDecode() {
  const place = queue.enter();
  let release: () => void = () => {};
  const held = place.decode(() => new Promise<void>((resolve) => (release = resolve)));
  return async () => {
    release();
    await held;
    place.leave();
  };
}

describe('the image queue of POST /storage/upload', () => {
  it('answers 503 SERVER_BUSY with Retry-After when the queue is full, before reading the file, while admitted uploads complete', async () => {
    const first = await newUser();
    const second = await newUser();
    const release = holdTheDecode();
    const waitingPhoto = await photo(1);

    // Admitted: its file goes to disk, owner-only, whole, and then it waits in the queue for the decode.
    const admitted = upload(first.token, [{ data: waitingPhoto }]);
    await until(
      () => incoming().some((name) => statSync(join(incomingDir(dataDir), name)).size === waitingPhoto.length),
      'the admitted upload is on disk',
    );
    await until(() => queue.size === 2, 'the admitted upload waits in the queue');
    const [spooled] = incoming();
    const spooledPath = join(incomingDir(dataDir), spooled as string);
    expect(readFileSync(spooledPath).equals(waitingPhoto)).toBe(true);
    expect(statSync(spooledPath).mode & 0o777).toBe(0o600);
    expect(statSync(incomingDir(dataDir)).mode & 0o777).toBe(0o700);
    expect(queue.size).toBe(2);

    // The queue is full: refused at once, in the API's error shape, its file never read or counted.
    const refused = await upload(second.token, [{ data: await photo(2) }]);
    expect(refused.status).toBe(503);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(refused.body).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: expect.stringContaining('busy'),
      code: 'SERVER_BUSY',
      params: { retryAfterSeconds: seconds },
    });
    expect(incoming()).toEqual([spooled]);
    expect(await counted(second.user.id)).toBe(0);

    // The decode comes free: the waiting upload is decoded and answered, and its file removed.
    await release();
    const done = await admitted;
    expect(done.status).toBe(200);
    expect(done.body).toEqual([`/uploads/${contentKey(waitingPhoto)}-large.webp`]);
    expect(incoming()).toEqual([]);
    expect(queue.size).toBe(0);

    // With room again, the refused person's upload goes through.
    expect((await upload(second.token, [{ data: await photo(2) }])).status).toBe(200);
  });

  it('leaves no file on disk when a file is refused, however it fails', async () => {
    const { token } = await newUser();
    const good = await photo(3);
    const notAPhoto = await upload(token, [{ data: good }, { data: Buffer.from('not a photo at all') }]);
    expect(notAPhoto.status).toBe(415);
    expect(notAPhoto.body.code).toBe('NOT_AN_IMAGE');
    expect(incoming()).toEqual([]);

    const tooLarge = await upload(token, [{ data: good }, { data: Buffer.alloc(11 * 1024 * 1024, 7) }]);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.code).toBe('FILE_TOO_LARGE');
    expect(incoming()).toEqual([]);

    const tooMany = await upload(
      token,
      await Promise.all([10, 11, 12, 13, 14, 15].map(async (seed) => ({ data: await photo(seed) }))),
    );
    expect(tooMany.status).toBe(413);
    expect(tooMany.body.code).toBe('TOO_MANY_FILES');
    expect(incoming()).toEqual([]);
    expect(queue.size).toBe(0);
  });

  it('decodes one upload at a time with one decode, the others waiting their turn', async () => {
    const users = await Promise.all([newUser(), newUser()]);
    const photos = await Promise.all([photo(20), photo(21)]);
    const answers = await Promise.all(users.map((u, i) => upload(u.token, [{ data: photos[i] as Buffer }])));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(incoming()).toEqual([]);
  });
});

describe('IMAGE_DECODES and IMAGE_QUEUE', () => {
  it('are read from the environment, the decodes left to the machine when unset', () => {
    expect(testConfig({ IMAGE_DECODES: '3', IMAGE_QUEUE: '0' })).toMatchObject({ IMAGE_DECODES: 3, IMAGE_QUEUE: 0 });
    const defaults = testConfig();
    expect(defaults.IMAGE_DECODES).toBeUndefined();
    expect(defaults.IMAGE_QUEUE).toBe(10);
    expect(() => testConfig({ IMAGE_DECODES: '0' })).toThrow(/IMAGE_DECODES/);
    expect(() => testConfig({ IMAGE_QUEUE: 'many' })).toThrow(/IMAGE_QUEUE/);
  });
});
