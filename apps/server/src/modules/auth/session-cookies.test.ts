import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemorySessionRevocationStore } from '../../infra/session-revocation/memory.js';
import { nextPhone, TestClock } from '../../testing/factories.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from './access-tokens.js';
import { type PageViewerOf, pageViewerOf } from './page-viewer.js';
import { ACCESS_COOKIE, REFRESH_COOKIE, SessionCookies } from './session-cookies.js';
import { REFRESH_REUSE_GRACE_MS, REFRESH_TOKEN_TTL_MS } from './sessions.js';

// The web app's session in cookies (docs/decisions/0028-sessions-in-cookies.md), through the real
// application on the test database.

const SECOND = 1000;
const clock = new TestClock(new Date('2026-03-03T09:00:00Z'));
const revocations = new MemorySessionRevocationStore(clock);

let t: TestApp;
let pageViewer: PageViewerOf;
/** The configured public origin (testConfig leaves PUBLIC_ORIGIN to its default, http://localhost:PORT). */
let site: string;
beforeAll(async () => {
  // Every test signs someone in from the one address inject() comes from.
  t = await createTestApp({ CODE_REQUESTS_PER_ADDRESS_PER_HOUR: '1000' }, { clock, sessionRevocations: revocations });
  pageViewer = pageViewerOf({ secret: t.config.JWT_SECRET, clock, revocations });
  site = t.config.PUBLIC_ORIGIN;
});
afterAll(() => t.close());

interface SetCookie {
  name: string;
  value: string;
  path?: string;
  maxAge?: number;
  httpOnly?: boolean;
  sameSite?: string;
  secure?: boolean;
}

async function call(
  method: 'GET' | 'POST',
  path: string,
  { body, headers = {} }: { body?: object; headers?: Record<string, string> } = {},
) {
  const res = await t.app.inject({
    method,
    url: `/api/v1/zeng${path}`,
    headers,
    ...(body && { payload: body }),
  });
  const cookies = res.cookies as SetCookie[];
  return {
    status: res.statusCode,
    body: res.json(),
    cookie: (name: string) => cookies.find((c) => c.name === name),
    setsCookies: cookies.length > 0,
  };
}

/** A session as the browser holds it after signing in (signing up when the number is new): both cookies, and the JSON answer. */
async function signIn(phoneNumber = nextPhone()) {
  const registered = await call('POST', '/auth/register', {
    body: { firstName: 'Nigar', lastName: 'Əliyeva', phoneNumber },
  });
  if (registered.status === 409)
    expect((await call('POST', '/auth/authenticate', { body: { phoneNumber } })).status).toBe(200);
  else expect(registered.status).toBe(200);
  const outbox = await call('GET', `/dev/sms-outbox?phoneNumber=${phoneNumber}`);
  const confirmed = await call('POST', '/auth/confirm', { body: { phoneNumber, confirmCode: outbox.body[0].code } });
  expect(confirmed.status).toBe(200);
  const refresh = confirmed.cookie(REFRESH_COOKIE);
  const access = confirmed.cookie(ACCESS_COOKIE);
  if (!refresh || !access) throw new Error('confirm set no session cookies');
  return {
    phoneNumber,
    answer: confirmed.body,
    refresh: refresh.value,
    access: access.value,
    setCookies: { refresh, access },
  };
}

const phoneOf = async (accessToken: string) =>
  (await call('GET', '/auth', { headers: { authorization: `Bearer ${accessToken}` } })).body.phoneNumber;

/** The refresh call as the web app makes it: the cookie, from the site's own page (null: no Origin header). */
const refreshFromCookie = (refreshToken: string, origin: string | null = site) =>
  call('POST', '/auth/refresh-token', {
    headers: { cookie: `${REFRESH_COOKIE}=${refreshToken}`, ...(origin !== null && { origin }) },
  });

describe('signing in', () => {
  it('sets the refresh cookie for the auth calls only, and the access cookie for the pages, both HttpOnly', async () => {
    const session = await signIn();
    expect(session.setCookies.refresh).toEqual({
      name: REFRESH_COOKIE,
      value: session.answer.refresh_token,
      path: '/api/v1/zeng/auth',
      maxAge: REFRESH_TOKEN_TTL_MS / SECOND,
      httpOnly: true,
      sameSite: 'Strict',
    });
    expect(session.setCookies.access).toEqual({
      name: ACCESS_COOKIE,
      value: session.answer.access_token,
      path: '/',
      maxAge: ACCESS_TOKEN_TTL_SECONDS,
      httpOnly: true,
      sameSite: 'Lax',
    });
  });

  it('keeps the tokens in the JSON answer for other clients', async () => {
    const session = await signIn();
    expect(session.answer).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      user_id: expect.any(Number),
      user_group: 'USER',
    });
  });
});

describe('renewing from the cookie', () => {
  it('answers a new pair and rotates both cookies', async () => {
    const session = await signIn();
    const renewed = await refreshFromCookie(session.refresh);
    expect(renewed.status).toBe(200);
    expect(renewed.body.refresh_token).not.toBe(session.refresh);
    expect(renewed.cookie(REFRESH_COOKIE)?.value).toBe(renewed.body.refresh_token);
    expect(renewed.cookie(ACCESS_COOKIE)?.value).toBe(renewed.body.access_token);
    const me = await call('GET', '/auth', { headers: { authorization: `Bearer ${renewed.body.access_token}` } });
    expect(me.status).toBe(200);
    // The rotated cookie renews in turn.
    expect((await refreshFromCookie(renewed.body.refresh_token)).status).toBe(200);
  });

  it('accepts the address the request was sent to as its origin outside production', async () => {
    const session = await signIn();
    // inject() addresses its requests to localhost:80, which PUBLIC_ORIGIN does not name.
    expect((await refreshFromCookie(session.refresh, 'http://localhost')).status).toBe(200);
  });

  it('refuses a call without an Origin, or from another site, with 403 and leaves the session alone', async () => {
    const session = await signIn();
    for (const origin of [null, 'https://evil.example', 'null', `${site}.evil.example`]) {
      const refused = await refreshFromCookie(session.refresh, origin);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'CROSS_SITE_REQUEST', message: expect.stringContaining(site) });
      expect(refused.body.message).not.toContain('evil');
      expect(refused.setsCookies).toBe(false);
    }
    expect((await refreshFromCookie(session.refresh)).status).toBe(200);
  });

  it('still takes the refreshToken header without any Origin, as other clients send it', async () => {
    const session = await signIn();
    const renewed = await call('POST', '/auth/refresh-token', {
      headers: { refreshToken: `Bearer ${session.answer.refresh_token}` },
    });
    expect(renewed.status).toBe(200);
    // The earlier web app's stored session moves into the cookies this way.
    expect(renewed.cookie(REFRESH_COOKIE)?.value).toBe(renewed.body.refresh_token);
  });

  it('prefers the header to the cookie when a call sends both', async () => {
    const mine = await signIn();
    const other = await signIn();
    const renewed = await call('POST', '/auth/refresh-token', {
      headers: { refreshToken: `Bearer ${mine.refresh}`, cookie: `${REFRESH_COOKIE}=${other.refresh}` },
    });
    expect(renewed.status).toBe(200);
    expect(await phoneOf(renewed.body.access_token)).toBe(mine.phoneNumber);
  });

  it('survives two tabs renewing with the same cookie at once: both get the same pair, and the session goes on', async () => {
    const session = await signIn();
    const [a, b] = await Promise.all([refreshFromCookie(session.refresh), refreshFromCookie(session.refresh)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.cookie(REFRESH_COOKIE)?.value).toBe(b.cookie(REFRESH_COOKIE)?.value);
    clock.advance(REFRESH_REUSE_GRACE_MS + SECOND);
    const next = await refreshFromCookie(a.body.refresh_token);
    expect(next.status).toBe(200);
    expect((await refreshFromCookie(next.body.refresh_token)).status).toBe(200);
  });

  it('clears both cookies when the refresh token is refused', async () => {
    const session = await signIn();
    await refreshFromCookie(session.refresh);
    clock.advance(REFRESH_REUSE_GRACE_MS + SECOND);
    const reused = await refreshFromCookie(session.refresh);
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe('SESSION_ENDED');
    for (const name of [REFRESH_COOKIE, ACCESS_COOKIE]) {
      expect(reused.cookie(name)).toMatchObject({ value: '', maxAge: 0 });
    }
    const unknown = await refreshFromCookie('x'.repeat(43));
    expect(unknown.status).toBe(401);
    expect(unknown.cookie(REFRESH_COOKIE)).toMatchObject({ value: '', maxAge: 0 });
  });

  it('answers 401 to a call with neither the header nor the cookie, and clears nothing', async () => {
    // Another site's form posted here: SameSite kept the cookie from it, and it must not sign anyone out.
    const res = await call('POST', '/auth/refresh-token', { headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(401);
    expect(res.setsCookies).toBe(false);
  });
});

describe('logging out', () => {
  it('ends the cookie’s session and clears both cookies', async () => {
    const session = await signIn();
    const res = await call('POST', '/auth/logout', {
      headers: {
        authorization: `Bearer ${session.access}`,
        cookie: `${REFRESH_COOKIE}=${session.refresh}`,
        origin: site,
      },
    });
    expect(res.status).toBe(200);
    for (const name of [REFRESH_COOKIE, ACCESS_COOKIE]) {
      expect(res.cookie(name)).toMatchObject({ value: '', maxAge: 0, httpOnly: true });
    }
    expect(res.cookie(REFRESH_COOKIE)?.path).toBe('/api/v1/zeng/auth');
    expect(res.cookie(ACCESS_COOKIE)?.path).toBe('/');
    expect((await refreshFromCookie(session.refresh)).status).toBe(401);
    expect(await pageViewer({ headers: { cookie: `${ACCESS_COOKIE}=${session.access}` } })).toBeNull();
  });

  it('ends the session the cookie names too, when the bearer is another session of the same person', async () => {
    const phone = nextPhone();
    const phoneSession = await signIn(phone);
    clock.advance(61 * SECOND); // one code a minute
    const browserSession = await signIn(phone);
    const res = await call('POST', '/auth/logout', {
      headers: {
        authorization: `Bearer ${phoneSession.access}`,
        cookie: `${REFRESH_COOKIE}=${browserSession.refresh}`,
        origin: site,
      },
    });
    expect(res.status).toBe(200);
    for (const session of [phoneSession, browserSession]) {
      const refused = await call('POST', '/auth/refresh-token', {
        headers: { refreshToken: `Bearer ${session.refresh}` },
      });
      expect(refused.status).toBe(401);
    }
  });

  it('refuses to read the cookie for a call from another site', async () => {
    const session = await signIn();
    const res = await call('POST', '/auth/logout', {
      headers: {
        authorization: `Bearer ${session.access}`,
        cookie: `${REFRESH_COOKIE}=${session.refresh}`,
        origin: 'https://evil.example',
      },
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('CROSS_SITE_REQUEST');
    expect((await refreshFromCookie(session.refresh)).status).toBe(200);
  });
});

describe('the API', () => {
  it('never takes the access cookie for a bearer', async () => {
    const session = await signIn();
    const res = await call('GET', '/auth', { headers: { cookie: `${ACCESS_COOKIE}=${session.access}` } });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHORIZED');
  });
});

describe('pageViewer', () => {
  const withCookie = (value: string) => ({ headers: { cookie: `zeng_lang=en; ${ACCESS_COOKIE}=${value}` } });

  it('names the person a fresh access cookie belongs to', async () => {
    const session = await signIn();
    expect(await pageViewer(withCookie(session.access))).toEqual({
      userId: session.answer.user_id,
      userGroup: 'USER',
    });
  });

  it('is null for a visitor, a garbage cookie, or a token signed with another key', async () => {
    expect(await pageViewer({ headers: {} })).toBeNull();
    expect(await pageViewer({ headers: { cookie: 'zeng_lang=ru' } })).toBeNull();
    expect(await pageViewer(withCookie('not-a-token'))).toBeNull();
    const forged = await signAccessToken(
      'another-secret-that-is-long-enough-for-hs256',
      { id: 1, role: 'ADMIN', phoneNumber: '994501234567' },
      { now: clock.now() },
    );
    expect(await pageViewer(withCookie(forged))).toBeNull();
  });

  it('is null once the access token has expired', async () => {
    const session = await signIn();
    clock.advance(ACCESS_TOKEN_TTL_SECONDS * SECOND - SECOND);
    expect(await pageViewer(withCookie(session.access))).not.toBeNull();
    clock.advance(2 * SECOND);
    expect(await pageViewer(withCookie(session.access))).toBeNull();
  });

  it('is null once the session has ended, though the token has not expired', async () => {
    const session = await signIn();
    const out = await call('POST', '/auth/logout', { headers: { authorization: `Bearer ${session.access}` } });
    expect(out.status).toBe(200);
    expect(await pageViewer(withCookie(session.access))).toBeNull();
  });
});

describe('the cookies in production', () => {
  /** SessionCookies on a bare Fastify instance, as production configures it. */
  async function productionCall(headers: Record<string, string>) {
    const cookies = new SessionCookies({ secure: true, publicOrigin: 'https://zeng.az', acceptOwnOrigin: false });
    const app = Fastify();
    app.post('/refresh', async (request, reply) => {
      const token = cookies.presentedRefreshToken(request, undefined);
      return cookies.set(reply, { access_token: 'a.b.c', refresh_token: token ?? 'none' });
    });
    app.setErrorHandler((err: { statusCode?: number; code?: string }, _request, reply) =>
      reply.code(err.statusCode ?? 500).send({ code: err.code }),
    );
    const res = await app.inject({ method: 'POST', url: '/refresh', headers });
    await app.close();
    return { status: res.statusCode, body: res.json(), cookies: res.cookies as SetCookie[] };
  }

  it('are sent over HTTPS only', async () => {
    const res = await productionCall({ cookie: `${REFRESH_COOKIE}=abc`, origin: 'https://zeng.az' });
    expect(res.status).toBe(200);
    expect(res.cookies.map((c) => [c.name, c.secure])).toEqual([
      [REFRESH_COOKIE, true],
      [ACCESS_COOKIE, true],
    ]);
  });

  it('are read only for PUBLIC_ORIGIN, not for the address a request names in its Host', async () => {
    const own = await productionCall({
      cookie: `${REFRESH_COOKIE}=abc`,
      origin: 'http://localhost',
      host: 'localhost',
    });
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('CROSS_SITE_REQUEST');
  });
});
