import type { CodeSent, ConfirmResult, CurrentUser, RegisterRequest, TokenPair } from '@zeng/contract/auth';
import type { Language } from '@zeng/contract/constants';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../infra/clock.js';
import type { RateLimitStore } from '../../infra/rate-limit/store.js';
import type { SessionRevocationStore } from '../../infra/session-revocation/store.js';
import type { SmsSender } from '../../infra/sms/sms-sender.js';
import { conflict, notFound, unauthorized } from '../../lib/errors.js';
import { AbuseLimits } from './abuse-limits.js';
import type { AuthUser } from './access-tokens.js';
import { OneTimeCodes } from './one-time-codes.js';
import type { AuthRepository } from './repository.js';
import { Sessions } from './sessions.js';
import { accountBlocked } from './wording.js';

// The numbers of the rules, where the tests and the docs read them beside the service.
export { GUESSES_PER_CODE, GUESSES_PER_NUMBER_PER_DAY } from './one-time-codes.js';
export { REFRESH_REUSE_GRACE_MS, REFRESH_TOKEN_TTL_MS } from './sessions.js';

const MESSAGES = {
  accountExists: 'An account with this phone number already exists. Please log in.',
  noAccount: 'No account uses this phone number. Please sign up first.',
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
  /** Code requests one address may make in an hour (and twice as many confirms). */
  codeRequestsPerAddressPerHour: number;
}

/**
 * Sign-up and login by SMS code, and the sessions they open: who may ask for a code, what a right
 * code opens (the account at the first one, a session every time). The codes (one-time-codes.ts),
 * the sessions (sessions.ts) and the limits of an address (abuse-limits.ts) hold the rules of each.
 */
export class AuthService {
  private readonly limits: AbuseLimits;
  private readonly codes: OneTimeCodes;
  private readonly sessions: Sessions;

  constructor(private readonly o: AuthServiceOptions) {
    this.limits = new AbuseLimits(o.limits, o.log, o.codeRequestsPerAddressPerHour);
    const { repo, sms, clock, log, jwtSecret } = o;
    this.codes = new OneTimeCodes({ repo, sms, clock, log, jwtSecret, limits: this.limits });
    this.sessions = new Sessions({ repo, clock, log, jwtSecret, revocations: o.revocations });
  }

  /**
   * Sends a sign-up code, in `lang`. No account exists before it is confirmed; asking again replaces
   * the names.
   */
  async register(input: RegisterRequest, address: string, lang: Language): Promise<CodeSent> {
    await this.limits.codeRequestFrom(address);
    const phoneNumber = input.phoneNumber;
    if (await this.o.repo.userByPhone(phoneNumber)) throw conflict(MESSAGES.accountExists, 'ACCOUNT_EXISTS');
    return this.codes.send(phoneNumber, address, lang, 'REGISTER', {
      firstName: input.firstName,
      lastName: input.lastName,
      accountType: input.accountType ?? 'INDIVIDUAL',
    });
  }

  /** Sends a login code, in `lang`, to the number of an existing account. */
  async authenticate(phoneNumber: string, address: string, lang: Language): Promise<CodeSent> {
    await this.limits.codeRequestFrom(address);
    const user = await this.o.repo.userByPhone(phoneNumber);
    if (!user) throw notFound(MESSAGES.noAccount, 'ACCOUNT_NOT_FOUND');
    if (user.blockedAt) throw accountBlocked();
    return this.codes.send(phoneNumber, address, lang, 'LOGIN', {});
  }

  /** Checks the newest code of the number; a REGISTER code creates the account. Answers a new session. */
  async confirm(phoneNumber: string, confirmCode: number, address: string): Promise<ConfirmResult> {
    await this.limits.confirmFrom(address);
    const challenge = await this.codes.check(phoneNumber, confirmCode, address);

    const now = this.o.clock.now();
    const started = await this.o.repo.transaction(async (repo) => {
      await this.codes.consume(repo, challenge, now);
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
      if (user.blockedAt) throw accountBlocked();
      if (isAdminPhone && user.role !== 'ADMIN') {
        await repo.setRole(user.id, 'ADMIN');
        user = { ...user, role: 'ADMIN' };
      }
      return { user, ...(await this.sessions.start(repo, user, now)) };
    });

    return {
      access_token: await this.sessions.accessToken(started.user, started.familyId, now),
      refresh_token: started.refreshToken,
      user_id: started.user.id,
      user_group: started.user.role,
    };
  }

  /** Trades a refresh token for a new pair (see Sessions.refresh); none presented is a 401. */
  async refresh(refreshToken: string | null | undefined): Promise<TokenPair> {
    if (!refreshToken) throw unauthorized();
    return this.sessions.refresh(refreshToken);
  }

  /** Ends the caller's session, and the one the refresh token names when it is theirs too. */
  async logout(
    user: AuthUser,
    refreshToken: string | null | undefined,
    sessionId: string | null,
  ): Promise<{ message: string }> {
    await this.sessions.logout(user, refreshToken ?? null, sessionId);
    return { message: MESSAGES.loggedOut };
  }

  async currentUser(user: Pick<AuthUser, 'id'>): Promise<CurrentUser> {
    const row = await this.o.repo.userById(user.id);
    if (!row) throw unauthorized();
    if (row.blockedAt) throw accountBlocked();
    return currentUserOf(row);
  }
}

/** A person as GET /auth answers them, from their row. */
export const currentUserOf = (row: {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  role: CurrentUser['userGroup'];
  accountType: CurrentUser['accountType'];
  businessName: string | null;
  businessAddress: string | null;
  businessHours: string | null;
}): CurrentUser => ({
  firstName: row.firstName,
  lastName: row.lastName,
  phoneNumber: row.phoneNumber,
  userGroup: row.role,
  accountType: row.accountType,
  businessName: row.businessName,
  businessAddress: row.businessAddress,
  businessHours: row.businessHours,
});
