import { Readable } from 'node:stream';
import { submissionSchemas } from '@zeng/contract/adverts';
import { authenticateRequestSchema, confirmRequestSchema, registerRequestSchema } from '@zeng/contract/auth';
import { COMMENT_MAX_LENGTH, MAX_IMAGES, PRICE_MAX } from '@zeng/contract/constants';
import { isErrorResponse } from '@zeng/contract/error-answer';
import { rejectionSchema } from '@zeng/contract/moderation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ramComponents, storageComponents } from '../db/reference/catalog.js';
import { uploads } from '../db/schema.js';
import { createUser, REF, TestClock, tokenFor } from '../testing/factories.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { AUTH_BODY_LIMIT_BYTES, JSON_BODY_LIMIT_BYTES, MIN_JSON_BODY_LIMIT_BYTES } from './body-limits.js';

/**
 * The JSON body limits against the largest bodies the contract accepts, built from its schemas: every
 * text at its longest, in characters of three bytes (the most one character the contract accepts takes
 * in UTF-8: control characters and lone surrogates are refused, a pair is two characters of four bytes).
 */
const WIDE = '€';
const wide = (length: number) => WIDE.repeat(length);
const bytes = (body: unknown) => Buffer.byteLength(JSON.stringify(body));

/** The longest lookups a form sends (the server reads only the component's id and type). */
const longest = (names: readonly (readonly [number, string, number])[]) =>
  names.reduce((a, b) => (b[1].length > a[1].length ? b : a));
const [storageId, storageName] = longest(storageComponents);
const [ramId, ramName] = longest(ramComponents);
const INT_MAX = 2_147_483_647;
/** An image address as long as the contract lets it be (the server then refuses it as not issued by it). */
const LONGEST_IMAGE_URL = wide(500);

function largestSubmission(category: keyof typeof submissionSchemas, imageUrl = LONGEST_IMAGE_URL) {
  const common = { id: INT_MAX, price: PRICE_MAX, districtId: INT_MAX, comment: wide(COMMENT_MAX_LENGTH) };
  const imageUrls = Array.from({ length: MAX_IMAGES }, () => imageUrl);
  const device = {
    ...common,
    imageUrls,
    brandId: INT_MAX,
    modelId: INT_MAX,
    color: 'Turquoise',
    condition: 'used',
    mainMemory: { id: storageId, type: 'STORAGE', capacity: storageName },
    ram: { id: ramId, type: 'RAM', capacity: ramName },
    simType: 'Single SIM',
  };
  switch (category) {
    case 'phone':
    case 'tablet':
      return device;
    case 'sim':
      return { ...common, simProviderId: INT_MAX, number: '+994 (50) 123-45-67' };
    case 'accessory':
      return { ...common, imageUrls, name: wide(100), type: 'SCREEN_PROTECTOR', condition: 'used' };
  }
}

const CATEGORIES = Object.keys(submissionSchemas) as Array<keyof typeof submissionSchemas>;
const largestRegister = {
  firstName: wide(50),
  lastName: wide(50),
  phoneNumber: '+994 (50) 123-45-67',
  accountType: 'BUSINESS',
};

describe('the largest bodies the contract accepts', () => {
  it('are valid, and one character or image more is refused: they are the contract’s largest', () => {
    for (const category of CATEGORIES) {
      const body = largestSubmission(category) as Record<string, unknown>;
      expect(submissionSchemas[category].safeParse(body).success, category).toBe(true);
      const longer: Record<string, unknown>[] = [{ comment: `${body.comment}${WIDE}` }];
      if (Array.isArray(body.imageUrls)) {
        longer.push({ imageUrls: [...body.imageUrls, LONGEST_IMAGE_URL] });
        longer.push({ imageUrls: [`${LONGEST_IMAGE_URL}${WIDE}`] });
      }
      if (category === 'accessory') longer.push({ name: `${body.name}${WIDE}` });
      for (const change of longer) {
        expect(submissionSchemas[category].safeParse({ ...body, ...change }).success, JSON.stringify(change)).toBe(
          false,
        );
      }
    }
    expect(registerRequestSchema.safeParse(largestRegister).success).toBe(true);
    expect(registerRequestSchema.safeParse({ ...largestRegister, firstName: wide(51) }).success).toBe(false);
  });

  it('fit twice into the JSON body limit, and the sign-in calls’ into theirs', () => {
    const largest = Math.max(...CATEGORIES.map((c) => bytes(largestSubmission(c))));
    const reason = { submittedAt: '2026-06-15T12:00:00.000Z', reason: wide(300) };
    expect(rejectionSchema.safeParse(reason).success).toBe(true);
    // About 9.5 KB: an advert with five 500-character addresses, a 500-character comment and a name.
    expect(largest).toBeGreaterThan(9000);
    expect(JSON_BODY_LIMIT_BYTES).toBeGreaterThanOrEqual(2 * Math.max(largest, bytes(reason)));
    expect(MIN_JSON_BODY_LIMIT_BYTES).toBeGreaterThanOrEqual(largest);

    const confirm = { phoneNumber: largestRegister.phoneNumber, confirmCode: '123456' };
    expect(confirmRequestSchema.safeParse(confirm).success).toBe(true);
    expect(authenticateRequestSchema.safeParse({ phoneNumber: largestRegister.phoneNumber }).success).toBe(true);
    expect(AUTH_BODY_LIMIT_BYTES).toBeGreaterThanOrEqual(2 * Math.max(bytes(largestRegister), bytes(confirm)));
  });
});

describe('a JSON body over the limit', () => {
  const clock = new TestClock(new Date('2026-06-15T12:00:00Z'));
  let t: TestApp;
  let token: string;
  let sellerId: number;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    const seller = await createUser(t.database.db);
    sellerId = seller.id;
    token = await tokenFor(t.config.JWT_SECRET, seller, clock.now());
  });
  afterAll(() => t.close());

  /** A body that is not even JSON: a 413 for it proves the limit refused it before any parsing. */
  const notJson = (size: number) => `{${'x'.repeat(size - 1)}`;

  const post = (url: string, payload: string | Readable, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/zeng${url}`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
      payload,
    });

  function expectTooLarge(res: Awaited<ReturnType<typeof post>>) {
    expect(res.statusCode, res.body).toBe(413);
    const body = res.json();
    expect(isErrorResponse(body)).toBe(true);
    expect(body).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
  }

  it('answers 413 PAYLOAD_TOO_LARGE before parsing it, by its Content-Length or while reading it', async () => {
    // Just over the limit: under the old 1 MB limit this was read and parsed (400 MALFORMED_JSON).
    expectTooLarge(await post('/phone', notJson(JSON_BODY_LIMIT_BYTES + 1)));
    // Without a Content-Length (chunked), refused once more than the limit has arrived.
    const chunked = post('/phone', Readable.from([notJson(JSON_BODY_LIMIT_BYTES), 'x'.repeat(64)]), {});
    expectTooLarge(await chunked);
    // The body: 0.93 MB of JSON with 90,000 keys, to a call that reads none of them.
    const keys = Array.from({ length: 90_000 }, (_, i) => `"k${i.toString(36)}":10`).join(',');
    expectTooLarge(await post('/auth/register', `{${keys}}`));
  });

  it('the sign-in calls take at most 1 KB', async () => {
    const padded = JSON.stringify({ ...largestRegister, padding: 'x'.repeat(AUTH_BODY_LIMIT_BYTES) });
    for (const url of ['/auth/register', '/auth/authenticate', '/auth/confirm']) {
      expectTooLarge(await post(url, padded));
    }
    // The largest real one passes the limit (and the check: a code is sent).
    const res = await post('/auth/register', JSON.stringify({ ...largestRegister, phoneNumber: '994501230001' }));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('the largest body the contract accepts is read, and answered by its content', async () => {
    // Unknown ids and five addresses the server never issued: refused for what they say, not for their size.
    const res = await post('/accessory', JSON.stringify({ ...largestSubmission('accessory'), id: null }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('the largest advert a person can send is saved, and so is its edit', async () => {
    // Five uploads with the longest keys the server issues, every text at its longest.
    const keys = Array.from({ length: MAX_IMAGES }, (_, i) => `${'k'.repeat(63)}${i}`);
    await t.database.db
      .insert(uploads)
      .values(keys.map((key) => ({ key, userId: sellerId, width: 1200, height: 900 })));
    const imageUrls = keys.map((key) => `/uploads/${key}-thumb.webp`);
    for (const category of ['phone', 'accessory'] as const) {
      const body = {
        ...largestSubmission(category),
        id: null,
        districtId: REF.baku,
        imageUrls,
        ...(category === 'phone' && {
          brandId: REF.apple,
          modelId: REF.iphone,
          mainMemory: { id: storageId, type: 'STORAGE', capacity: storageName },
          ram: { id: ramId, type: 'RAM', capacity: ramName },
        }),
        ...(category === 'accessory' && { name: wide(100) }),
      };
      const created = await post(`/${category}`, JSON.stringify(body));
      expect(created.statusCode, created.body).toBe(200);
      const { id } = created.json();
      const edited = await post(`/${category}`, JSON.stringify({ ...body, id, comment: wide(COMMENT_MAX_LENGTH - 1) }));
      expect(edited.statusCode, edited.body).toBe(200);
    }
  });
});
