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
        text: expect.stringContaining('your code is'),
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
