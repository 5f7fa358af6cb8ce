import { OTP_MAX_ATTEMPTS } from '@zeng/contract/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpChallenges, refreshTokens, users } from '../../db/schema.js';
import { createUser, nextPhone, TestClock } from '../../testing/factories.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { GUESSES_PER_CODE, GUESSES_PER_NUMBER_PER_DAY, REFRESH_REUSE_GRACE_MS } from './service.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const ADMIN_NEW = '994700000001';
const ADMIN_EXISTING = '994700000002';

const clock = new TestClock(new Date('2026-03-02T09:00:00Z'));
const advance = (ms: number) => clock.advance(ms);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_PHONES: `${ADMIN_NEW},${ADMIN_EXISTING}` }, { clock });
});
afterAll(() => t.close());

// Every number gets an address of its own, so the per-address limit only bites where a test wants it.
let addressSeq = 0;
const addresses = new Map<string, string>();
const addressOf = (phone: string) => {
  let address = addresses.get(phone);
  if (!address) {
    addressSeq += 1;
    address = `10.0.${Math.floor(addressSeq / 250)}.${(addressSeq % 250) + 1}`;
    addresses.set(phone, address);
  }
  return address;
};

interface Call {
  body?: unknown;
  headers?: Record<string, string>;
  address?: string;
}
async function call(method: 'GET' | 'POST', path: string, { body, headers, address }: Call = {}) {
  const res = await t.app.inject({
    method,
    url: `/api/v1/zeng${path}`,
    headers,
    remoteAddress: address,
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

const register = (phoneNumber: string, names: Record<string, string> = {}) =>
  call('POST', '/auth/register', {
    body: { firstName: 'Aysel', lastName: 'Quliyeva', phoneNumber, ...names },
    address: addressOf(phoneNumber),
  });
const authenticate = (phoneNumber: string) =>
  call('POST', '/auth/authenticate', { body: { phoneNumber }, address: addressOf(phoneNumber) });
const confirm = (phoneNumber: string, confirmCode: string | number) =>
  call('POST', '/auth/confirm', { body: { phoneNumber, confirmCode }, address: addressOf(phoneNumber) });
const refresh = (refreshToken: string) =>
  call('POST', '/auth/refresh-token', { headers: { refreshToken: `Bearer ${refreshToken}` } });
const me = (accessToken: string) => call('GET', '/auth', { headers: { authorization: `Bearer ${accessToken}` } });

/** The newest code the development outbox holds for a number. */
async function lastCode(phoneNumber: string): Promise<string> {
  const { status, body } = await call('GET', `/dev/sms-outbox?phoneNumber=${phoneNumber}`);
  expect(status).toBe(200);
  expect(body.length).toBeGreaterThan(0);
  return body[0].code;
}

/** A wrong code for sure: the right one plus one, on six digits. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function signUp(phoneNumber = nextPhone(), names: Record<string, string> = {}) {
  expect((await register(phoneNumber, names)).status).toBe(200);
  const res = await confirm(phoneNumber, await lastCode(phoneNumber));
  expect(res.status).toBe(200);
  return {
    phoneNumber,
    ...(res.body as { access_token: string; refresh_token: string; user_id: number; user_group: string }),
  };
}

/** Moves past the one-code-a-minute wait. */
const waitForResend = () => advance(61 * SECOND);

const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString());

describe('signing up', () => {
  it('sends a 6-digit code and creates the account only when the code is confirmed', async () => {
    const phone = nextPhone();
    const sent = await register(phone, { firstName: 'Rəşad', lastName: 'Məmmədov', accountType: 'BUSINESS' });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({
      message: expect.stringContaining('6-digit code'),
      phoneNumber: phone,
      resendAfterSeconds: 60,
      expiresInSeconds: 300,
      codesLeft: 4,
    });
    const code = await lastCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    const [sms] = (await call('GET', `/dev/sms-outbox?phoneNumber=${phone}`)).body;
    expect(sms.text).toContain(code);
    expect(await t.database.db.select().from(users).where(eq(users.phoneNumber, phone))).toHaveLength(0);

    const confirmed = await confirm(phone, code);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      user_id: expect.any(Number),
      user_group: 'USER',
    });
    expect((await me(confirmed.body.access_token)).body).toEqual({
      firstName: 'Rəşad',
      lastName: 'Məmmədov',
      phoneNumber: phone,
      userGroup: 'USER',
      accountType: 'BUSINESS',
      businessName: null,
      businessAddress: null,
      businessHours: null,
    });
  });

  it('hands out no token before the code is confirmed', async () => {
    const phone = nextPhone();
    const sent = await register(phone);
    expect(Object.keys(sent.body)).not.toContain('access_token');
    expect(Object.keys(sent.body)).not.toContain('refresh_token');
  });

  it('accepts a confirm code sent as a number or a string', async () => {
    const phone = nextPhone();
    await register(phone);
    const code = await lastCode(phone);
    expect((await confirm(phone, Number(code))).status).toBe(200);
  });

  it('replaces the pending names when someone signs up again, and only the newest code works', async () => {
    const phone = nextPhone();
    await register(phone, { firstName: 'Old', lastName: 'Name' });
    const first = await lastCode(phone);
    waitForResend();
    await register(phone, { firstName: 'Leyla', lastName: 'Əliyeva' });
    const second = await lastCode(phone);
    if (first !== second) expect((await confirm(phone, first)).status).toBe(400);
    const confirmed = await confirm(phone, second);
    expect(confirmed.status).toBe(200);
    expect((await me(confirmed.body.access_token)).body).toMatchObject({ firstName: 'Leyla', lastName: 'Əliyeva' });
  });

  it('refuses a number that already has an account', async () => {
    const { phoneNumber } = await signUp();
    waitForResend();
    const res = await register(phoneNumber);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'An account with this phone number already exists. Please log in.',
      code: 'ACCOUNT_EXISTS',
    });
  });

  it('reads a phone number in its usual spellings', async () => {
    const phone = nextPhone();
    const spaced = `+994 ${phone.slice(3, 5)} ${phone.slice(5, 8)} ${phone.slice(8, 10)} ${phone.slice(10)}`;
    const res = await call('POST', '/auth/register', {
      body: { firstName: 'Nigar', lastName: 'Həsənova', phoneNumber: spaced },
      address: addressOf(phone),
    });
    expect(res.status).toBe(200);
    expect(res.body.phoneNumber).toBe(phone);
    expect((await confirm(`0${phone.slice(3)}`, await lastCode(phone))).status).toBe(200);
  });

  it.each([
    ['too short', '99450123456'],
    ['too long', '9945012345678'],
    ['not a mobile code', '994401234567'],
    ['another country', '79161234567'],
    ['letters', '99450abc4567'],
    ['empty', ''],
  ])('refuses a phone number that is %s with 400', async (_case, phoneNumber) => {
    for (const [path, body] of [
      ['/auth/register', { firstName: 'A', lastName: 'B', phoneNumber }],
      ['/auth/authenticate', { phoneNumber }],
      ['/auth/confirm', { phoneNumber, confirmCode: 123456 }],
    ] as const) {
      const res = await call('POST', path, { body });
      expect(res.status, path).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.message).toContain('Phone number must be in the format 994XXXXXXXXX');
    }
  });

  it('refuses a name of nothing visible exactly as an empty one, and strips direction controls from names', async () => {
    const empty = await register(nextPhone(), { lastName: '' });
    expect(empty.status).toBe(400);
    for (const lastName of ['\u200b', '\u200b\u200b\u200b', '\u202e', ' \u2060\ufeff ', '\u3164']) {
      const res = await register(nextPhone(), { lastName });
      expect(res.status, JSON.stringify(lastName)).toBe(400);
      expect(res.body, JSON.stringify(lastName)).toEqual(empty.body);
    }
    const phone = nextPhone();
    const sent = await register(phone, { firstName: '\u202eAy\u200bsel\u2069', lastName: 'Quliyeva\ufeff' });
    expect(sent.status).toBe(200);
    const confirmed = await confirm(phone, await lastCode(phone));
    expect((await me(confirmed.body.access_token)).body).toMatchObject({ firstName: 'Aysel', lastName: 'Quliyeva' });
  });

  it('refuses a sign-up without names', async () => {
    const res = await call('POST', '/auth/register', {
      body: { firstName: ' ', lastName: 'B', phoneNumber: nextPhone() },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/firstName/);
  });
});

describe('logging in', () => {
  it('lets an existing account in with a code', async () => {
    const account = await signUp();
    waitForResend();
    const sent = await authenticate(account.phoneNumber);
    expect(sent.status).toBe(200);
    expect(sent.body.phoneNumber).toBe(account.phoneNumber);
    const res = await confirm(account.phoneNumber, await lastCode(account.phoneNumber));
    expect(res.status).toBe(200);
    expect(res.body.user_id).toBe(account.user_id);
    expect(res.body.refresh_token).not.toBe(account.refresh_token);
  });

  it('refuses a number without an account', async () => {
    const res = await authenticate(nextPhone());
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      code: 'ACCOUNT_NOT_FOUND',
      message: 'No account uses this phone number. Please sign up first.',
    });
  });
});

describe('one-time codes', () => {
  it('are valid for 5 minutes and not a second longer', async () => {
    const early = nextPhone();
    await register(early);
    advance(5 * MINUTE - SECOND);
    expect((await confirm(early, await lastCode(early))).status).toBe(200);

    const late = nextPhone();
    await register(late);
    advance(5 * MINUTE);
    const res = await confirm(late, await lastCode(late));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'OTP_EXPIRED', message: 'The code has expired. Request a new code.' });
  });

  it('say how many tries remain after a wrong code, and burn after the fifth', async () => {
    const phone = nextPhone();
    await register(phone);
    const code = await lastCode(phone);
    const messages: string[] = [];
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await confirm(phone, wrong(code));
      expect(res.status).toBe(400);
      messages.push(res.body.message);
      codes.push(`${res.body.code}:${res.body.params?.triesLeft ?? '-'}`);
    }
    // The code and the tries left are what the web app translates; the sentence is for developers.
    expect(codes).toEqual(['OTP_INVALID:4', 'OTP_INVALID:3', 'OTP_INVALID:2', 'OTP_INVALID:1', 'OTP_TOO_MANY_TRIES:-']);
    expect(messages).toEqual([
      'The code is not correct. 4 tries remain.',
      'The code is not correct. 3 tries remain.',
      'The code is not correct. 2 tries remain.',
      'The code is not correct. 1 try remains.',
      'Too many wrong codes. Request a new code.',
    ]);
    const right = await confirm(phone, code);
    expect(right.status).toBe(400);
    expect(right.body).toMatchObject({
      code: 'OTP_TOO_MANY_TRIES',
      message: 'Too many wrong codes. Request a new code.',
    });
  });

  it('are a number or six digits: anything else is refused with 400 and spends no try', async () => {
    const phone = nextPhone();
    await register(phone);
    const code = await lastCode(phone);
    // Each of these was once read as a number: true as 1, an array as its only element, "12345" as 012345.
    for (const confirmCode of [true, false, [code], [Number(code)], { code }, code.slice(1), `${code} `, '1e5', '']) {
      const res = await call('POST', '/auth/confirm', {
        body: { phoneNumber: phone, confirmCode },
        address: addressOf(phone),
      });
      expect(res.status, JSON.stringify(confirmCode)).toBe(400);
      expect(res.body.code, JSON.stringify(confirmCode)).toBe('VALIDATION_FAILED');
      expect(res.body.issues.map((i: { path: string }) => i.path)).toEqual(['confirmCode']);
    }
    const missed = await confirm(phone, wrong(code));
    expect(`${missed.body.code}:${missed.body.params?.triesLeft}`).toBe('OTP_INVALID:4');
    expect((await confirm(phone, code)).status).toBe(200);
  });

  it('cannot be used twice', async () => {
    const phone = nextPhone();
    await register(phone);
    const code = await lastCode(phone);
    expect((await confirm(phone, code)).status).toBe(200);
    const again = await confirm(phone, code);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      code: 'OTP_USED',
      message: 'This code has already been used. Request a new code.',
    });
  });

  it('answers 400 when no code was sent to the number', async () => {
    const res = await confirm(nextPhone(), 123456);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'OTP_NOT_REQUESTED',
      message: 'No code was sent to this number. Request a code first.',
    });
  });

  it('are never stored in clear', async () => {
    const phone = nextPhone();
    await register(phone);
    const code = await lastCode(phone);
    const rows = await t.database.db.select().from(otpChallenges).where(eq(otpChallenges.phoneNumber, phone));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.codeHash).not.toContain(code);
  });
});

describe('limits on codes', () => {
  it('send a number at most one code a minute and say how long to wait', async () => {
    const phone = nextPhone();
    await register(phone);
    const again = await register(phone);
    expect(again.status).toBe(429);
    expect(again.headers['retry-after']).toBe('60');
    expect(again.body).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Please wait 60 seconds before requesting a new code.',
    });

    advance(45 * SECOND);
    const later = await register(phone);
    expect(later.headers['retry-after']).toBe('15');
    expect(later.body.message).toBe('Please wait 15 seconds before requesting a new code.');

    advance(15 * SECOND);
    expect((await register(phone)).status).toBe(200);
  });

  it('count sign-up and login codes together', async () => {
    const { phoneNumber } = await signUp();
    const res = await authenticate(phoneNumber);
    expect(res.status).toBe(429);
  });

  it('send a number at most 5 codes an hour from one address, and say how many remain', async () => {
    const phone = (await signUp()).phoneNumber;
    waitForResend();
    const left: number[] = [];
    for (let i = 0; i < 4; i++) {
      const sent = await authenticate(phone);
      expect(sent.status, `code ${i + 2}`).toBe(200);
      left.push(sent.body.codesLeft);
      waitForResend();
    }
    // The sign-up's code was the first of the five.
    expect(left).toEqual([3, 2, 1, 0]);
    const sixth = await authenticate(phone);
    expect(sixth.status).toBe(429);
    const wait = Number(sixth.headers['retry-after']);
    expect(wait).toBe(60 * 60 - 5 * 61);
    expect(sixth.body.message).toBe('Too many codes were requested for this number. Try again in 55 minutes.');

    advance(wait * SECOND);
    expect((await authenticate(phone)).status).toBe(200);
  });

  it('forgive a first sign-up retried while its code lives: only the number’s 10 an hour count it', async () => {
    // Register, the wrong screen, register again, a new code, again…: each while the last code lives.
    const phone = nextPhone();
    const left: number[] = [];
    for (let i = 0; i < 10; i++) {
      const sent = await register(phone);
      expect(sent.status, `code ${i + 1}`).toBe(200);
      left.push(sent.body.codesLeft);
      waitForResend();
    }
    // The first code is counted per address too (4 more from it); the retries only per number.
    expect(left).toEqual([4, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    const eleventh = await register(phone);
    expect(eleventh.status).toBe(429);
    // The newest code still signs the person up.
    expect((await confirm(phone, await lastCode(phone))).status).toBe(200);
  });

  it('count a sign-up asked for again after its code expired as a new code from the address', async () => {
    const phone = nextPhone();
    const left: number[] = [];
    for (let i = 0; i < 5; i++) {
      const sent = await register(phone);
      expect(sent.status, `code ${i + 1}`).toBe(200);
      left.push(sent.body.codesLeft);
      advance(5 * MINUTE);
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);
    expect((await register(phone)).status).toBe(429);
  });

  it('let a new code follow at once when this address has spent its tries at the code', async () => {
    const phone = nextPhone();
    await register(phone);
    const code = await lastCode(phone);
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) await confirm(phone, wrong(code));
    expect((await confirm(phone, code)).body.code).toBe('OTP_TOO_MANY_TRIES');

    const again = await register(phone);
    expect(again.status).toBe(200);
    const fresh = await lastCode(phone);
    expect((await confirm(phone, fresh)).status).toBe(200);
  });

  it('keep the minute between codes while the code can still be tried', async () => {
    const phone = nextPhone();
    await register(phone);
    const code = await lastCode(phone);
    for (let i = 0; i < OTP_MAX_ATTEMPTS - 1; i++) await confirm(phone, wrong(code));
    expect((await register(phone)).status).toBe(429);
    // The refused request spent none of the code's remaining try.
    expect((await confirm(phone, code)).status).toBe(200);
  });

  it('let one address ask for at most 20 codes an hour, whatever the numbers', async () => {
    const address = '192.0.2.10';
    for (let i = 0; i < 20; i++) {
      const res = await call('POST', '/auth/authenticate', { body: { phoneNumber: nextPhone() }, address });
      expect(res.status).toBe(404);
    }
    const blocked = await call('POST', '/auth/authenticate', { body: { phoneNumber: nextPhone() }, address });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many code requests from your network. Try again in 60 minutes.');
    expect(blocked.headers['retry-after']).toBe('3600');

    const elsewhere = await call('POST', '/auth/authenticate', {
      body: { phoneNumber: nextPhone() },
      address: '192.0.2.11',
    });
    expect(elsewhere.status).toBe(404);
  });

  it('count a question about whether a number has an account as a code request (ADR 0008)', async () => {
    const { phoneNumber } = await signUp();
    const address = '192.0.2.12';
    const exists = () =>
      call('POST', '/auth/register', { body: { firstName: 'A', lastName: 'B', phoneNumber }, address });
    const missing = () => call('POST', '/auth/authenticate', { body: { phoneNumber: nextPhone() }, address });
    const answers: number[] = [];
    for (let i = 0; i < 10; i++) answers.push((await exists()).status, (await missing()).status);
    expect(answers).toEqual(Array.from({ length: 10 }, () => [409, 404]).flat());
    expect((await exists()).status).toBe(429);
    expect((await missing()).status).toBe(429);
  });
});

describe('the language of the code SMS', () => {
  const outbox = async (phone: string) => (await call('GET', `/dev/sms-outbox?phoneNumber=${phone}`)).body[0].text;

  it('is the language of the screen that asked (its Accept-Language)', async () => {
    const ru = nextPhone();
    await call('POST', '/auth/register', {
      body: { firstName: 'Anna', lastName: 'Ivanova', phoneNumber: ru },
      headers: { 'accept-language': 'ru' },
      address: addressOf(ru),
    });
    expect(await outbox(ru)).toBe(`Zeng: ваш код ${await lastCode(ru)}. Действует 5 минут. Никому его не сообщайте.`);

    const { phoneNumber: en } = await signUp();
    waitForResend();
    await call('POST', '/auth/authenticate', {
      body: { phoneNumber: en },
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
      address: addressOf(en),
    });
    expect(await outbox(en)).toBe(
      `Zeng: your code is ${await lastCode(en)}. It is valid for 5 minutes. Do not share it with anyone.`,
    );
  });

  it('is Azerbaijani when the request names no language we write', async () => {
    const phone = nextPhone();
    await call('POST', '/auth/register', {
      body: { firstName: 'Aysel', lastName: 'Quliyeva', phoneNumber: phone },
      headers: { 'accept-language': 'de' },
      address: addressOf(phone),
    });
    expect(await outbox(phone)).toBe(
      `Zeng: kodunuz ${await lastCode(phone)}. 5 dəqiqə etibarlıdır. Kodu heç kimə deməyin.`,
    );
  });
});

describe('a stranger hammering someone else’s number', () => {
  const STRANGER = '198.51.100.66';
  const authenticateFrom = (phoneNumber: string, address: string) =>
    call('POST', '/auth/authenticate', { body: { phoneNumber }, address });
  const confirmFrom = (phoneNumber: string, confirmCode: string, address: string) =>
    call('POST', '/auth/confirm', { body: { phoneNumber, confirmCode }, address });
  const registerFrom = (phoneNumber: string, address: string) =>
    call('POST', '/auth/register', { body: { firstName: 'Aysel', lastName: 'Quliyeva', phoneNumber }, address });

  it('cannot keep the owner from getting a code and signing in from another address', async () => {
    const owner = await signUp();
    const phone = owner.phoneNumber;
    waitForResend();
    // The stranger spends their own share of codes for the number: 5 in the hour, then 429.
    for (let i = 0; i < 5; i++) {
      expect((await authenticateFrom(phone, STRANGER)).status, `stranger code ${i + 1}`).toBe(200);
      waitForResend();
    }
    for (let i = 0; i < 10; i++) expect((await authenticateFrom(phone, STRANGER)).status).toBe(429);

    // The owner still gets a code, from their own address.
    const asked = await authenticate(phone);
    expect(asked.status).toBe(200);
    const code = await lastCode(phone);

    // The stranger's wrong guesses use up their tries at the code, not the owner's, and then the
    // address is refused outright.
    const answers: string[] = [];
    for (let i = 0; i < 45; i++) {
      const res = await confirmFrom(phone, wrong(code), STRANGER);
      answers.push(res.status === 429 ? '429' : res.body.code);
    }
    expect(answers.slice(0, 5)).toEqual([
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_TOO_MANY_TRIES',
    ]);
    expect(answers.slice(5, 40).every((a) => a === 'OTP_TOO_MANY_TRIES')).toBe(true);
    expect(answers.slice(40)).toEqual(['429', '429', '429', '429', '429']);

    const signedIn = await confirm(phone, code);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user_id).toBe(owner.user_id);
  });

  it('limit the codes a number gets from all addresses together: 10 an hour', async () => {
    const phone = (await signUp()).phoneNumber;
    waitForResend();
    const answers: number[] = [];
    for (let i = 0; i < 12; i++) answers.push((await authenticateFrom(phone, `198.51.100.${100 + i}`)).status);
    // One code went to the owner's sign-up already.
    expect(answers).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 429, 429, 429]);
    const refused = await authenticateFrom(phone, '198.51.100.200');
    expect(refused.body.message).toMatch(
      /^Too many codes were requested for this number\. Try again in \d+ minutes\.$/,
    );
  });

  it(`bound the guesses at one code to ${GUESSES_PER_CODE} in all, however many addresses guess`, async () => {
    const phone = nextPhone();
    await register(phone);
    const code = await lastCode(phone);
    const answers: string[] = [];
    for (let i = 0; i < 3 * OTP_MAX_ATTEMPTS; i++) {
      const res = await confirmFrom(phone, wrong(code), `203.0.113.${1 + Math.floor(i / OTP_MAX_ATTEMPTS)}`);
      answers.push(`${res.body.code}:${res.body.params?.triesLeft ?? '-'}`);
    }
    expect(answers.slice(0, 10)).toEqual([
      'OTP_INVALID:4',
      'OTP_INVALID:3',
      'OTP_INVALID:2',
      'OTP_INVALID:1',
      'OTP_TOO_MANY_TRIES:-',
      'OTP_INVALID:4',
      'OTP_INVALID:3',
      'OTP_INVALID:2',
      'OTP_INVALID:1',
      'OTP_TOO_MANY_TRIES:-',
    ]);
    expect(answers.slice(10).every((a) => a === 'OTP_TOO_MANY_TRIES:-')).toBe(true);
    const [row] = await t.database.db.select().from(otpChallenges).where(eq(otpChallenges.phoneNumber, phone));
    expect(row?.attempts).toBe(GUESSES_PER_CODE);
    // Burnt for everyone, the right code included.
    expect((await confirmFrom(phone, code, '203.0.113.99')).body.code).toBe('OTP_TOO_MANY_TRIES');
  });

  it(`bound the guesses at one number to ${GUESSES_PER_NUMBER_PER_DAY} a day, however many addresses guess`, async () => {
    const phone = nextPhone();
    let guesses = 0;
    let address = 0;
    const statuses: number[] = [];
    for (let codes = 0; codes < 7; codes++) {
      address += 1;
      expect((await registerFrom(phone, `192.0.2.${100 + address}`)).status).toBe(200);
      const code = await lastCode(phone);
      for (let i = 0; i < GUESSES_PER_CODE; i++) {
        const from = `192.0.2.${100 + address + (i < OTP_MAX_ATTEMPTS ? 0 : 50)}`;
        statuses.push((await confirmFrom(phone, wrong(code), from)).status);
        guesses += 1;
      }
    }
    expect(guesses).toBe(70);
    expect(statuses.slice(0, GUESSES_PER_NUMBER_PER_DAY).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(GUESSES_PER_NUMBER_PER_DAY).every((status) => status === 429)).toBe(true);

    advance(24 * 60 * MINUTE);
    expect((await registerFrom(phone, '192.0.2.250')).status).toBe(200);
    expect((await confirmFrom(phone, await lastCode(phone), '192.0.2.250')).status).toBe(200);
  });

  it('let one address spend only half the day’s guesses at a number', async () => {
    const stranger = '198.51.100.67';
    const owner = await signUp();
    const phone = owner.phoneNumber;
    const statuses: number[] = [];
    // Codes the owner keeps asking for (from addresses of their own); the stranger guesses at each.
    for (let codes = 0; codes < 7; codes++) {
      waitForResend();
      expect((await authenticateFrom(phone, `192.0.2.${codes + 10}`)).status).toBe(200);
      const code = await lastCode(phone);
      for (let i = 0; i < OTP_MAX_ATTEMPTS; i++)
        statuses.push((await confirmFrom(phone, wrong(code), stranger)).status);
    }
    const half = GUESSES_PER_NUMBER_PER_DAY / 2;
    expect(statuses.slice(0, half).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(half).every((status) => status === 429)).toBe(true);

    waitForResend();
    expect((await authenticate(phone)).status).toBe(200);
    expect((await confirm(phone, await lastCode(phone))).status).toBe(200);
  });

  it('limit confirms per address, whatever the numbers, with a wait the web app can show', async () => {
    const address = '198.51.100.250';
    for (let i = 0; i < 40; i++) {
      expect((await confirmFrom(nextPhone(), '123456', address)).status).toBe(400);
    }
    const refused = await confirmFrom(nextPhone(), '123456', address);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.body).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many codes were tried from your network. Try again in 60 minutes.',
      params: { retryAfterSeconds: 3600 },
    });
    expect((await confirmFrom(nextPhone(), '123456', '198.51.100.251')).status).toBe(400);
  });
});

describe('sessions', () => {
  it('trade a refresh token for a new pair that works', async () => {
    const session = await signUp();
    const res = await refresh(session.refresh_token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String) });
    expect(res.body.refresh_token).not.toBe(session.refresh_token);
    expect((await me(res.body.access_token)).status).toBe(200);
    expect((await refresh(res.body.refresh_token)).status).toBe(200);
  });

  it('end entirely when a rotated refresh token is used again after the grace window', async () => {
    const session = await signUp();
    const rotated = (await refresh(session.refresh_token)).body;
    advance(REFRESH_REUSE_GRACE_MS + SECOND);
    const reuse = await refresh(session.refresh_token);
    expect(reuse.status).toBe(401);
    expect(reuse.body.code).toBe('SESSION_ENDED');
    expect((await refresh(rotated.refresh_token)).status).toBe(401);
    const family = await t.database.db
      .select({ revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, session.user_id));
    expect(family.length).toBe(2);
    expect(family.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it('survive two refreshes of the same token at once: both get the same new pair', async () => {
    const session = await signUp();
    const [a, b] = await Promise.all([refresh(session.refresh_token), refresh(session.refresh_token)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.refresh_token).toBe(b.body.refresh_token);
    expect(a.body.refresh_token).not.toBe(session.refresh_token);
    expect((await me(b.body.access_token)).status).toBe(200);

    // A retry whose first answer was lost, still within the window, gets that pair once more.
    advance(REFRESH_REUSE_GRACE_MS - SECOND);
    const retried = await refresh(session.refresh_token);
    expect(retried.status).toBe(200);
    expect(retried.body.refresh_token).toBe(a.body.refresh_token);

    const next = await refresh(a.body.refresh_token);
    expect(next.status).toBe(200);
    expect((await refresh(next.body.refresh_token)).status).toBe(200);
  });

  it('end when a token rotated twice is replayed, even within the grace window', async () => {
    const session = await signUp();
    const first = (await refresh(session.refresh_token)).body;
    expect((await refresh(first.refresh_token)).status).toBe(200);
    // Its successor has moved on: the replay cannot be a parallel twin of the rotation any more.
    expect((await refresh(session.refresh_token)).status).toBe(401);
    expect((await refresh(first.refresh_token)).status).toBe(401);
  });

  it('end at logout', async () => {
    const session = await signUp();
    const res = await call('POST', '/auth/logout', {
      headers: { authorization: `Bearer ${session.access_token}`, refreshToken: `Bearer ${session.refresh_token}` },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'You have been logged out.' });
    expect((await refresh(session.refresh_token)).status).toBe(401);
    // The access token ends with it, not 15 minutes later.
    const after = await me(session.access_token);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('SESSION_ENDED');
    // Where a token is optional too, so the web app learns the session is over instead of guessing.
    const optional = await call('GET', '/phone/1', { headers: { authorization: `Bearer ${session.access_token}` } });
    expect(optional.status).toBe(401);
    expect(optional.body.code).toBe('SESSION_ENDED');
  });

  it('end at logout even without the refresh token, and only that session', async () => {
    const phone = (await signUp()).phoneNumber;
    waitForResend();
    await authenticate(phone);
    const other = (await confirm(phone, await lastCode(phone))).body;
    waitForResend();
    await authenticate(phone);
    const current = (await confirm(phone, await lastCode(phone))).body;

    const res = await call('POST', '/auth/logout', { headers: { authorization: `Bearer ${current.access_token}` } });
    expect(res.status).toBe(200);
    expect((await refresh(current.refresh_token)).status).toBe(401);
    expect((await me(current.access_token)).status).toBe(401);
    expect((await me(other.access_token)).status).toBe(200);
    expect((await refresh(other.refresh_token)).status).toBe(200);
  });

  it('cannot end another person’s session', async () => {
    const victim = await signUp();
    const attacker = await signUp();
    await call('POST', '/auth/logout', {
      headers: { authorization: `Bearer ${attacker.access_token}`, refreshToken: `Bearer ${victim.refresh_token}` },
    });
    expect((await refresh(victim.refresh_token)).status).toBe(200);
  });

  it('need a bearer to log out', async () => {
    expect((await call('POST', '/auth/logout')).status).toBe(401);
  });

  it('refuse a missing, malformed or unknown refresh token with 401', async () => {
    expect((await call('POST', '/auth/refresh-token')).status).toBe(401);
    expect((await call('POST', '/auth/refresh-token', { headers: { refreshToken: 'nonsense' } })).status).toBe(401);
    expect((await refresh('x'.repeat(43))).status).toBe(401);
  });

  it('last 30 days from the last refresh', async () => {
    const session = await signUp();
    advance(30 * 24 * 60 * MINUTE - SECOND);
    const renewed = await refresh(session.refresh_token);
    expect(renewed.status).toBe(200);
    advance(30 * 24 * 60 * MINUTE);
    expect((await refresh(renewed.body.refresh_token)).status).toBe(401);
  });

  it('keep refresh tokens hashed at rest', async () => {
    const session = await signUp();
    const hashes = await t.database.db
      .select({ tokenHash: refreshTokens.tokenHash })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, session.user_id));
    expect(hashes.length).toBeGreaterThan(0);
    for (const row of hashes) expect(row.tokenHash).not.toContain(session.refresh_token);
  });

  it('carry a role change into the next access token', async () => {
    const session = await signUp();
    expect(claimsOf(session.access_token)).toMatchObject({ sub: String(session.user_id), role: 'USER' });
    await t.database.db.update(users).set({ role: 'MODERATOR' }).where(eq(users.id, session.user_id));
    const renewed = await refresh(session.refresh_token);
    expect(claimsOf(renewed.body.access_token)).toMatchObject({ role: 'MODERATOR', phone: session.phoneNumber });
  });
});

describe('the current user (GET /auth)', () => {
  it('needs a token', async () => {
    const res = await call('GET', '/auth');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Please log in to continue.',
      code: 'UNAUTHORIZED',
    });
  });

  it('refuses a token that is not ours', async () => {
    const res = await me('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHORIZED');
  });

  it('tells an expired token apart, 15 minutes after it was issued', async () => {
    const session = await signUp();
    advance(15 * MINUTE - SECOND);
    expect((await me(session.access_token)).status).toBe(200);
    advance(SECOND);
    const res = await me(session.access_token);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      code: 'TOKEN_EXPIRED',
      message: 'Your session has expired. Please log in again.',
    });
  });
});

describe('administrators and blocked accounts', () => {
  it('a number in ADMIN_PHONES signs up as ADMIN', async () => {
    const admin = await signUp(ADMIN_NEW);
    expect(admin.user_group).toBe('ADMIN');
    expect((await me(admin.access_token)).body.userGroup).toBe('ADMIN');
  });

  it('an existing user whose number joins ADMIN_PHONES is ADMIN from the next login', async () => {
    await createUser(t.database.db, { phoneNumber: ADMIN_EXISTING, role: 'USER' });
    await authenticate(ADMIN_EXISTING);
    const res = await confirm(ADMIN_EXISTING, await lastCode(ADMIN_EXISTING));
    expect(res.body.user_group).toBe('ADMIN');
    expect(claimsOf(res.body.access_token).role).toBe('ADMIN');
  });

  it('a blocked user can neither refresh nor log in', async () => {
    const session = await signUp();
    await t.database.db.update(users).set({ blockedAt: clock.now() }).where(eq(users.id, session.user_id));
    const res = await refresh(session.refresh_token);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('ACCOUNT_BLOCKED');
    waitForResend();
    expect((await authenticate(session.phoneNumber)).status).toBe(403);
  });
});

describe('the API description', () => {
  it('documents the auth calls and which of them need a bearer', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const paths = doc.paths as Record<string, Record<string, { security?: unknown }>>;
    for (const path of ['register', 'authenticate', 'confirm', 'refresh-token', 'logout']) {
      expect(paths[`/api/v1/zeng/auth/${path}`]?.post, path).toBeDefined();
    }
    expect(paths['/api/v1/zeng/auth']?.get?.security).toEqual([{ bearer: [] }]);
    expect(paths['/api/v1/zeng/auth/logout']?.post?.security).toEqual([{ bearer: [] }]);
    expect(paths['/api/v1/zeng/auth/confirm']?.post?.security).toBeUndefined();
  });
});
