import { createHash, createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { isIPv4 } from 'node:net';
import type { CodeSent, ConfirmResult, CurrentUser, RegisterRequest, TokenPair } from '@zeng/contract/auth';
import {
  type AccountType,
  type Language,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
} from '@zeng/contract/constants';
import { formatPhoneInternational } from '@zeng/contract/phone';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../infra/clock.js';
import type { RateLimitStore } from '../../infra/rate-limit/store.js';
import type { SessionRevocationStore } from '../../infra/session-revocation/store.js';
import type { SmsSender } from '../../infra/sms/sms-sender.js';
import {
  AppError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  sessionEnded,
  tooManyRequests,
  unauthorized,
} from '../../lib/errors.js';
import { ACCESS_TOKEN_TTL_SECONDS, type AuthUser, signAccessToken } from './access-tokens.js';
import type { AuthRepository, ChallengeRow, UserRow } from './repository.js';
import { codeSmsText } from './sms-text.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const REFRESH_TOKEN_TTL_MS = 30 * DAY;
/**
 * How long a just-rotated refresh token still answers its successor: long enough for two tabs or a
 * retried request on a slow network, short enough that a stolen token used later ends the session.
 */
export const REFRESH_REUSE_GRACE_MS = 30 * SECOND;

/**
 * How often codes may be asked for and guessed (the numbers are reasoned in
 * docs/decisions/0008-abuse-limits.md). A number gets one code a minute, 5 an hour and 8 a day
 * from each address, so a stranger hammering it from one address spends only their own share; and
 * 10 an hour, 15 a day from all addresses together, which bounds the SMS a number receives. An
 * address gets a configurable number of code requests an hour, whatever the numbers.
 */
const RESEND_WINDOW_MS = OTP_RESEND_SECONDS * SECOND;
const PER_NUMBER_AND_ADDRESS_LIMITS = [
  { name: 'hour', max: 5, windowMs: HOUR },
  { name: 'day', max: 8, windowMs: DAY },
] as const;
const PER_NUMBER_LIMITS = [
  { name: 'hour', max: 10, windowMs: HOUR },
  { name: 'day', max: 15, windowMs: DAY },
] as const;

/**
 * Guesses at one code: OTP_MAX_ATTEMPTS from each address, so a stranger cannot burn the owner's
 * code, and this many from all addresses together.
 */
export const GUESSES_PER_CODE = 10;

/**
 * Guesses at one number in a day: the budget that bounds a brute-force attack (60 a day against a
 * million codes, whatever the addresses), of which one address may spend half, so one stranger
 * alone never locks the owner out.
 */
export const GUESSES_PER_NUMBER_PER_DAY = 60;
const GUESS_LIMITS = [
  { scope: 'number-address', max: GUESSES_PER_NUMBER_PER_DAY / 2 },
  { scope: 'number', max: GUESSES_PER_NUMBER_PER_DAY },
] as const;

/** Confirms an address may send in an hour, for every code request it may make. */
const CONFIRMS_PER_CODE_REQUEST = 2;

const MESSAGES = {
  accountExists: 'An account with this phone number already exists. Please log in.',
  noAccount: 'No account uses this phone number. Please sign up first.',
  blocked: 'This account has been blocked. Please contact support.',
  smsUnavailable: 'We could not send the SMS. Please try again in a minute.',
  limitsUnavailable: 'The service is briefly unavailable. Please try again.',
  noCode: 'No code was sent to this number. Request a code first.',
  codeUsed: 'This code has already been used. Request a new code.',
  codeExpired: 'The code has expired. Request a new code.',
  codeBurnt: 'Too many wrong codes. Request a new code.',
  loggedOut: 'You have been logged out.',
} as const;

export interface AuthServiceOptions {
  repo: AuthRepository;
  sms: SmsSender;
  limits: RateLimitStore;
  /** Where ended sessions are announced, so their access tokens stop working on every instance. */
  revocations: SessionRevocationStore;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Signs access tokens; one-time codes are hashed with a key derived from it. */
  jwtSecret: string;
  /** Numbers that hold the ADMIN role from their next confirmed code. */
  adminPhones: readonly string[];
  /** Code requests one address may make in an hour (and CONFIRMS_PER_CODE_REQUEST times as many confirms). */
  codeRequestsPerAddressPerHour: number;
}

/** Sign-up and login by SMS code, sessions with rotating refresh tokens: every rule of it lives here. */
export class AuthService {
  private readonly codeKey: Buffer;
  private readonly refreshKey: Buffer;

  constructor(private readonly o: AuthServiceOptions) {
    // A key of its own for code hashes, so a leaked hash list says nothing about the token key.
    this.codeKey = createHmac('sha256', o.jwtSecret).update('zeng one-time code hashes').digest();
    this.refreshKey = createHmac('sha256', o.jwtSecret).update('zeng refresh token successors').digest();
  }

  // ---------- codes ----------

  /**
   * Sends a sign-up code, in `lang`. No account exists before it is confirmed; asking again replaces
   * the names.
   */
  async register(input: RegisterRequest, address: string, lang: Language): Promise<CodeSent> {
    await this.limitAddress(address);
    const phoneNumber = input.phoneNumber;
    if (await this.o.repo.userByPhone(phoneNumber)) throw conflict(MESSAGES.accountExists, 'ACCOUNT_EXISTS');
    return this.sendCode(phoneNumber, address, lang, 'REGISTER', {
      firstName: input.firstName,
      lastName: input.lastName,
      accountType: input.accountType ?? 'INDIVIDUAL',
    });
  }

  /** Sends a login code, in `lang`, to the number of an existing account. */
  async authenticate(phoneNumber: string, address: string, lang: Language): Promise<CodeSent> {
    await this.limitAddress(address);
    const user = await this.o.repo.userByPhone(phoneNumber);
    if (!user) throw notFound(MESSAGES.noAccount, 'ACCOUNT_NOT_FOUND');
    if (user.blockedAt) throw forbidden(MESSAGES.blocked, 'ACCOUNT_BLOCKED');
    return this.sendCode(phoneNumber, address, lang, 'LOGIN', {});
  }

  private async sendCode(
    phoneNumber: string,
    address: string,
    lang: Language,
    purpose: 'REGISTER' | 'LOGIN',
    names: { firstName?: string; lastName?: string; accountType?: AccountType },
  ): Promise<CodeSent> {
    const from = `${phoneNumber}:${addressKey(address)}`;
    const resendKey = `otp:resend:${from}`;
    const previous = await this.o.repo.latestChallenge(phoneNumber);
    const resend = await this.count(resendKey, RESEND_WINDOW_MS);
    // A code this address can no longer try is of no use: a new one may follow at once.
    if (resend.count > 1 && !(previous && (await this.deadFor(previous, address)))) {
      const seconds = Math.ceil(resend.resetInMs / SECOND);
      throw tooManyRequests(`Please wait ${plural(seconds, 'second')} before requesting a new code.`, seconds);
    }
    const counted = [resendKey];
    // Asking again while a sign-up's code still lives is a first sign-up being retried (the form
    // sent twice, the code asked for again): only the number's own limits count it (ADR 0008).
    const signUpRetry = purpose === 'REGISTER' && previous !== undefined && isLiveSignUp(previous, this.o.clock.now());
    // In this order, so a request refused for its address never counts against the number itself.
    const limits = [
      ...(signUpRetry ? [] : PER_NUMBER_AND_ADDRESS_LIMITS).map((limit) => ({
        ...limit,
        key: `otp:number-address:${limit.name}:${from}`,
      })),
      ...PER_NUMBER_LIMITS.map((limit) => ({ ...limit, key: `otp:number:${limit.name}:${phoneNumber}` })),
    ];
    let codesLeft = Number.POSITIVE_INFINITY;
    for (const limit of limits) {
      const hit = await this.limit(
        limit.key,
        limit.windowMs,
        limit.max,
        'Too many codes were requested for this number.',
      );
      counted.push(limit.key);
      codesLeft = Math.min(codesLeft, limit.max - hit.count);
    }

    const now = this.o.clock.now();
    const code = randomInt(0, 10 ** OTP_LENGTH)
      .toString()
      .padStart(OTP_LENGTH, '0');
    const challenge = await this.o.repo.insertChallenge({
      phoneNumber,
      purpose,
      codeHash: this.hashCode(phoneNumber, code),
      ...names,
      createdAt: now,
      expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * SECOND),
    });

    const text = codeSmsText(code, OTP_TTL_SECONDS / 60, lang);
    try {
      await this.o.sms.send({ phoneNumber, text, code });
    } catch (err) {
      // Nobody received this code: it must not work, and the person may ask again at once.
      this.o.log.error({ err, phoneNumber, driver: this.o.sms.driver }, 'SMS not sent');
      await this.o.repo.deleteChallenge(challenge.id);
      await Promise.all(counted.map((key) => this.o.limits.undo(key))).catch((undoErr) =>
        this.o.log.warn({ err: undoErr }, 'rate-limit counters not taken back'),
      );
      throw new AppError(503, 'SMS_UNAVAILABLE', MESSAGES.smsUnavailable);
    }
    // Only now is the earlier code replaced: had the SMS failed, the earlier one would still work.
    await this.o.repo.retireOtherChallenges(phoneNumber, challenge.id, now);

    return {
      message: `We sent a ${OTP_LENGTH}-digit code to ${formatPhoneInternational(phoneNumber)}.`,
      phoneNumber,
      resendAfterSeconds: OTP_RESEND_SECONDS,
      expiresInSeconds: OTP_TTL_SECONDS,
      codesLeft,
    };
  }

  /** Whether this address can no longer try the code: burnt for everyone, or its own OTP_MAX_ATTEMPTS spent. */
  private async deadFor(challenge: ChallengeRow, address: string): Promise<boolean> {
    if (challenge.attempts >= GUESSES_PER_CODE) return true;
    if (challenge.consumedAt) return false;
    const ours = await this.counters(() => this.o.limits.peek(guessKey(challenge, address)));
    return ours >= OTP_MAX_ATTEMPTS;
  }

  /** Every code request counts against its address first, even one answered 404 or 409. */
  private async limitAddress(address: string): Promise<void> {
    await this.limit(
      `otp:address:${addressKey(address)}`,
      HOUR,
      this.o.codeRequestsPerAddressPerHour,
      'Too many code requests from your network.',
    );
  }

  /** Counts one attempt on `key`; past `max` in the window, refuses with `sentence` and the wait. */
  private async limit(key: string, windowMs: number, max: number, sentence: string) {
    const hit = await this.count(key, windowMs);
    if (hit.count > max) {
      throw tooManyRequests(`${sentence} Try again in ${waitText(hit.resetInMs)}.`, hit.resetInMs / SECOND);
    }
    return hit;
  }

  private count(key: string, windowMs: number) {
    return this.counters(() => this.o.limits.hit(key, windowMs));
  }

  private async counters<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      // Without counters nothing stops SMS pumping: refuse rather than send unlimited codes.
      this.o.log.error({ err }, 'rate-limit store failed');
      throw new AppError(503, 'SERVICE_UNAVAILABLE', MESSAGES.limitsUnavailable);
    }
  }

  private hashCode(phoneNumber: string, code: string): string {
    return createHmac('sha256', this.codeKey).update(`${phoneNumber}:${code}`).digest('hex');
  }

  // ---------- confirm ----------

  /**
   * Checks the newest code of the number; a REGISTER code creates the account. Answers a new session.
   * Each address has OTP_MAX_ATTEMPTS tries at a code and the code GUESSES_PER_CODE in all, so a
   * stranger's wrong guesses leave the owner's tries (from another address) alone.
   */
  async confirm(phoneNumber: string, confirmCode: number, address: string): Promise<ConfirmResult> {
    await this.limit(
      `otp:confirm:address:${addressKey(address)}`,
      HOUR,
      this.o.codeRequestsPerAddressPerHour * CONFIRMS_PER_CODE_REQUEST,
      'Too many codes were tried from your network.',
    );
    const now = this.o.clock.now();
    const challenge = await this.o.repo.latestChallenge(phoneNumber);
    if (!challenge) throw badRequest(MESSAGES.noCode, 'OTP_NOT_REQUESTED');
    assertOpen(challenge, now);

    // Counted before the comparison, so parallel guesses get no extra tries.
    const ours = await this.count(guessKey(challenge, address), OTP_TTL_SECONDS * SECOND);
    if (ours.count > OTP_MAX_ATTEMPTS) throw badRequest(MESSAGES.codeBurnt, 'OTP_TOO_MANY_TRIES');
    // In this order, so a guess refused for its address never counts against the number itself.
    for (const limit of GUESS_LIMITS) {
      const who = limit.scope === 'number' ? phoneNumber : `${phoneNumber}:${addressKey(address)}`;
      await this.limit(
        `otp:guesses:${limit.scope}:${who}`,
        DAY,
        limit.max,
        'Too many codes were tried for this number.',
      );
    }
    const spent = await this.o.repo.spendAttempt(challenge.id, now, GUESSES_PER_CODE);
    if (spent === null) {
      // Another request closed or used up the challenge between our read and our try.
      const fresh = await this.o.repo.latestChallenge(phoneNumber);
      if (fresh) assertOpen(fresh, now);
      throw badRequest(MESSAGES.codeUsed, 'OTP_USED');
    }

    const code = String(confirmCode).padStart(OTP_LENGTH, '0');
    if (!sameHash(challenge.codeHash, this.hashCode(phoneNumber, code))) {
      if (spent >= GUESSES_PER_CODE) {
        await this.o.repo.consumeChallenge(challenge.id, now);
        throw badRequest(MESSAGES.codeBurnt, 'OTP_TOO_MANY_TRIES');
      }
      const left = Math.min(OTP_MAX_ATTEMPTS - ours.count, GUESSES_PER_CODE - spent);
      if (left === 0) throw badRequest(MESSAGES.codeBurnt, 'OTP_TOO_MANY_TRIES');
      throw badRequest(
        `The code is not correct. ${plural(left, 'try', 'tries')} ${left === 1 ? 'remains' : 'remain'}.`,
        'OTP_INVALID',
        { params: { triesLeft: left } },
      );
    }

    const session = await this.o.repo.transaction(async (repo) => {
      if (!(await repo.consumeChallenge(challenge.id, now))) throw badRequest(MESSAGES.codeUsed, 'OTP_USED');
      let user = await repo.userByPhone(phoneNumber);
      if (!user && challenge.purpose === 'LOGIN') throw notFound(MESSAGES.noAccount, 'ACCOUNT_NOT_FOUND');
      const isAdminPhone = this.o.adminPhones.includes(phoneNumber);
      if (!user) {
        user = await repo.createUser({
          phoneNumber,
          firstName: challenge.firstName ?? '',
          lastName: challenge.lastName ?? '',
          accountType: challenge.accountType ?? 'INDIVIDUAL',
          role: isAdminPhone ? 'ADMIN' : 'USER',
          createdAt: now,
        });
      }
      if (user.blockedAt) throw forbidden(MESSAGES.blocked, 'ACCOUNT_BLOCKED');
      if (isAdminPhone && user.role !== 'ADMIN') {
        await repo.setRole(user.id, 'ADMIN');
        user = { ...user, role: 'ADMIN' };
      }
      await repo.deleteExpiredRefreshTokens(user.id, now);
      const familyId = randomUUID();
      const refreshToken = await this.issueRefreshToken(repo, user.id, familyId, now);
      return { user, familyId, refreshToken };
    });

    return {
      access_token: await this.accessToken(session.user, session.familyId, now),
      refresh_token: session.refreshToken.token,
      user_id: session.user.id,
      user_group: session.user.role,
    };
  }

  // ---------- sessions ----------

  /**
   * Trades a refresh token for a new pair. Each token works once: presenting a rotated one means it
   * was copied, so the whole session ends for the thief and the owner alike; except within
   * REFRESH_REUSE_GRACE_MS of its rotation, when it answers the same successor again (two tabs, or a
   * retry whose first answer was lost). The successor is derived from the token with a server key,
   * so every instance computes the same one and the database alone decides. The role and the block
   * are read from the database here, which bounds how long a stale access token lives.
   */
  async refresh(header: string | undefined): Promise<TokenPair> {
    const token = bearerToken(header);
    if (!token) throw unauthorized();
    const now = this.o.clock.now();
    const row = await this.o.repo.refreshTokenByHash(hashToken(token));
    if (!row || row.revokedAt) throw sessionEnded();
    if (row.expiresAt <= now && row.replacedBy === null) throw sessionEnded();

    const user = await this.o.repo.userById(row.userId);
    if (!user || user.blockedAt) {
      await this.endSession(row.familyId, now);
      if (!user) throw sessionEnded();
      throw forbidden(MESSAGES.blocked, 'ACCOUNT_BLOCKED');
    }

    const successor = this.successorOf(token);
    const rotated =
      row.replacedBy === null
        ? await this.o.repo.transaction(async (repo) => {
            // Locked, so of two parallel refreshes one rotates and the other sees its successor.
            const current = await repo.refreshTokenById(row.id, { lock: true });
            if (!current || current.replacedBy !== null || current.revokedAt) return current;
            const id = await repo.insertRefreshToken(this.refreshTokenValues(user.id, row.familyId, successor, now));
            await repo.markRotated(row.id, id);
            return { ...current, replacedBy: id };
          })
        : row;
    // Whoever rotated it (this request or a parallel one), the token now names its successor.
    const next = rotated?.replacedBy ? await this.o.repo.refreshTokenById(rotated.replacedBy) : undefined;
    const isOurSuccessor = next?.tokenHash === hashToken(successor);
    const inGrace = next !== undefined && now.getTime() - next.createdAt.getTime() <= REFRESH_REUSE_GRACE_MS;
    if (!next || !isOurSuccessor || !inGrace || next.revokedAt || next.replacedBy !== null) {
      this.o.log.warn({ userId: row.userId, familyId: row.familyId }, 'rotated refresh token reused; session revoked');
      await this.endSession(row.familyId, now);
      throw sessionEnded();
    }
    return { access_token: await this.accessToken(user, row.familyId, now), refresh_token: successor };
  }

  /**
   * Ends the session named by the refresh token (when it is the caller's) and the one of the access
   * token: their refresh tokens stop working, and their access tokens within seconds everywhere.
   */
  async logout(
    user: AuthUser,
    refreshHeader: string | undefined,
    sessionId: string | null,
  ): Promise<{ message: string }> {
    const families = new Set(sessionId ? [sessionId] : []);
    const token = bearerToken(refreshHeader);
    if (token) {
      const row = await this.o.repo.refreshTokenByHash(hashToken(token));
      if (row && row.userId === user.id) families.add(row.familyId);
    }
    const now = this.o.clock.now();
    for (const familyId of families) await this.endSession(familyId, now, user.id);
    return { message: MESSAGES.loggedOut };
  }

  /**
   * Ends a session: its refresh tokens stop working, and its access tokens until the last of them
   * would have expired anyway. userId, when given, must own the session.
   */
  private async endSession(familyId: string, now: Date, userId?: number): Promise<void> {
    if (!(await this.o.repo.revokeFamily(familyId, now, userId))) return;
    await this.o.revocations.revoke(familyId, now.getTime() + ACCESS_TOKEN_TTL_SECONDS * SECOND);
  }

  async currentUser(user: AuthUser): Promise<CurrentUser> {
    const row = await this.o.repo.userById(user.id);
    if (!row) throw unauthorized();
    if (row.blockedAt) throw forbidden(MESSAGES.blocked, 'ACCOUNT_BLOCKED');
    return {
      firstName: row.firstName,
      lastName: row.lastName,
      phoneNumber: row.phoneNumber,
      userGroup: row.role,
      accountType: row.accountType,
    };
  }

  private async issueRefreshToken(repo: AuthRepository, userId: number, familyId: string, now: Date) {
    const token = randomBytes(32).toString('base64url');
    const id = await repo.insertRefreshToken(this.refreshTokenValues(userId, familyId, token, now));
    return { id, token };
  }

  private refreshTokenValues(userId: number, familyId: string, token: string, now: Date) {
    return {
      userId,
      familyId,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
    };
  }

  /** The token a refresh token rotates into: unguessable without the key, the same on every instance. */
  private successorOf(token: string): string {
    return createHmac('sha256', this.refreshKey).update(token).digest('base64url');
  }

  private accessToken(user: UserRow, familyId: string, now: Date): Promise<string> {
    return signAccessToken(
      this.o.jwtSecret,
      { id: user.id, role: user.role, phoneNumber: user.phoneNumber },
      { sessionId: familyId, now },
    );
  }
}

/** The counter of one address's guesses at one code (its OTP_MAX_ATTEMPTS tries). */
const guessKey = (challenge: ChallengeRow, address: string) => `otp:guesses:${challenge.id}:${addressKey(address)}`;

/** A sign-up whose code still works: asking again for it retries the same sign-up. */
function isLiveSignUp(challenge: ChallengeRow, now: Date): boolean {
  return challenge.purpose === 'REGISTER' && challenge.consumedAt === null && challenge.expiresAt > now;
}

/** Throws the reason a challenge cannot be tried any more; returns when it still can. */
function assertOpen(challenge: ChallengeRow, now: Date): void {
  if (challenge.consumedAt) {
    throw challenge.attempts >= GUESSES_PER_CODE
      ? badRequest(MESSAGES.codeBurnt, 'OTP_TOO_MANY_TRIES')
      : badRequest(MESSAGES.codeUsed, 'OTP_USED');
  }
  if (challenge.expiresAt <= now) throw badRequest(MESSAGES.codeExpired, 'OTP_EXPIRED');
  if (challenge.attempts >= GUESSES_PER_CODE) throw badRequest(MESSAGES.codeBurnt, 'OTP_TOO_MANY_TRIES');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Refresh tokens are 256 random bits, so a plain SHA-256 is enough to make a stolen table useless. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** "Bearer abc" → "abc"; anything else → null. */
function bearerToken(header: string | undefined): string | null {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * The key an address is counted under. IPv6 hosts usually hold a whole /64, so one counter covers
 * the /64; IPv4 (and IPv4 mapped into IPv6) counts per address.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(ip) || !ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.split('%')[0]?.split('::') ?? [];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`;
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function waitText(ms: number): string {
  const seconds = Math.ceil(ms / SECOND);
  return seconds <= 90 ? plural(seconds, 'second') : plural(Math.ceil(seconds / 60), 'minute');
}
