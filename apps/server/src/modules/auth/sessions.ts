import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { TokenPair } from '@zeng/contract/auth';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../infra/clock.js';
import type { SessionRevocationStore } from '../../infra/session-revocation/store.js';
import { sessionEnded } from '../../lib/errors.js';
import { ACCESS_TOKEN_TTL_SECONDS, type AuthUser, signAccessToken } from './access-tokens.js';
import type { AuthRepository, UserRow } from './repository.js';
import { accountBlocked, SECOND } from './wording.js';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * SECOND;
/**
 * How long a just-rotated refresh token still answers its successor: long enough for two tabs or a
 * retried request on a slow network, short enough that a stolen token used later ends the session.
 */
export const REFRESH_REUSE_GRACE_MS = 30 * SECOND;

export interface SessionsOptions {
  repo: AuthRepository;
  /** Where ended sessions are announced, so their access tokens stop working on every instance. */
  revocations: SessionRevocationStore;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Signs access tokens; refresh tokens' successors are derived with a key derived from it. */
  jwtSecret: string;
}

/**
 * Sessions: a family of refresh tokens, each rotated at its use into a successor, and the access
 * tokens signed for it. Started by a confirmed code, renewed by a refresh token, ended by a logout,
 * a reused token or a block.
 */
export class Sessions {
  private readonly refreshKey: Buffer;

  constructor(private readonly o: SessionsOptions) {
    this.refreshKey = createHmac('sha256', o.jwtSecret).update('zeng refresh token successors').digest();
  }

  /**
   * Starts a session for the user, in the caller's transaction: a new family with its first refresh
   * token. The user's tokens past their lifetime are deleted on the way.
   */
  async start(repo: AuthRepository, user: UserRow, now: Date): Promise<{ familyId: string; refreshToken: string }> {
    await repo.deleteExpiredRefreshTokens(user.id, now);
    const familyId = randomUUID();
    const refreshToken = randomBytes(32).toString('base64url');
    await repo.insertRefreshToken(this.refreshTokenValues(user.id, familyId, refreshToken, now));
    return { familyId, refreshToken };
  }

  /**
   * Trades a refresh token for a new pair. Each token works once: presenting a rotated one means it
   * was copied, so the whole session ends for the thief and the owner alike; except within
   * REFRESH_REUSE_GRACE_MS of its rotation, when it answers the same successor again (two tabs, or a
   * retry whose first answer was lost). The successor is derived from the token with a server key,
   * so every instance computes the same one and the database alone decides. The role and the block
   * are read from the database here, which bounds how long a stale access token lives.
   */
  async refresh(token: string): Promise<TokenPair> {
    const now = this.o.clock.now();
    const row = await this.o.repo.refreshTokenByHash(hashToken(token));
    if (!row || row.revokedAt) throw sessionEnded();
    if (row.expiresAt <= now && row.replacedBy === null) throw sessionEnded();

    const user = await this.o.repo.userById(row.userId);
    if (!user || user.blockedAt) {
      await this.end(row.familyId, now);
      if (!user) throw sessionEnded();
      throw accountBlocked();
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
      await this.end(row.familyId, now);
      throw sessionEnded();
    }
    return { access_token: await this.accessToken(user, row.familyId, now), refresh_token: successor };
  }

  /**
   * Ends the session named by the refresh token (when it is the caller's) and the one of the access
   * token: their refresh tokens stop working, and their access tokens within seconds everywhere.
   */
  async logout(user: AuthUser, refreshToken: string | null, sessionId: string | null): Promise<void> {
    const families = new Set(sessionId ? [sessionId] : []);
    if (refreshToken) {
      const row = await this.o.repo.refreshTokenByHash(hashToken(refreshToken));
      if (row && row.userId === user.id) families.add(row.familyId);
    }
    const now = this.o.clock.now();
    for (const familyId of families) await this.end(familyId, now, user.id);
  }

  /** A signed access token of the session, for the user as the database has them now. */
  accessToken(user: UserRow, familyId: string, now: Date): Promise<string> {
    return signAccessToken(
      this.o.jwtSecret,
      { id: user.id, role: user.role, phoneNumber: user.phoneNumber },
      { sessionId: familyId, now },
    );
  }

  /**
   * Ends a session: its refresh tokens stop working, and its access tokens until the last of them
   * would have expired anyway. userId, when given, must own the session.
   */
  private async end(familyId: string, now: Date, userId?: number): Promise<void> {
    if (!(await this.o.repo.revokeFamily(familyId, now, userId))) return;
    await this.o.revocations.revoke(familyId, now.getTime() + ACCESS_TOKEN_TTL_SECONDS * SECOND);
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
}

/** Refresh tokens are 256 random bits, so a plain SHA-256 is enough to make a stolen table useless. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
