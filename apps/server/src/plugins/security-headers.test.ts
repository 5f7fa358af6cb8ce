import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { WEB_DIST_DIR } from '../testing/web-build.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('security headers', () => {
  it.each(['/healthz', '/api/v1/zeng/phone', '/api/v1/zeng/phone/999999', '/api/v1/zeng/nowhere'])(
    '%s carries the content security policy and helmet’s other headers, however it is answered',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    },
  );
});

/**
 * Issue 34 (6c): production is served over HTTPS, so there the browser is told to keep to it (HSTS) and
 * the language cookie travels over HTTPS only; a development server on plain HTTP gets neither.
 */
describe('HTTPS only, in production alone', () => {
  const apps: Partial<Record<'production' | 'development', TestApp>> = {};
  beforeAll(async () => {
    apps.production = await createTestApp({
      NODE_ENV: 'production',
      SMS_DRIVER: 'http',
      SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
      PUBLIC_ORIGIN: 'https://zeng.test',
      WEB_DIST_DIR,
    });
    apps.development = await createTestApp({ NODE_ENV: 'development', WEB_DIST_DIR });
  });
  afterAll(async () => {
    await apps.production?.close();
    await apps.development?.close();
  });

  /** Opening a page in English stores the choice in the language cookie. */
  const englishPage = (env: 'production' | 'development') =>
    (apps[env] as TestApp).app.inject({ method: 'GET', url: '/en/aboutUs' });

  it('production sends HSTS on pages and calls alike, and sets the language cookie Secure', async () => {
    const page = await englishPage('production');
    expect(page.statusCode).toBe(200);
    expect(page.headers['set-cookie']).toMatch(/^zeng_lang=en;.*; Secure/);
    for (const res of [page, await (apps.production as TestApp).app.inject({ url: '/api/v1/zeng/phone' })]) {
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    }
  });

  it('development sends no HSTS and sets the language cookie without Secure', async () => {
    const page = await englishPage('development');
    expect(page.statusCode).toBe(200);
    expect(page.headers['set-cookie']).toMatch(/^zeng_lang=en;/);
    expect(page.headers['set-cookie']).not.toMatch(/Secure/i);
    for (const res of [page, await (apps.development as TestApp).app.inject({ url: '/api/v1/zeng/phone' })]) {
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });
});
