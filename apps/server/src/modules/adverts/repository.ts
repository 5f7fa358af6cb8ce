import type { ProductCategory, SortType } from '@zeng/contract/constants';
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { adverts, brands, components, models, moderationEvents, simProviders, users } from '../../db/schema.js';
import type { Cursor } from './cursor.js';

const storage = alias(components, 'storage');
const ram = alias(components, 'ram');

/** Every column any answer about an advert needs, in one row. */
const advertColumns = {
  id: adverts.id,
  category: adverts.category,
  userId: adverts.userId,
  state: adverts.state,
  price: adverts.price,
  districtId: adverts.districtId,
  comment: adverts.comment,
  condition: adverts.condition,
  color: adverts.color,
  simType: adverts.simType,
  simNumber: adverts.simNumber,
  name: adverts.name,
  accessoryType: adverts.accessoryType,
  rejectionReason: adverts.rejectionReason,
  createdAt: adverts.createdAt,
  publishedAt: adverts.publishedAt,
  expiresAt: adverts.expiresAt,
  deletedAt: adverts.deletedAt,
  brandId: brands.id,
  brandName: brands.name,
  modelId: models.id,
  modelName: models.name,
  storageId: storage.id,
  storageCapacity: storage.capacity,
  ramId: ram.id,
  ramCapacity: ram.capacity,
  providerId: simProviders.id,
  providerName: simProviders.name,
  providerImage: simProviders.imageUrl,
  imageKeys: sql<
    string[]
  >`ARRAY(SELECT ai.key FROM advert_images ai WHERE ai.advert_id = ${adverts.id} ORDER BY ai.position)`,
};

const sellerColumns = {
  sellerFirstName: users.firstName,
  sellerLastName: users.lastName,
  sellerPhone: users.phoneNumber,
};

export interface AdvertRow {
  id: number;
  category: ProductCategory;
  userId: number;
  state: 'PENDING' | 'APPROVED' | 'REJECTED';
  price: number;
  districtId: number;
  comment: string;
  condition: string | null;
  color: string | null;
  simType: string | null;
  simNumber: string | null;
  name: string | null;
  accessoryType: string | null;
  rejectionReason: string | null;
  createdAt: Date;
  publishedAt: Date;
  expiresAt: Date | null;
  deletedAt: Date | null;
  brandId: number | null;
  brandName: string | null;
  modelId: number | null;
  modelName: string | null;
  storageId: number | null;
  storageCapacity: string | null;
  ramId: number | null;
  ramCapacity: string | null;
  providerId: number | null;
  providerName: string | null;
  providerImage: string | null;
  imageKeys: string[];
}
export interface AdvertWithSellerRow extends AdvertRow {
  sellerFirstName: string;
  sellerLastName: string;
  sellerPhone: string;
}

function baseQuery(db: Database, columns: typeof advertColumns = advertColumns) {
  return db
    .select(columns)
    .from(adverts)
    .leftJoin(brands, eq(brands.id, adverts.brandId))
    .leftJoin(models, eq(models.id, adverts.modelId))
    .leftJoin(storage, eq(storage.id, adverts.storageId))
    .leftJoin(ram, eq(ram.id, adverts.ramId))
    .leftJoin(simProviders, eq(simProviders.id, adverts.simProviderId));
}

/** Approved, not deleted, not expired: what everyone may see. */
export function visible(now: Date): SQL {
  return and(eq(adverts.state, 'APPROVED'), isNull(adverts.deletedAt), gt(adverts.expiresAt, now)) as SQL;
}

export interface ListFilters {
  category: ProductCategory;
  districtId?: number | undefined;
  brandIds?: number[] | undefined;
  modelIds?: number[] | undefined;
  providerId?: number | undefined;
  accessoryType?: string | undefined;
  condition?: string | undefined;
  color?: string | undefined;
  storageId?: number | undefined;
  ramId?: number | undefined;
  /** Folded words that must all appear in the search text. */
  words?: string[] | undefined;
  /** A LIKE pattern over SIM numbers (digits and _), when the query is a number. */
  numberPattern?: string | undefined;
  publishedFrom?: Date | undefined;
  publishedBefore?: Date | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterConditions(f: ListFilters): SQL[] {
  const where: SQL[] = [eq(adverts.category, f.category)];
  if (f.districtId) where.push(eq(adverts.districtId, f.districtId));
  if (f.brandIds?.length) where.push(inArray(adverts.brandId, f.brandIds));
  if (f.modelIds?.length) where.push(inArray(adverts.modelId, f.modelIds));
  if (f.providerId) where.push(eq(adverts.simProviderId, f.providerId));
  if (f.accessoryType) where.push(eq(adverts.accessoryType, f.accessoryType));
  if (f.condition) where.push(eq(adverts.condition, f.condition));
  if (f.color) where.push(eq(adverts.color, f.color));
  if (f.storageId) where.push(eq(adverts.storageId, f.storageId));
  if (f.ramId) where.push(eq(adverts.ramId, f.ramId));
  for (const word of f.words ?? []) where.push(sql`${adverts.searchText} LIKE ${`%${escapeLike(word)}%`}`);
  if (f.numberPattern) where.push(sql`${adverts.simNumber} LIKE ${`%${f.numberPattern}%`}`);
  if (f.publishedFrom) where.push(gte(adverts.publishedAt, f.publishedFrom));
  if (f.publishedBefore) where.push(lt(adverts.publishedAt, f.publishedBefore));
  return where;
}

/** Keyset paging: the rows strictly after the cursor in the sort order, so every page costs the same. */
function afterCursor(cursor: Cursor): SQL {
  switch (cursor.sort) {
    case 'DATE_DESC': {
      const at = new Date(cursor.key as string);
      return or(lt(adverts.publishedAt, at), and(eq(adverts.publishedAt, at), lt(adverts.id, cursor.id))) as SQL;
    }
    case 'DATE_ASC': {
      const at = new Date(cursor.key as string);
      return or(gt(adverts.publishedAt, at), and(eq(adverts.publishedAt, at), gt(adverts.id, cursor.id))) as SQL;
    }
    case 'PRICE_ASC':
      return or(
        gt(adverts.price, cursor.key as number),
        and(eq(adverts.price, cursor.key as number), gt(adverts.id, cursor.id)),
      ) as SQL;
    case 'PRICE_DESC':
      return or(
        lt(adverts.price, cursor.key as number),
        and(eq(adverts.price, cursor.key as number), lt(adverts.id, cursor.id)),
      ) as SQL;
  }
}

const ORDER: Record<SortType, SQL[]> = {
  DATE_DESC: [desc(adverts.publishedAt), desc(adverts.id)],
  DATE_ASC: [asc(adverts.publishedAt), asc(adverts.id)],
  PRICE_ASC: [asc(adverts.price), asc(adverts.id)],
  PRICE_DESC: [desc(adverts.price), desc(adverts.id)],
};

export async function listVisible(
  db: Database,
  filters: ListFilters,
  sort: SortType,
  cursor: Cursor | null,
  limit: number,
  now: Date,
): Promise<AdvertRow[]> {
  const where = [visible(now), ...filterConditions(filters)];
  if (cursor) where.push(afterCursor(cursor));
  const rows = await baseQuery(db)
    .where(and(...where))
    .orderBy(...ORDER[sort])
    .limit(limit);
  return rows as AdvertRow[];
}

export async function countVisible(db: Database, filters: ListFilters, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(adverts)
    .where(and(visible(now), ...filterConditions(filters)));
  return row?.n ?? 0;
}

export async function findById(db: Database, id: number): Promise<AdvertWithSellerRow | undefined> {
  const withSeller = { ...advertColumns, ...sellerColumns } as typeof advertColumns;
  const [row] = await baseQuery(db, withSeller)
    .innerJoin(users, eq(users.id, adverts.userId))
    .where(eq(adverts.id, id))
    .limit(1);
  return row as AdvertWithSellerRow | undefined;
}

export async function listOwned(db: Database, userId: number, state: string, now: Date): Promise<AdvertRow[]> {
  const notDeleted = isNull(adverts.deletedAt);
  const byState: Record<string, SQL> = {
    APPROVED: and(eq(adverts.state, 'APPROVED'), gt(adverts.expiresAt, now)) as SQL,
    EXPIRED: and(eq(adverts.state, 'APPROVED'), lte(adverts.expiresAt, now)) as SQL,
    PENDING: eq(adverts.state, 'PENDING'),
    REJECTED: eq(adverts.state, 'REJECTED'),
  };
  const rows = await baseQuery(db)
    .where(and(eq(adverts.userId, userId), notDeleted, byState[state]))
    .orderBy(desc(adverts.createdAt), desc(adverts.id))
    .limit(500);
  return rows as AdvertRow[];
}

/** Soft delete: the advert disappears everywhere but stays for the record. */
export async function softDelete(db: Database, id: number, byUserId: number, asModerator: boolean, now: Date) {
  await db.transaction(async (tx) => {
    await tx.update(adverts).set({ deletedAt: now, updatedAt: now }).where(eq(adverts.id, id));
    if (asModerator)
      await tx.insert(moderationEvents).values({ advertId: id, moderatorId: byUserId, action: 'DELETE' });
  });
}
