import type { ProductCategory } from '@zeng/contract/constants';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { savedSearches, users } from '../../db/schema.js';

// A signed-in person's saved searches (issue 38) and how many adverts each found since it was opened.

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type NewSavedSearch = typeof savedSearches.$inferInsert;

/**
 * The adverts it found since it was last opened (through the notifications' index by search and time).
 * Written with its tables' names: drizzle leaves a lone table's columns unqualified, which inside the
 * subquery would name the notification's own.
 */
const newCount = sql<number>`(
  SELECT count(*)::int FROM notifications n
  WHERE n.saved_search_id = saved_searches.id AND n.created_at > saved_searches.opened_at
)`;

const listed = {
  id: savedSearches.id,
  name: savedSearches.name,
  category: savedSearches.category,
  query: savedSearches.query,
  paused: savedSearches.paused,
  sms: savedSearches.sms,
  createdAt: savedSearches.createdAt,
  newCount,
};

const own = (userId: number, id: number) => and(eq(savedSearches.userId, userId), eq(savedSearches.id, id));

export type ListedSavedSearch = Awaited<ReturnType<typeof savedOf>>[number];

/** The person's saved searches, the newest first. */
export function savedOf(db: Database, userId: number) {
  return db.select(listed).from(savedSearches).where(eq(savedSearches.userId, userId)).orderBy(desc(savedSearches.id));
}

export async function oneOf(db: Database, userId: number, id: number) {
  const [row] = await db.select(listed).from(savedSearches).where(own(userId, id));
  return row;
}

export async function countOf(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId));
  return row?.count ?? 0;
}

/** The person's search of the same category and query, if they saved it before. */
export async function sameSearch(db: Database, userId: number, category: ProductCategory, query: string) {
  const [row] = await db
    .select({ id: savedSearches.id, name: savedSearches.name })
    .from(savedSearches)
    .where(and(eq(savedSearches.userId, userId), eq(savedSearches.category, category), eq(savedSearches.query, query)));
  return row;
}

/** Holds the person's row until the transaction ends: their saves one at a time. */
export async function lockPerson(tx: Database, userId: number): Promise<void> {
  await tx.execute(sql`SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} FOR UPDATE`);
}

export async function insert(tx: Database, row: NewSavedSearch): Promise<number> {
  const [saved] = await tx.insert(savedSearches).values(row).returning({ id: savedSearches.id });
  if (!saved) throw new Error('the saved search was not written');
  return saved.id;
}

/** Changes the person's search; false when it is not theirs. */
export async function update(
  db: Database,
  userId: number,
  id: number,
  change: Partial<Pick<SavedSearchRow, 'name' | 'paused' | 'sms' | 'openedAt'>>,
): Promise<boolean> {
  const rows = await db.update(savedSearches).set(change).where(own(userId, id)).returning({ id: savedSearches.id });
  return rows.length > 0;
}

export async function remove(db: Database, userId: number, id: number): Promise<void> {
  await db.delete(savedSearches).where(own(userId, id));
}
