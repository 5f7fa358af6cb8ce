import type { AccountType } from '@zeng/contract/constants';
import { and, count, desc, eq, fillPlaceholders, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { ArrayRows, ArrayStatement } from '../../db/array-rows.js';
import type { Database } from '../../db/client.js';
import { adverts, moderationEvents, users } from '../../db/schema.js';
import { visibleSql } from '../adverts/lifecycle.js';
import { LISTED_COLUMNS, type ListedRow, listedRow } from '../adverts/listed-rows.js';

/** A person as their seller page shows them, and what decides whether the page exists. */
export interface SellerRow {
  id: number;
  firstName: string;
  lastName: string;
  accountType: AccountType;
  createdAt: Date;
  /** Adverts shown now. */
  liveAdverts: number;
  /** Whether any of their adverts was ever approved (shown now, expired, or removed after): their name was public. */
  everShown: boolean;
  /** Adverts they marked sold, and adverts a moderator removed after reports (issue 37). */
  sold: number;
  removedAfterReports: number;
  businessName: string | null;
  businessAddress: string | null;
  businessHours: string | null;
}

/** What a person changes of their account (PUT /auth). */
export interface AccountValues {
  accountType: AccountType;
  businessName?: string | null;
  businessAddress?: string | null;
  businessHours?: string | null;
}

/** Where a page of a seller's adverts starts: after this advert, in the newest-first order. */
export interface SellerCursor {
  published: string;
  id: number;
}

const p = sql.placeholder;
const builder = new QueryBuilder();

/**
 * One page of a seller's live adverts, newest published first, as a prepared statement (one plan for
 * every seller: docs/decisions/0005). The state and deletion tests are literals (visibleSql), so even
 * the generic plan walks adverts_visible_user_idx (migration 0014) from the seller and the cursor on,
 * reading the page's rows and no more, whatever the seller holds (seller-plans.test.ts).
 */
function pageStatement(afterCursor: boolean) {
  const where: SQL[] = [eq(adverts.userId, p('seller')), visibleSql(p('now'))];
  if (afterCursor) where.push(sql`(${adverts.publishedAt}, ${adverts.id}) < (${p('published')}, ${p('id')})`);
  const query = builder
    .select(LISTED_COLUMNS)
    .from(adverts)
    .where(and(...where))
    .orderBy(desc(adverts.publishedAt), desc(adverts.id))
    .limit(p('limit'));
  const { sql: text, params } = query.toSQL();
  const statement: ArrayStatement = { name: afterCursor ? 'seller_adverts_after' : 'seller_adverts', text };
  return { statement, params };
}
const FIRST_PAGE = pageStatement(false);
const LATER_PAGE = pageStatement(true);

/** The statement of a page of a seller's live adverts with the values of this call. */
export function sellerPageQuery(sellerId: number, cursor: SellerCursor | null, limit: number, now: Date) {
  const { statement, params } = cursor ? LATER_PAGE : FIRST_PAGE;
  const values = fillPlaceholders(params, {
    seller: sellerId,
    now,
    limit,
    ...(cursor && { published: new Date(cursor.published), id: cursor.id }),
  });
  return { statement, values };
}

/** The seller's `n`th live advert, newest first: its publication and id (SellersRepository.nthLiveAdvert). */
export const nthLiveAdvertQuery = (db: Database, sellerId: number, n: number, now: Date) =>
  db
    .select({ published: adverts.publishedAt, id: adverts.id })
    .from(adverts)
    .where(and(eq(adverts.userId, sellerId), visibleSql(now)))
    .orderBy(desc(adverts.publishedAt), desc(adverts.id))
    .offset(n - 1)
    .limit(1);

/** What the sellers' calls read and write: people, and the adverts they show. */
export class SellersRepository {
  constructor(
    private readonly db: Database,
    /** The pages of adverts: rows as arrays, on the lists' pipelined connections (db/array-rows.ts). */
    private readonly rows: ArrayRows,
  ) {}

  /**
   * The person with this id, with their live adverts counted (an index-only walk of theirs) and
   * whether one was ever approved (adverts_user_idx); undefined when no account has the id.
   */
  async seller(id: number, now: Date): Promise<SellerRow | undefined> {
    // Subqueries built as queries: their columns are written with their table (a select's own list of
    // fields names columns bare, which inside it would read the adverts' own id).
    const live = this.db
      .select({ n: count() })
      .from(adverts)
      .where(and(eq(adverts.userId, users.id), visibleSql(now)));
    const approved = this.db
      .select({ one: sql`1` })
      .from(adverts)
      .where(and(eq(adverts.userId, users.id), eq(adverts.state, 'APPROVED')));
    const sold = this.db
      .select({ n: count() })
      .from(adverts)
      .where(and(eq(adverts.userId, users.id), isNotNull(adverts.soldAt), isNull(adverts.deletedAt)));
    const removed = this.db
      .select({ n: sql`count(DISTINCT ${moderationEvents.advertId})` })
      .from(moderationEvents)
      .innerJoin(adverts, eq(adverts.id, moderationEvents.advertId))
      .where(and(eq(adverts.userId, users.id), eq(moderationEvents.action, 'REMOVE')));
    const [row] = await this.db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        accountType: users.accountType,
        createdAt: users.createdAt,
        liveAdverts: sql<number>`(${live})`.mapWith(Number),
        everShown: sql<boolean>`EXISTS (${approved})`,
        sold: sql<number>`(${sold})`.mapWith(Number),
        removedAfterReports: sql<number>`(${removed})`.mapWith(Number),
        businessName: users.businessName,
        businessAddress: users.businessAddress,
        businessHours: users.businessHours,
      })
      .from(users)
      .where(eq(users.id, id));
    return row;
  }

  /** Up to `limit` of the seller's live adverts after `cursor` (from the newest without one). */
  async liveAdverts(sellerId: number, cursor: SellerCursor | null, limit: number, now: Date): Promise<ListedRow[]> {
    const { statement, values } = sellerPageQuery(sellerId, cursor, limit, now);
    return (await this.rows(statement, values)).map(listedRow);
  }

  /**
   * Where the seller's `n`th live advert stands, newest first: a numbered page of theirs starts after it
   * (an index-only walk of `n` entries of adverts_visible_user_idx); undefined when they hold fewer.
   */
  async nthLiveAdvert(sellerId: number, n: number, now: Date): Promise<SellerCursor | undefined> {
    const [row] = await nthLiveAdvertQuery(this.db, sellerId, n, now);
    return row && { published: row.published.toISOString(), id: row.id };
  }

  /**
   * Sets the account type of an account that is not blocked; the account as it is then, or undefined
   * when no unblocked account has the id.
   */
  async updateAccount(id: number, values: AccountValues) {
    const [row] = await this.db
      .update(users)
      .set(values)
      .where(and(eq(users.id, id), isNull(users.blockedAt)))
      .returning({
        firstName: users.firstName,
        lastName: users.lastName,
        phoneNumber: users.phoneNumber,
        role: users.role,
        accountType: users.accountType,
        businessName: users.businessName,
        businessAddress: users.businessAddress,
        businessHours: users.businessHours,
      });
    return row;
  }

  /** When the account was blocked: null when it is not, undefined when no account has the id. */
  async blockedAt(id: number): Promise<Date | null | undefined> {
    const [row] = await this.db.select({ blockedAt: users.blockedAt }).from(users).where(eq(users.id, id));
    return row?.blockedAt;
  }
}
