import type { AccountType, UserGroup } from '@zeng/contract/constants';
import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { otpChallenges, refreshTokens, users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;
export type ChallengeRow = typeof otpChallenges.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export interface NewChallenge {
  phoneNumber: string;
  purpose: 'REGISTER' | 'LOGIN';
  codeHash: string;
  firstName?: string;
  lastName?: string;
  accountType?: AccountType;
  createdAt: Date;
  expiresAt: Date;
}

/** Challenges older than this are of no use (not even for the messages) and are deleted. */
const CHALLENGE_RETENTION_MS = 24 * 60 * 60 * 1000;

/** SQL of sign-up and login: users, one-time-code challenges and refresh tokens. */
export class AuthRepository {
  constructor(private readonly db: Database) {}

  /** Runs fn in one transaction, with a repository bound to it. */
  transaction<T>(fn: (repo: AuthRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(new AuthRepository(tx)));
  }

  // ---------- users ----------

  async userByPhone(phoneNumber: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.phoneNumber, phoneNumber)).limit(1);
    return row;
  }

  async userById(id: number): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  /** Creates the account, or answers the one that a concurrent confirm created a moment earlier. */
  async createUser(values: {
    phoneNumber: string;
    firstName: string;
    lastName: string;
    accountType: AccountType;
    role: UserGroup;
    createdAt: Date;
  }): Promise<UserRow> {
    const [created] = await this.db.insert(users).values(values).onConflictDoNothing().returning();
    if (created) return created;
    const existing = await this.userByPhone(values.phoneNumber);
    if (!existing) throw new Error(`user ${values.phoneNumber} neither inserted nor found`);
    return existing;
  }

  async setRole(id: number, role: UserGroup): Promise<void> {
    await this.db.update(users).set({ role }).where(eq(users.id, id));
  }

  // ---------- one-time codes ----------

  /** Stores a new challenge; the number's challenges older than a day are deleted on the way. */
  async insertChallenge(challenge: NewChallenge): Promise<ChallengeRow> {
    const { phoneNumber, createdAt } = challenge;
    await this.db
      .delete(otpChallenges)
      .where(
        and(
          eq(otpChallenges.phoneNumber, phoneNumber),
          lt(otpChallenges.createdAt, new Date(createdAt.getTime() - CHALLENGE_RETENTION_MS)),
        ),
      );
    const [row] = await this.db.insert(otpChallenges).values(challenge).returning();
    if (!row) throw new Error('challenge not inserted');
    return row;
  }

  /** Closes every open challenge of the number but one, so only the newest code works. */
  async retireOtherChallenges(phoneNumber: string, keepId: number, now: Date): Promise<void> {
    await this.db
      .update(otpChallenges)
      .set({ consumedAt: now })
      .where(
        and(eq(otpChallenges.phoneNumber, phoneNumber), isNull(otpChallenges.consumedAt), ne(otpChallenges.id, keepId)),
      );
  }

  /** The newest challenge of a number, open or not (its state decides the answer to a confirm). */
  async latestChallenge(phoneNumber: string): Promise<ChallengeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.phoneNumber, phoneNumber))
      .orderBy(desc(otpChallenges.createdAt), desc(otpChallenges.id))
      .limit(1);
    return row;
  }

  async deleteChallenge(id: number): Promise<void> {
    await this.db.delete(otpChallenges).where(eq(otpChallenges.id, id));
  }

  /**
   * Spends one try of an open, unexpired challenge before its code is compared, in one statement,
   * so parallel guesses cannot get more than maxAttempts comparisons. Answers the tries spent
   * (this one included), or null when the challenge can no longer be tried.
   */
  async spendAttempt(id: number, now: Date, maxAttempts: number): Promise<number | null> {
    const [row] = await this.db
      .update(otpChallenges)
      .set({ attempts: sql`${otpChallenges.attempts} + 1` })
      .where(
        and(
          eq(otpChallenges.id, id),
          isNull(otpChallenges.consumedAt),
          gt(otpChallenges.expiresAt, now),
          lt(otpChallenges.attempts, maxAttempts),
        ),
      )
      .returning({ attempts: otpChallenges.attempts });
    return row ? row.attempts : null;
  }

  /** Closes an open challenge (used or burnt); false when another request closed it first. */
  async consumeChallenge(id: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(otpChallenges)
      .set({ consumedAt: now })
      .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.consumedAt)))
      .returning({ id: otpChallenges.id });
    return rows.length === 1;
  }

  // ---------- refresh tokens ----------

  async insertRefreshToken(values: {
    userId: number;
    familyId: string;
    tokenHash: string;
    createdAt: Date;
    expiresAt: Date;
  }): Promise<number> {
    const [row] = await this.db.insert(refreshTokens).values(values).returning({ id: refreshTokens.id });
    if (!row) throw new Error('refresh token not inserted');
    return row.id;
  }

  async refreshTokenByHash(tokenHash: string): Promise<RefreshTokenRow | undefined> {
    const [row] = await this.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
    return row;
  }

  /** A token by id; with `lock`, held until the transaction ends, so only one request rotates it. */
  async refreshTokenById(id: number, options: { lock?: boolean } = {}): Promise<RefreshTokenRow | undefined> {
    const query = this.db.select().from(refreshTokens).where(eq(refreshTokens.id, id)).limit(1);
    const [row] = options.lock ? await query.for('update') : await query;
    return row;
  }

  /** Marks a live token as replaced by its successor; false when it was already rotated or revoked. */
  async markRotated(id: number, replacedBy: number): Promise<boolean> {
    const rows = await this.db
      .update(refreshTokens)
      .set({ replacedBy })
      .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.replacedBy), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    return rows.length === 1;
  }

  /**
   * Ends a session: every token of the family stops working (an earlier end keeps its time).
   * userId, when given, must own it. Answers whether the family exists (and is that user's).
   */
  async revokeFamily(familyId: string, now: Date, userId?: number): Promise<boolean> {
    const rows = await this.db
      .update(refreshTokens)
      .set({ revokedAt: sql`coalesce(${refreshTokens.revokedAt}, ${now.toISOString()}::timestamptz)` })
      .where(
        and(eq(refreshTokens.familyId, familyId), userId === undefined ? undefined : eq(refreshTokens.userId, userId)),
      )
      .returning({ id: refreshTokens.id });
    return rows.length > 0;
  }

  /** Deletes a user's tokens past their lifetime, so the table holds live sessions and their history only. */
  async deleteExpiredRefreshTokens(userId: number, now: Date): Promise<void> {
    // A whole expired chain goes in one statement, so its replaced_by references never dangle.
    await this.db.delete(refreshTokens).where(and(eq(refreshTokens.userId, userId), lt(refreshTokens.expiresAt, now)));
  }
}
