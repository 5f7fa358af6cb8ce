import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('every failure answers the same JSON shape', () => {
  it('an unknown API route answers 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/zeng/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'There is nothing at this address.',
      code: 'NOT_FOUND',
    });
  });

  it('a body that is not JSON answers 400 MALFORMED_JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/zeng/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName": "Aysel", "phoneNumber": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The request body is not valid JSON.',
      code: 'MALFORMED_JSON',
    });
  });

  it('a non-numeric brand id answers 400 naming the parameter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/zeng/model/abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'VALIDATION_FAILED' });
    expect(res.json().message).toMatch(/brandId/);
  });
});

describe('operations', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('publishes an OpenAPI document generated from the schemas', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/zeng/district', '/api/v1/zeng/model/{brandId}']),
    );
  });

  it('serves the OpenAPI UI', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(res.statusCode);
  });

  it('serves the brand logos it names', async () => {
    const brands = (await t.app.inject({ url: '/api/v1/zeng/brand/phone' })).json() as { logoUrl: string }[];
    for (const brand of brands) {
      const res = await t.app.inject({ url: brand.logoUrl });
      expect(res.statusCode, brand.logoUrl).toBe(200);
      expect(res.headers['content-type']).toMatch(/svg/);
    }
  });
});

describe('compression', () => {
  it('compresses text answers for clients that accept it, and leaves small ones alone', async () => {
    const big = await t.app.inject({ url: '/api/v1/zeng/model/1', headers: { 'accept-encoding': 'br, gzip' } });
    expect(big.headers['content-encoding']).toBe('br');
    const small = await t.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    const plain = await t.app.inject({ url: '/api/v1/zeng/model/1' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().length).toBeGreaterThan(0);
  });
});
