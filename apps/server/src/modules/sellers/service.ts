import type { AccountUpdate, CurrentUser } from '@zeng/contract/auth';
import type { Language } from '@zeng/contract/constants';
import type { Seller, SellerAdverts, SellerAdvertsQuery } from '@zeng/contract/sellers';
import type { ArrayRows } from '../../db/array-rows.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import { AppError, badRequest, forbidden, notFound, unauthorized } from '../../lib/errors.js';
import { decodeCursor, encodeCursor } from '../adverts/cursor.js';
import type { AdvertMapper } from '../adverts/mappers.js';
import type { AuthUser } from '../auth/access-tokens.js';
import { currentUserOf } from '../auth/service.js';
import { type SellerCursor, type SellerRow, SellersRepository } from './repository.js';

const CURSOR_MESSAGE = 'cursor is not one this server gave out for this list; start again from the first page.';

export const noSuchSeller = (id: number) => notFound(`There is no seller with id ${id}.`);

/**
 * Whether a person has a public page: anyone one of whose adverts was ever approved. Someone who never
 * had one shown (a buyer, a moderator, a seller still waiting for review) never had their name public,
 * so their id answers as an unknown one does; a seller whose adverts have all expired or been removed
 * keeps their page, with no adverts on it (an old link still says who they were).
 */
const hasPage = (row: SellerRow | undefined): row is SellerRow => row?.everShown === true;

/** A cursor of the newest-first order the lists write (adverts/cursor.ts); anything else is a 400 naming `cursor`. */
function readCursor(text: string): SellerCursor {
  try {
    const { key, id } = decodeCursor(text, 'DATE_DESC');
    return { published: String(key), id };
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 400) throw badRequest(CURSOR_MESSAGE);
    throw err;
  }
}

/**
 * A seller's public page (issue 35): who they are and their live adverts, and the account type the
 * signed-in person chooses to be shown as.
 */
export class SellersService {
  readonly #repo: SellersRepository;

  constructor(
    db: Database,
    rows: ArrayRows,
    /** Writes each advert as its category's listing card (adverts/mappers.ts). */
    private readonly mapper: AdvertMapper,
    private readonly clock: Clock,
  ) {
    this.#repo = new SellersRepository(db, rows);
  }

  /** The seller as their page names them; 404 for an unknown id and for a person without a page (hasPage). */
  async seller(id: number): Promise<Seller> {
    const row = await this.#repo.seller(id, this.clock.now());
    if (!hasPage(row)) throw noSuchSeller(id);
    return {
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      accountType: row.accountType,
      memberSince: row.createdAt.toISOString(),
      liveAdvertCount: row.liveAdverts,
      soldCount: row.sold,
      removedAfterReports: row.removedAfterReports,
      business:
        row.accountType === 'BUSINESS'
          ? { name: row.businessName, address: row.businessAddress, hours: row.businessHours }
          : null,
    };
  }

  /**
   * A page of the seller's live adverts, newest published first, keyset-paged as the lists are: each
   * page starts strictly after the last advert of the one before, so none is answered twice or skipped
   * while adverts come and go; a numbered page (`pageNumber`, the page's `?page=` address) starts after
   * the pages before it. 404 as `seller`, asked only when the page is empty (a page with adverts on it
   * has its seller).
   */
  async adverts(id: number, query: SellerAdvertsQuery, lang: Language): Promise<SellerAdverts> {
    const now = this.clock.now();
    const cursor = query.cursor ? readCursor(query.cursor) : await this.#startOf(id, query, now);
    // One extra row tells whether another page exists without a count.
    const rows = cursor === 'past the end' ? [] : await this.#repo.liveAdverts(id, cursor, query.limit + 1, now);
    if (rows.length === 0 && !hasPage(await this.#repo.seller(id, now))) throw noSuchSeller(id);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    const nextCursor =
      rows.length > query.limit && last ? encodeCursor({ sort: 'DATE_DESC', key: last.published, id: last.id }) : null;
    return { adverts: page.map((row) => this.mapper.listItem(row, lang)), nextCursor };
  }

  /** Where a numbered page starts: after the pages before it; null for the first. */
  async #startOf(id: number, query: SellerAdvertsQuery, now: Date): Promise<SellerCursor | null | 'past the end'> {
    const before = ((query.pageNumber ?? 1) - 1) * query.limit;
    if (before === 0) return null;
    return (await this.#repo.nthLiveAdvert(id, before, now)) ?? 'past the end';
  }

  /**
   * The signed-in person chooses to sell as an individual or a business, with a business's name, address
   * and hours; answered as GET /auth answers them.
   */
  async updateAccount(user: AuthUser, update: AccountUpdate): Promise<CurrentUser> {
    // Absent keeps what the account holds; an empty field clears it.
    const given = (text: string | undefined) => (text === undefined ? undefined : text || null);
    const row = await this.#repo.updateAccount(user.id, {
      accountType: update.accountType,
      ...(update.businessName !== undefined && { businessName: given(update.businessName) }),
      ...(update.businessAddress !== undefined && { businessAddress: given(update.businessAddress) }),
      ...(update.businessHours !== undefined && { businessHours: given(update.businessHours) }),
    });
    if (!row) {
      // A token outlives its account's block by up to its 15 minutes: refused as GET /auth refuses it.
      if (await this.#repo.blockedAt(user.id)) {
        throw forbidden('This account has been blocked. Please contact support.', 'ACCOUNT_BLOCKED');
      }
      throw unauthorized();
    }
    return currentUserOf(row);
  }
}
