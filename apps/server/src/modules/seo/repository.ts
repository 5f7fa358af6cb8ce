import type { ProductCategory } from '@zeng/contract/constants';
import { and, asc, between, eq, gte, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { adverts, users } from '../../db/schema.js';
import { inStateSql, visibleSql } from '../adverts/lifecycle.js';

/** A shown advert as a sitemap lists it. */
export interface ListedAdvert {
  id: number;
  updatedAt: Date;
  expiresAt: Date | null;
}

/**
 * What the sitemaps read. The first two statements read only adverts_visible_id_idx (category, id,
 * with expires_at and updated_at alongside, on the approved undeleted rows; migration 0009): index-only
 * scans that start at `fromId`.
 */
export class SitemapRepository {
  constructor(private readonly db: Database) {}

  /** The id of the first shown advert of a category at or after `fromId`, or null when there is none. */
  async firstShownId(category: ProductCategory, fromId: number, now: Date): Promise<number | null> {
    const [row] = await this.db
      .select({ id: adverts.id })
      .from(adverts)
      .where(and(eq(adverts.category, category), gte(adverts.id, fromId), visibleSql(now)))
      .orderBy(asc(adverts.id))
      .limit(1);
    return row?.id ?? null;
  }

  /** Up to `limit` shown adverts of a category with ids from `fromId` to `toId`, in id order. */
  shownAdverts(
    category: ProductCategory,
    ids: { fromId: number; toId: number },
    limit: number,
    now: Date,
  ): Promise<ListedAdvert[]> {
    return this.db
      .select({ id: adverts.id, updatedAt: adverts.updatedAt, expiresAt: adverts.expiresAt })
      .from(adverts)
      .where(and(eq(adverts.category, category), between(adverts.id, ids.fromId, ids.toId), visibleSql(now)))
      .orderBy(asc(adverts.id))
      .limit(limit);
  }

  /**
   * The newest change to a category's adverts with ids from `fromId` to `toId`, shown or not: every
   * transition writes updated_at (adverts/lifecycle.ts), so a removal, an edit sent back to review or a
   * rejection counts as much as an approval; an expiry writes nothing, so the newest expiry already
   * past counts too. Null when the range has no advert of the category. Reads the range by primary key.
   */
  async newestChange(
    category: ProductCategory,
    ids: { fromId: number; toId: number },
    now: Date,
  ): Promise<Date | null> {
    const [row] = await this.db
      .select({
        updated: max(adverts.updatedAt),
        expired: sql`max(${adverts.expiresAt}) filter (where ${inStateSql('EXPIRED', now)})`.mapWith(adverts.expiresAt),
      })
      .from(adverts)
      .where(and(eq(adverts.category, category), between(adverts.id, ids.fromId, ids.toId)));
    const times = [row?.updated, row?.expired].filter((at): at is Date => at instanceof Date);
    return times.length === 0 ? null : new Date(Math.max(...times.map((at) => at.getTime())));
  }

  /**
   * The lowest id at or after `fromId` of a person with a shown advert, or null when there is none: an
   * index-only probe of adverts_visible_user_idx (migration 0014), in user order, stepping over expired
   * entries by the expiry it holds.
   */
  async firstSellerId(fromId: number, now: Date): Promise<number | null> {
    const [row] = await this.db
      .select({ id: adverts.userId })
      .from(adverts)
      .where(and(gte(adverts.userId, fromId), visibleSql(now)))
      .orderBy(asc(adverts.userId))
      .limit(1);
    return row?.id ?? null;
  }

  /**
   * Up to `limit` people with ids from `fromId` to `toId`, in id order, who have a shown advert: the
   * range's accounts by primary key, each with one probe of adverts_visible_user_idx, rather than every
   * shown advert of the range (which a block of busy sellers would make most of the table).
   */
  async sellersWithShownAdverts(ids: { fromId: number; toId: number }, limit: number, now: Date): Promise<number[]> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          between(users.id, ids.fromId, ids.toId),
          sql`EXISTS (SELECT 1 FROM ${adverts} WHERE ${adverts.userId} = ${users.id} AND ${visibleSql(now)})`,
        ),
      )
      .orderBy(asc(users.id))
      .limit(limit);
    return rows.map((row) => row.id);
  }
}
