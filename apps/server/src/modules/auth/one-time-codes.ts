import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { CodeSent } from '@zeng/contract/auth';
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
import type { SmsSender } from '../../infra/sms/sms-sender.js';
import { addressKey } from '../../lib/address-key.js';
import { AppError, badRequest, tooManyRequests } from '../../lib/errors.js';
import type { AbuseLimits } from './abuse-limits.js';
import type { AuthRepository, ChallengeRow } from './repository.js';
import { codeSmsText } from './sms-text.js';
import { plural, SECOND } from './wording.js';

const HOUR = 60 * 60 * SECOND;
const DAY = 24 * HOUR;

/**
 * How often codes may be asked for (the numbers are reasoned in docs/decisions/0008-abuse-limits.md).
 * A number gets one code a minute, 5 an hour and 8 a day from each address, so a stranger hammering
 * it from one address spends only their own share; and 10 an hour, 15 a day from all addresses
 * together, which bounds the SMS a number receives.
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

const MESSAGES = {
  smsUnavailable: 'We could not send the SMS. Please try again in a minute.',
  noCode: 'No code was sent to this number. Request a code first.',
  codeUsed: 'This code has already been used. Request a new code.',
  codeExpired: 'The code has expired. Request a new code.',
  codeBurnt: 'Too many wrong codes. Request a new code.',
} as const;

export type CodePurpose = 'REGISTER' | 'LOGIN';
/** The names a sign-up code carries until it is confirmed (no account exists before). */
export type PendingNames = { firstName?: string; lastName?: string; accountType?: AccountType };

export interface OneTimeCodesOptions {
  repo: AuthRepository;
  sms: SmsSender;
  limits: AbuseLimits;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Codes are hashed with a key derived from it. */
  jwtSecret: string;
}

/**
 * One-time codes by SMS: their challenges, sending them within the per-number limits, and checking
 * a guess within the guessing limits. Whether an account may ask, and what a right code opens, are
 * the auth service's.
 */
export class OneTimeCodes {
  private readonly codeKey: Buffer;

  constructor(private readonly o: OneTimeCodesOptions) {
    // A key of its own for code hashes, so a leaked hash list says nothing about the token key.
    this.codeKey = createHmac('sha256', o.jwtSecret).update('zeng one-time code hashes').digest();
  }

  /** Sends a new code for `purpose`, in `lang`; it replaces the number's earlier code once the SMS went out. */
  async send(
    phoneNumber: string,
    address: string,
    lang: Language,
    purpose: CodePurpose,
    names: PendingNames,
  ): Promise<CodeSent> {
    const from = `${phoneNumber}:${addressKey(address)}`;
    const resendKey = `otp:resend:${from}`;
    const previous = await this.o.repo.latestChallenge(phoneNumber);
    const resend = await this.o.limits.count(resendKey, RESEND_WINDOW_MS);
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
      const hit = await this.o.limits.limit(
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
      await this.o.limits.undo(counted);
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

  /**
   * Checks a guess at the newest code of the number and answers its challenge when right, still
   * open: `consume` closes it in the transaction that opens the session. Each address has
   * OTP_MAX_ATTEMPTS tries at a code and the code GUESSES_PER_CODE in all, so a stranger's wrong
   * guesses leave the owner's tries (from another address) alone.
   */
  async check(phoneNumber: string, confirmCode: number, address: string): Promise<ChallengeRow> {
    const now = this.o.clock.now();
    const challenge = await this.o.repo.latestChallenge(phoneNumber);
    if (!challenge) throw badRequest(MESSAGES.noCode, 'OTP_NOT_REQUESTED');
    assertOpen(challenge, now);

    // Counted before the comparison, so parallel guesses get no extra tries.
    const ours = await this.o.limits.count(guessKey(challenge, address), OTP_TTL_SECONDS * SECOND);
    if (ours.count > OTP_MAX_ATTEMPTS) throw badRequest(MESSAGES.codeBurnt, 'OTP_TOO_MANY_TRIES');
    // In this order, so a guess refused for its address never counts against the number itself.
    for (const limit of GUESS_LIMITS) {
      const who = limit.scope === 'number' ? phoneNumber : `${phoneNumber}:${addressKey(address)}`;
      await this.o.limits.limit(
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
    return challenge;
  }

  /** Closes a rightly guessed challenge, in the caller's transaction: a code opens one session only. */
  async consume(repo: AuthRepository, challenge: ChallengeRow, now: Date): Promise<void> {
    if (!(await repo.consumeChallenge(challenge.id, now))) throw badRequest(MESSAGES.codeUsed, 'OTP_USED');
  }

  /** Whether this address can no longer try the code: burnt for everyone, or its own OTP_MAX_ATTEMPTS spent. */
  private async deadFor(challenge: ChallengeRow, address: string): Promise<boolean> {
    if (challenge.attempts >= GUESSES_PER_CODE) return true;
    if (challenge.consumedAt) return false;
    const ours = await this.o.limits.peek(guessKey(challenge, address));
    return ours >= OTP_MAX_ATTEMPTS;
  }

  private hashCode(phoneNumber: string, code: string): string {
    return createHmac('sha256', this.codeKey).update(`${phoneNumber}:${code}`).digest('hex');
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
