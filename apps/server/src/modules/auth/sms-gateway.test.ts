import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpChallenges } from '../../db/schema.js';
import { HttpSmsSender } from '../../infra/sms/http.js';
import { nextPhone, TestClock } from '../../testing/factories.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/** A real gateway on 127.0.0.1: it fails while `down` is set and keeps what it received. */
let gateway: Server;
let down = false;
const delivered: { to: string; text: string }[] = [];
let t: TestApp;
const clock = new TestClock(new Date('2026-03-02T09:00:00Z'));

beforeAll(async () => {
  gateway = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      if (down) return res.writeHead(502).end('upstream down');
      delivered.push(JSON.parse(body));
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`;
  const sms = new HttpSmsSender({
    url,
    method: 'POST',
    bodyTemplate: '{"to":"{{phone}}","text":"{{text}}"}',
    timeoutMs: 2000,
    retries: 1,
    backoffMs: 1,
  });
  t = await createTestApp({ SMS_DRIVER: 'http', SMS_HTTP_URL: url }, { sms, clock });
});
afterAll(async () => {
  await t.close();
  gateway.closeAllConnections();
  await new Promise((resolve) => gateway.close(resolve));
});

const register = (phoneNumber: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/zeng/auth/register',
    payload: { firstName: 'Elvin', lastName: 'Babayev', phoneNumber },
  });
const confirm = (phoneNumber: string, confirmCode: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/zeng/auth/confirm', payload: { phoneNumber, confirmCode } });

describe('with the http SMS gateway', () => {
  it('a sign-up code arrives at the gateway and confirms', async () => {
    const phone = nextPhone();
    expect((await register(phone)).statusCode).toBe(200);
    const sms = delivered.find((m) => m.to === phone);
    const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1] ?? '';
    // Without an Accept-Language the text is in Azerbaijani, the interface's default.
    expect(sms?.text).toMatch(/^Zeng: kodunuz \d{6}\. 5 dəqiqə etibarlıdır\./);
    expect((await confirm(phone, code)).statusCode).toBe(200);
  });

  it('a gateway failure answers 503, leaves no usable code and no wait before the next try', async () => {
    const phone = nextPhone();
    down = true;
    const failed = await register(phone);
    down = false;
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'We could not send the SMS. Please try again in a minute.',
      code: 'SMS_UNAVAILABLE',
    });
    expect(await t.database.db.select().from(otpChallenges).where(eq(otpChallenges.phoneNumber, phone))).toEqual([]);

    const retried = await register(phone);
    expect(retried.statusCode).toBe(200);
  });

  it('a gateway failure on a second code leaves the first one working', async () => {
    const phone = nextPhone();
    await register(phone);
    const first = /\b(\d{6})\b/.exec(delivered.find((m) => m.to === phone)?.text ?? '')?.[1] ?? '';
    clock.advance(61_000);
    down = true;
    const failed = await register(phone);
    down = false;
    expect(failed.statusCode).toBe(503);
    expect((await confirm(phone, first)).statusCode).toBe(200);
  });

  it('the development outbox does not exist', async () => {
    const res = await t.app.inject({ url: `/api/v1/zeng/dev/sms-outbox?phoneNumber=${nextPhone()}` });
    expect(res.statusCode).toBe(404);
  });
});
