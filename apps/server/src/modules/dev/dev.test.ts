import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextPhone } from '../../testing/factories.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

describe('the development SMS outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the codes sent to a number, newest first', async () => {
    const phone = nextPhone();
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/zeng/auth/register',
      payload: { firstName: 'Aysel', lastName: 'Quliyeva', phoneNumber: phone },
    });
    const res = await t.app.inject({ url: `/api/v1/zeng/dev/sms-outbox?phoneNumber=${phone}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        phoneNumber: phone,
        text: expect.stringMatching(/^Zeng: .*\d{6}/),
        code: expect.stringMatching(/^\d{6}$/),
        sentAt: expect.any(String),
      },
    ]);
  });

  it('refuses a number that is not one', async () => {
    const res = await t.app.inject({ url: '/api/v1/zeng/dev/sms-outbox?phoneNumber=123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('994XXXXXXXXX');
  });
});

describe('the development calls from another machine', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const outbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/v1/zeng/dev/sms-outbox?phoneNumber=${nextPhone()}`, remoteAddress, headers });

  it('answer this machine over IPv4, IPv6 and IPv4-mapped IPv6', async () => {
    for (const address of ['127.0.0.1', '127.0.0.53', '::1', '::ffff:127.0.0.1']) {
      expect((await outbox(address)).statusCode, address).toBe(200);
    }
  });

  it('refuse any other client, so nobody reads the login codes of others over the network', async () => {
    for (const address of ['203.0.113.7', '10.0.0.5', '192.168.1.20', '::ffff:192.168.1.20', '2001:db8::1', '::']) {
      const res = await outbox(address);
      expect(res.statusCode, address).toBe(403);
      expect(res.json(), address).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
      expect(res.json().message).toMatch(/this machine/);
      expect(res.headers['cache-control']).toBeUndefined();
    }
  });

  it('refuse a request a proxy on this machine passed on, whatever address it claims', async () => {
    const proxied: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.7' },
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=203.0.113.7' },
      { 'x-real-ip': '203.0.113.7' },
    ];
    for (const headers of proxied) {
      const res = await outbox('127.0.0.1', headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
  });
});

describe('listening beyond this machine in development', () => {
  async function warningsFor(env: Record<string, string>) {
    const lines: { level: number; msg: string }[] = [];
    const stream = { write: (line: string) => void lines.push(JSON.parse(line)) };
    const t = await createTestApp(env, { logger: { level: 'warn', stream } });
    await t.close();
    return lines.filter((l) => l.level === 40).map((l) => l.msg);
  }

  it('is said loudly at start while the development calls are on', async () => {
    const warnings = await warningsFor({ HOST: '0.0.0.0' });
    expect(warnings.join('\n')).toMatch(/HOST=0\.0\.0\.0.*development calls/s);
  });

  it('is not said on loopback', async () => {
    expect(await warningsFor({})).toEqual([]);
    expect(await warningsFor({ HOST: '::1' })).toEqual([]);
  });
});

describe('in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      NODE_ENV: 'production',
      SMS_DRIVER: 'http',
      SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
      PUBLIC_ORIGIN: 'https://zeng.test',
    });
  });
  afterAll(() => t.close());

  it('the development SMS outbox does not exist', async () => {
    const res = await t.app.inject({ url: `/api/v1/zeng/dev/sms-outbox?phoneNumber=${nextPhone()}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});
