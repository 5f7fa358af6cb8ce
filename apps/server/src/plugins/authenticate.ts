import type { UserGroup } from '@zeng/contract/constants';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { type Clock, systemClock } from '../infra/clock.js';
import { MemorySessionRevocationStore } from '../infra/session-revocation/memory.js';
import type { SessionRevocationStore } from '../infra/session-revocation/store.js';
import { AppError, forbidden, sessionEnded } from '../lib/errors.js';
import {
  type AccessTokenCheck,
  type AccessTokenVerifier,
  type AuthUser,
  checkAccessToken,
} from '../modules/auth/access-tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser, requireRole and optionalUser; null on routes without them. */
    user: AuthUser | null;
    /** The verifier of the application the request arrived at (undefined without this plugin). */
    readonly accessTokenVerifier: AccessTokenVerifier | undefined;
  }
}

/** The memoised check of a request's header. */
const checks = new WeakMap<FastifyRequest, Promise<AccessTokenCheck>>();

function bearerOf(request: FastifyRequest): string | null | undefined {
  const header = request.headers.authorization;
  if (header === undefined || header === '') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

function check(request: FastifyRequest): Promise<AccessTokenCheck> {
  const cached = checks.get(request);
  if (cached) return cached;
  const verifier = request.accessTokenVerifier;
  // A guard on an application without this plugin would let everyone in or no one: fail loudly.
  if (!verifier) throw new Error('the authenticate plugin is not registered before this route');
  const token = bearerOf(request);
  const result: Promise<AccessTokenCheck> =
    token === undefined
      ? Promise.resolve({ kind: 'none' })
      : token === null
        ? Promise.resolve({ kind: 'invalid' })
        : checkAccessToken(verifier, token);
  checks.set(request, result);
  return result;
}

const challenge = { 'www-authenticate': 'Bearer' };
const notLoggedIn = () => new AppError(401, 'UNAUTHORIZED', 'Please log in to continue.', { headers: challenge });
const sessionExpired = () =>
  new AppError(401, 'TOKEN_EXPIRED', 'Your session has expired. Please log in again.', {
    headers: { 'www-authenticate': 'Bearer error="invalid_token", error_description="expired"' },
  });
const revokedToken = () =>
  sessionEnded({
    headers: { 'www-authenticate': 'Bearer error="invalid_token", error_description="session ended"' },
  });

/** Lets the request through only with a valid access token; sets request.user. */
export const requireUser: preHandlerAsyncHookHandler = async (request) => {
  const result = await check(request);
  if (result.kind === 'expired') throw sessionExpired();
  if (result.kind === 'revoked') throw revokedToken();
  if (result.kind !== 'valid') throw notLoggedIn();
  request.user = result.user;
};

/**
 * Sets request.user when a valid access token came, else null: a malformed token counts as none. An
 * expired one answers 401 TOKEN_EXPIRED, so the client refreshes it instead of silently losing what
 * only its owner may see (a pending advert, say).
 */
export const optionalUser: preHandlerAsyncHookHandler = async (request) => {
  const result = await check(request);
  if (result.kind === 'expired') throw sessionExpired();
  // Refused rather than read as a visitor, so the client learns the session is over and forgets it.
  if (result.kind === 'revoked') throw revokedToken();
  request.user = result.kind === 'valid' ? result.user : null;
};

/** requireUser, and the user must hold one of these roles (403 otherwise). */
export function requireRole(...roles: UserGroup[]): preHandlerAsyncHookHandler {
  return async function requireRoleHandler(request, reply) {
    await requireUser.call(this, request, reply);
    if (!request.user || !roles.includes(request.user.role)) throw forbidden();
  };
}

/** request.user on a route guarded by requireUser or requireRole (so never null there). */
export function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw new Error('userOf() needs requireUser or requireRole on the route');
  return request.user;
}

/** The session (refresh-token family) the request's valid access token belongs to, if any. */
export async function sessionIdOf(request: FastifyRequest): Promise<string | null> {
  const result = await check(request);
  return result.kind === 'valid' ? result.sessionId : null;
}

export interface AuthenticateOptions {
  secret: string;
  clock?: Clock;
  /** Sessions ended before their access tokens expired; this process's memory when absent. */
  revocations?: SessionRevocationStore;
}

/** Reads bearer access tokens; routes choose with requireUser, requireRole or optionalUser. */
export default fp<AuthenticateOptions>(
  async function authenticate(app, { secret, clock = systemClock, revocations }) {
    const verifier: AccessTokenVerifier = {
      secret,
      clock,
      revocations: revocations ?? new MemorySessionRevocationStore(clock),
    };
    app.decorateRequest('user', null);
    // A getter on the requests' prototype: nothing to do per request (a map of requests was 2 % of a
    // cached first page).
    app.decorateRequest('accessTokenVerifier', { getter: () => verifier });
  },
  { name: 'authenticate' },
);
