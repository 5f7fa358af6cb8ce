import { connect } from 'node:net';
import { ERROR_CODES } from '@zeng/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, tokenFor } from '../testing/factories.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/** An answer of ours: the error shape, a code of the contract, nothing of the framework's. */
function expectOurs(raw: string, status: number, code: string) {
  const body = JSON.parse(raw);
  expect(Object.keys(body).sort()).toEqual(['code', 'error', 'message', 'statusCode']);
  expect(body).toMatchObject({ statusCode: status, code });
  expect(ERROR_CODES).toContain(body.code);
  expect(raw).not.toMatch(/FST_|HPE_|ERR_/);
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('refusals raised by Fastify itself', () => {
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('names a 120-digit id as an invalid field instead of refusing the route', async () => {
    const id = '9'.repeat(120);
    const res = await get(`/api/v1/zeng/phone/${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(new Set(res.json().issues.map((i: { path: string }) => i.path))).toEqual(new Set(['id']));
    expect(res.body).not.toContain(id);
  });

  it('answers an address part longer than any id with 414 URI_TOO_LONG, not echoing it', async () => {
    const id = '9'.repeat(2000);
    const res = await get(`/api/v1/zeng/phone/${id}`);
    expectOurs(res.body, 414, 'URI_TOO_LONG');
    expect(res.body).not.toContain('9999999999');
  });

  it('answers a broken percent-encoding with 400 BAD_REQUEST, not echoing it', async () => {
    for (const url of ['/api/v1/zeng/%zz', '/api/v1/zeng/phone/%E0%A4%A', '/phone-preview/phone/%zz']) {
      const res = await get(url);
      expectOurs(res.body, 400, 'BAD_REQUEST');
      expect(res.body, url).not.toContain('%');
    }
  });

  it('answers an unknown route with 404 NOT_FOUND without repeating its path', async () => {
    const res = await get('/api/v1/zeng/no-such-call<script>');
    expectOurs(res.body, 404, 'NOT_FOUND');
    expect(res.body).not.toContain('no-such-call');
    expectOurs((await t.app.inject({ method: 'PATCH', url: '/api/v1/zeng/phone' })).body, 404, 'NOT_FOUND');
  });

  it('answers a poisoned, broken, mistyped or oddly encoded body in our catalogue', async () => {
    const post = (payload: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/v1/zeng/auth/authenticate', payload, headers });
    const json = { 'content-type': 'application/json' };
    expectOurs((await post('{"__proto__":{"x":1},"phoneNumber":"1"}', json)).body, 400, 'MALFORMED_JSON');
    expectOurs((await post('{"constructor":{"prototype":{"x":1}}}', json)).body, 400, 'MALFORMED_JSON');
    expectOurs((await post('{"phoneNumber":', json)).body, 400, 'MALFORMED_JSON');
    expectOurs((await post('phoneNumber=1', { 'content-type': 'text/x-evil' })).body, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const encoded = await post('{}', { ...json, 'content-encoding': 'x-evil-zip' });
    expectOurs(encoded.body, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(encoded.body).not.toContain('x-evil');
  });

  it('answers a malformed upload from a signed-in person in our catalogue', async () => {
    const token = await tokenFor(t.config.JWT_SECRET, await createUser(t.database.db));
    const upload = (payload: string, contentType = 'multipart/form-data; boundary=x') =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/zeng/storage/upload',
        payload,
        headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
      });
    const part = (name: string, body: string, type = '') =>
      `--x\r\nContent-Disposition: form-data; name="${name}"${type}\r\n\r\n${body}\r\n`;
    expectOurs((await upload(`${part('__proto__', '1')}--x--\r\n`)).body, 400, 'BAD_REQUEST');
    expectOurs(
      (await upload('--x\r\nContent-Disposition: form-data; name="files"; filename="a.jpg"\r\n')).body,
      400,
      'BAD_REQUEST',
    );
    expectOurs((await upload('{}', 'multipart/form-data')).body, 400, 'BAD_REQUEST');
    for (const res of [await upload(`${part('x', '{', '\r\nContent-Type: application/json')}--x--\r\n`)]) {
      expect(res.statusCode).toBeLessThan(500);
      expect(res.body).not.toMatch(/FST_/);
    }
  });
});

describe('refusals raised by Node before a request exists (a real socket)', () => {
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });

  /** Writes raw HTTP and reads until the server closes or answers; returns status and body. */
  function raw(request: string): Promise<{ status: number; body: string; head: string }> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let data = '';
      socket.on('data', (chunk) => {
        data += chunk.toString('utf8');
      });
      socket.on('error', reject);
      socket.on('close', () => {
        const [head = '', body = ''] = data.split('\r\n\r\n');
        resolve({ status: Number(head.split(' ')[1]), body, head });
      });
      socket.end(request);
    });
  }

  it('answers headers over the size limit with 431 HEADERS_TOO_LARGE in our shape', async () => {
    const res = await raw(`GET /api/v1/zeng/district HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expectOurs(res.body, 431, 'HEADERS_TOO_LARGE');
  });

  it('answers an HTTP/1.1 request without Host with 400 BAD_REQUEST in our shape', async () => {
    const res = await raw('GET /api/v1/zeng/district HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(400);
    expectOurs(res.body, 400, 'BAD_REQUEST');
  });

  it('still answers HTTP/1.0 without Host, and HTTP/1.1 with it', async () => {
    expect((await raw('GET /api/v1/zeng/district HTTP/1.0\r\n\r\n')).status).toBe(200);
    expect((await raw('GET /api/v1/zeng/district HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).status).toBe(200);
  });

  it('answers a message the parser cannot read with 400 BAD_REQUEST in our shape', async () => {
    for (const request of ['NOT HTTP AT ALL\r\n\r\n', 'GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n']) {
      const res = await raw(request);
      expect(res.status).toBe(400);
      expectOurs(res.body, 400, 'BAD_REQUEST');
    }
  });
});
