import { USER_GROUPS, type UserGroup } from '@zeng/contract/constants';
import { PHONE_PATTERN } from '@zeng/contract/phone';
import { isOneOf } from '@zeng/contract/typed';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../infra/clock.js';
import type { SessionRevocationStore } from '../../infra/session-revocation/store.js';

// Access tokens as a rule of the auth module: the service signs them, the authenticate plugin only
// reads them from requests (modules never import plugins).

/** The person a valid access token speaks for. */
export interface AuthUser {
  id: number;
  role: UserGroup;
  phoneNumber: string;
}

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'zeng';
const AUDIENCE = 'zeng-api';
const ALGORITHM = 'HS256';

/** What the Authorization header of a request amounts to. */
export type AccessTokenCheck =
  | { kind: 'none' }
  | { kind: 'invalid' }
  | { kind: 'expired' }
  | { kind: 'revoked' }
  | { kind: 'valid'; user: AuthUser; sessionId: string | null };

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/**
 * A signed access token (JWT, HS256, 15 minutes): sub = user id, role and phone. The role travels in
 * the token, so a change of role or a block reaches the person at their next refresh, at most 15
 * minutes later; the refresh call re-reads both from the database. sid names the refresh-token
 * family (the session) the token belongs to, so logout can end it (see SessionRevocationStore).
 */
export async function signAccessToken(
  secret: string,
  user: AuthUser,
  options: { sessionId?: string; now?: Date } = {},
): Promise<string> {
  const issuedAt = Math.floor((options.now ?? new Date()).getTime() / 1000);
  return new SignJWT({ role: user.role, phone: user.phoneNumber, ...(options.sessionId && { sid: options.sessionId }) })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(keyOf(secret));
}

/** Checks a token's signature, issuer, audience, lifetime and claims at the given time. */
export async function verifyAccessToken(
  secret: string,
  token: string,
  now: Date = new Date(),
): Promise<AccessTokenCheck> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const id = Number(payload.sub);
    const { role, phone, sid } = payload;
    if (!Number.isSafeInteger(id) || id <= 0) return { kind: 'invalid' };
    if (!isOneOf(USER_GROUPS, role)) return { kind: 'invalid' };
    if (typeof phone !== 'string' || !PHONE_PATTERN.test(phone)) return { kind: 'invalid' };
    return {
      kind: 'valid',
      user: { id, role, phoneNumber: phone },
      sessionId: typeof sid === 'string' ? sid : null,
    };
  } catch (err) {
    // jose checks the signature before the lifetime, so only a genuine token can be "expired".
    if (err instanceof errors.JWTExpired) return { kind: 'expired' };
    return { kind: 'invalid' };
  }
}

/** What checking an access token takes: the key, the time, and the sessions ended before their tokens expire. */
export interface AccessTokenVerifier {
  secret: string;
  clock: Clock;
  revocations: SessionRevocationStore;
}

/**
 * Checks a token as every call checks its bearer, and the page renderer its cookie: verified at the
 * clock's time, and refused once its session has ended (a memory lookup, no database), so a logout
 * ends the token everywhere within seconds.
 */
export async function checkAccessToken(verifier: AccessTokenVerifier, token: string): Promise<AccessTokenCheck> {
  const result = await verifyAccessToken(verifier.secret, token, verifier.clock.now());
  return result.kind === 'valid' && result.sessionId && verifier.revocations.isRevoked(result.sessionId)
    ? { kind: 'revoked' }
    : result;
}
