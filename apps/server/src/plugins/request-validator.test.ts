import { text } from '@zeng/contract/text';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callApi, createTestApp, type TestApp } from '../testing/test-app.js';
import { requestValidatorCompiler } from './request-validator.js';

describe('a route whose string field skips the text rule', () => {
  it('stops the server at start, naming the route and the field', async () => {
    const app = Fastify().setValidatorCompiler(requestValidatorCompiler);
    app.get('/careless', { schema: { querystring: z.object({ ok: text(), q: z.string().optional() }) } }, () => 'x');
    await expect(app.ready()).rejects.toThrow(/GET \/careless \(querystring\): q would accept control characters/);
    await app.close();
  });
});

describe('control characters in requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const refused = (body: { code: string; issues?: unknown }) => ({ code: body.code, issues: body.issues });

  it('answers a NUL in the search text with 400 naming the field, not a database error', async () => {
    for (const query of ['%00', 'iphone%00', '%01', '%7F', '%C2%85']) {
      const res = await callApi(t.app, 'GET', `/phone?searchQuery=${query}`);
      expect(res.status, query).toBe(400);
      expect(refused(res.body)).toEqual({
        code: 'VALIDATION_FAILED',
        issues: [{ path: 'searchQuery', code: 'CONTROL_CHARACTERS' }],
      });
    }
    for (const category of ['tablet', 'sim', 'accessory']) {
      expect((await callApi(t.app, 'GET', `/${category}?searchQuery=%00`)).status).toBe(400);
    }
  });

  it('refuses a NUL in a name at register, and a lone surrogate, before anything is stored', async () => {
    const person = { firstName: 'Aysel', lastName: 'Məmmədova', phoneNumber: '+994 50 900 11 22' };
    const nul = await callApi(t.app, 'POST', '/auth/register', undefined, { ...person, firstName: 'Ay\u0000sel' });
    expect(nul.status).toBe(400);
    expect(refused(nul.body)).toEqual({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'firstName', code: 'CONTROL_CHARACTERS' }],
    });
    expect(nul.body.message).toBe('Invalid body: firstName must not contain control characters');
    const surrogate = await callApi(t.app, 'POST', '/auth/register', undefined, { ...person, lastName: 'x\uD800' });
    expect(refused(surrogate.body).issues).toEqual([{ path: 'lastName', code: 'CONTROL_CHARACTERS' }]);
    const phone = await callApi(t.app, 'POST', '/auth/authenticate', undefined, { phoneNumber: '0509001122\u0000' });
    expect(refused(phone.body).issues).toEqual([{ path: 'phoneNumber', code: 'CONTROL_CHARACTERS' }]);
  });

  it('refuses them in paths, other query strings and headers too', async () => {
    expect((await callApi(t.app, 'GET', '/phone/1%00')).status).toBe(400);
    expect((await callApi(t.app, 'GET', '/phone?page=%00')).body.issues).toEqual([
      { path: 'page', code: 'CONTROL_CHARACTERS' },
    ]);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/zeng/auth/refresh-token',
      headers: { refreshToken: 'Bearer \u0001' },
    });
    expect(refresh.statusCode).toBe(400);
    expect(refresh.json().issues).toEqual([{ path: 'refreshtoken', code: 'CONTROL_CHARACTERS' }]);
    // A page's address names no advert with them: the app's own "not found" page.
    const preview = await t.app.inject({ method: 'GET', url: '/phone-preview/phone/1%00' });
    expect(preview.statusCode).toBe(404);
  });
});
