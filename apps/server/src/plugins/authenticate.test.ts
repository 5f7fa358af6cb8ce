import Fastify, { type FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthUser, signAccessToken } from '../modules/auth/access-tokens.js';
import { TestClock } from '../testing/factories.js';
import authenticate, { optionalUser, requireRole, requireUser } from './authenticate.js';
import errorHandler from './error-handler.js';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const clock = new TestClock(new Date('2026-03-02T09:00:00Z'));
const user: AuthUser = { id: 7, role: 'USER', phoneNumber: '994501234567' };
const admin: AuthUser = { id: 8, role: 'ADMIN', phoneNumber: '994501234568' };

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(errorHandler);
  await app.register(authenticate, { secret: SECRET, clock });
  app.get('/mine', { preHandler: requireUser }, async (request) => request.user);
  app.get('/maybe', { preHandler: optionalUser }, async (request) => ({ user: request.user }));
  app.get('/moderation', { preHandler: requireRole('MODERATOR', 'ADMIN') }, async (request) => request.user);
  app.get('/open', async (request) => ({ user: request.user }));
  await app.ready();
});
afterAll(() => app.close());

const get = async (url: string, token?: string) => {
  const res = await app.inject({ url, headers: token === undefined ? {} : { authorization: token } });
  return { status: res.statusCode, body: res.json() };
};
const bearer = async (who: AuthUser, now = clock.now()) => `Bearer ${await signAccessToken(SECRET, who, { now })}`;

describe('requireUser', () => {
  it('lets a valid access token through and names its user', async () => {
    expect(await get('/mine', await bearer(user))).toEqual({ status: 200, body: user });
  });

  it('refuses a request without a token, with a malformed header or another scheme', async () => {
    for (const header of [undefined, 'Bearer', 'Bearer a b', 'Basic dXNlcjpwYXNz']) {
      const res = await get('/mine', header);
      expect(res.status, String(header)).toBe(401);
      expect(res.body).toMatchObject({ code: 'UNAUTHORIZED', message: 'Please log in to continue.' });
    }
  });

  it('refuses a token signed with another key, even an expired one', async () => {
    const forged = await signAccessToken('another-secret-of-at-least-thirty-two-chars', user, {
      now: new Date(clock.now().getTime() - 3_600_000),
    });
    expect((await get('/mine', `Bearer ${forged}`)).body.code).toBe('UNAUTHORIZED');
  });

  it('refuses an unsigned token', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: '7', role: 'ADMIN', phone: user.phoneNumber })).toString(
      'base64url',
    );
    expect((await get('/mine', `Bearer ${header}.${payload}.`)).status).toBe(401);
  });

  it('refuses a well-signed token whose claims are not ours', async () => {
    const now = Math.floor(clock.now().getTime() / 1000);
    const odd = await new SignJWT({ role: 'SUPERUSER', phone: user.phoneNumber })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setIssuer('zeng')
      .setAudience('zeng-api')
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(new TextEncoder().encode(SECRET));
    expect((await get('/mine', `Bearer ${odd}`)).status).toBe(401);
  });

  it('says TOKEN_EXPIRED once the 15 minutes are over', async () => {
    const token = await bearer(user, new Date(clock.now().getTime() - 15 * 60_000));
    expect((await get('/mine', token)).body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Your session has expired. Please log in again.',
      code: 'TOKEN_EXPIRED',
    });
  });
});

describe('requireRole', () => {
  it('answers 403 to a user without the role', async () => {
    const res = await get('/moderation', await bearer(user));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
  });

  it('lets a user with one of the roles through', async () => {
    expect(await get('/moderation', await bearer(admin))).toEqual({ status: 200, body: admin });
  });

  it('asks a visitor to log in first (401, not 403)', async () => {
    expect((await get('/moderation')).status).toBe(401);
  });
});

describe('optionalUser', () => {
  it('names the user of a valid token', async () => {
    expect((await get('/maybe', await bearer(user))).body).toEqual({ user });
  });

  it('treats a malformed token as no token', async () => {
    expect(await get('/maybe', 'Bearer nonsense')).toEqual({ status: 200, body: { user: null } });
  });

  it('answers an expired token with TOKEN_EXPIRED, so the client refreshes rather than losing the owner view', async () => {
    const expired = await bearer(user, new Date(clock.now().getTime() - 3_600_000));
    const res = await get('/maybe', expired);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'TOKEN_EXPIRED' });
  });
});

it('leaves request.user null on a route without a guard', async () => {
  expect((await get('/open', await bearer(user))).body).toEqual({ user: null });
});
