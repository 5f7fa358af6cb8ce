import type { AccessoryType, Color, Condition, Grade, ProductCategory, SimType } from '@zeng/contract/constants';
import type { ContactChannel } from '@zeng/contract/contact';
import type { BoxContent, Defect } from '@zeng/contract/device-condition';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { adverts, users } from '../../db/schema.js';
import type { StoredState } from './lifecycle.js';

// What a row of an advert holds, as the detail and the moderators' queue read it, and as a write sets
// it: shared by this module's repositories and the moderation module's, which reads the same table.

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
  heldAt: adverts.heldAt,
  soldAt: adverts.soldAt,
  createdAt: adverts.createdAt,
  submittedAt: adverts.submittedAt,
  publishedAt: adverts.publishedAt,
  expiresAt: adverts.expiresAt,
  deletedAt: adverts.deletedAt,
  brandId: adverts.brandId,
  modelId: adverts.modelId,
  storageId: adverts.storageId,
  ramId: adverts.ramId,
  providerId: adverts.simProviderId,
  barter: adverts.barter,
  credit: adverts.credit,
  delivery: adverts.delivery,
  negotiable: adverts.negotiable,
  grade: adverts.grade,
  batteryHealth: adverts.batteryHealth,
  defects: adverts.defects,
  accountLocked: adverts.accountLocked,
  inBox: adverts.inBox,
  warrantyMonths: adverts.warrantyMonths,
  imei: adverts.imei,
  imeiRegistered: adverts.imeiRegistered,
  contactBy: adverts.contactBy,
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
  state: StoredState;
  price: number;
  districtId: number;
  comment: string;
  condition: Condition | null;
  color: Color | null;
  simType: SimType | null;
  simNumber: string | null;
  name: string | null;
  accessoryType: AccessoryType | null;
  rejectionReason: string | null;
  /** Out of the listings for its reports since then (lifecycle.ts held), or null. */
  heldAt: Date | null;
  /** When its seller marked it sold (lifecycle.ts sold), or null. */
  soldAt: Date | null;
  createdAt: Date;
  submittedAt: Date;
  publishedAt: Date;
  expiresAt: Date | null;
  deletedAt: Date | null;
  brandId: number | null;
  modelId: number | null;
  storageId: number | null;
  ramId: number | null;
  providerId: number | null;
  barter: boolean;
  credit: boolean;
  delivery: boolean;
  negotiable: boolean;
  grade: Grade | null;
  batteryHealth: number | null;
  defects: Defect[];
  accountLocked: boolean;
  inBox: BoxContent[];
  warrantyMonths: number | null;
  imei: string | null;
  imeiRegistered: boolean | null;
  contactBy: ContactChannel;
  imageKeys: string[];
}
export interface AdvertWithSellerRow extends AdvertRow {
  sellerFirstName: string;
  sellerLastName: string;
  sellerPhone: string;
}

/** Adverts joined with their seller's name and phone (detail and moderation answers). */
export function withSeller(db: Database) {
  return db
    .select({ ...advertColumns, ...sellerColumns })
    .from(adverts)
    .innerJoin(users, eq(users.id, adverts.userId));
}

/** The columns a write sets (the id is the database's). */
export type AdvertValues = Omit<typeof adverts.$inferInsert, 'id'>;
