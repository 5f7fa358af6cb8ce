import {
  ACCESSORY_TYPES,
  type AccessoryType,
  CONDITIONS,
  type Condition,
  GRADES,
  type Grade,
  PRODUCT_CATEGORIES,
  type ProductCategory,
  type SellerOption,
} from '@zeng/contract/constants';
import { isOneOf } from '@zeng/contract/typed';
import { sql } from 'drizzle-orm';
import type { TextRow } from '../../db/array-rows.js';
import { adverts } from '../../db/schema.js';
import { STORED_STATES, type StoredState } from './lifecycle.js';
import { heldOptionsOf } from './seller-options.js';

/**
 * What a card of an advert is made of, in the public lists, the owner's tabs and the liked page: the
 * columns its answer needs and those its standing is told from, no more (not the comment, not the
 * seller). listedRow reads them in this order.
 */
export const LISTED_COLUMNS = {
  id: adverts.id,
  category: adverts.category,
  price: adverts.price,
  districtId: adverts.districtId,
  condition: adverts.condition,
  brandId: adverts.brandId,
  modelId: adverts.modelId,
  storageId: adverts.storageId,
  ramId: adverts.ramId,
  simNumber: adverts.simNumber,
  providerId: adverts.simProviderId,
  name: adverts.name,
  accessoryType: adverts.accessoryType,
  publishedAt: adverts.publishedAt,
  expiresAt: adverts.expiresAt,
  imageKeys: sql`ARRAY(SELECT ai.key FROM advert_images ai WHERE ai.advert_id = ${adverts.id} ORDER BY ai.position)`,
  state: adverts.state,
  rejectionReason: adverts.rejectionReason,
  deletedAt: adverts.deletedAt,
  barter: adverts.barter,
  credit: adverts.credit,
  delivery: adverts.delivery,
  negotiable: adverts.negotiable,
  grade: adverts.grade,
  batteryHealth: adverts.batteryHealth,
  soldAt: adverts.soldAt,
};

export interface ListedRow {
  id: number;
  category: ProductCategory;
  price: number;
  districtId: number;
  condition: Condition | null;
  brandId: number | null;
  modelId: number | null;
  storageId: number | null;
  ramId: number | null;
  simNumber: string | null;
  providerId: number | null;
  name: string | null;
  accessoryType: AccessoryType | null;
  /** When it was published, as Date.toISOString writes it: the card's date and a date cursor's key. */
  published: string;
  expiresAt: Date | null;
  imageKeys: string[];
  state: StoredState;
  rejectionReason: string | null;
  deletedAt: Date | null;
  /** The seller's options that hold, in SELLER_OPTIONS' order. */
  sellerOptions: SellerOption[];
  grade: Grade | null;
  batteryHealth: number | null;
  /** When its seller marked it sold, or null. */
  soldAt: Date | null;
}

/** A value the schema keeps to a known set (an enum, a CHECK): anything else is a broken row. */
function member<T extends string>(values: readonly T[], text: string | null | undefined, column: string): T {
  if (isOneOf(values, text)) return text;
  throw new Error(`an advert's ${column} is ${text === null ? 'missing' : `"${text}"`}`);
}
const memberOrNull = <T extends string>(values: readonly T[], text: string | null | undefined, column: string) =>
  text === null || text === undefined ? null : member(values, text, column);

const numberOrNull = (text: string | null | undefined) => (text === null || text === undefined ? null : Number(text));
export const dateOrNull = (text: string | null | undefined) =>
  text === null || text === undefined ? null : new Date(isoInstant(text));

/** A row of LISTED_COLUMNS as the database sent it (db/array-rows.ts), read once, column by column. */
export function listedRow(r: TextRow): ListedRow {
  return {
    id: Number(r[0]),
    category: member(PRODUCT_CATEGORIES, r[1], 'category'),
    price: Number(r[2]),
    districtId: Number(r[3]),
    condition: memberOrNull(CONDITIONS, r[4], 'condition'),
    brandId: numberOrNull(r[5]),
    modelId: numberOrNull(r[6]),
    storageId: numberOrNull(r[7]),
    ramId: numberOrNull(r[8]),
    simNumber: r[9] ?? null,
    providerId: numberOrNull(r[10]),
    name: r[11] ?? null,
    accessoryType: memberOrNull(ACCESSORY_TYPES, r[12], 'accessory type'),
    published: isoInstant(r[13] ?? ''),
    expiresAt: dateOrNull(r[14]),
    imageKeys: textArray(r[15] ?? '{}'),
    state: member(STORED_STATES, r[16], 'state'),
    rejectionReason: r[17] ?? null,
    deletedAt: dateOrNull(r[18]),
    // Booleans come as PostgreSQL writes them: 't' or 'f'.
    sellerOptions: heldOptionsOf(r[19] === 't', r[20] === 't', r[21] === 't', r[22] === 't'),
    grade: memberOrNull(GRADES, r[23], 'grade'),
    batteryHealth: numberOrNull(r[24]),
    soldAt: dateOrNull(r[25]),
  };
}

/**
 * A timestamptz's text as Date.toISOString writes it ("2026-11-26 08:46:52.087+00" →
 * "2026-11-26T08:46:52.087Z"), by slicing when it is in UTC, as every session of ours asks (db/client.ts);
 * any other form goes through Date, as the drivers read it.
 */
export function isoInstant(text: string): string {
  const length = text.length;
  if (length >= 22 && text[10] === ' ' && text.endsWith('+00') && (length === 22 || text[19] === '.')) {
    // Milliseconds as toISOString keeps them: a shorter fraction padded, microseconds cut.
    const fraction = length === 22 ? '000' : `${text.slice(20, length - 3)}00`.slice(0, 3);
    return `${text.slice(0, 10)}T${text.slice(11, 19)}.${fraction}Z`;
  }
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw new Error(`"${text}" is not a time`);
  return date.toISOString();
}

/**
 * A one-dimensional text[] as PostgreSQL writes it: `{a,b}`, an element in double quotes when it holds
 * a comma, a quote, a backslash, a space or braces (a backslash escaping the next character), NULL
 * bare. Image keys never need quotes, so the common case is a split.
 */
function textArray(text: string): string[] {
  if (text === '{}') return [];
  const inner = text.slice(1, -1);
  if (!inner.includes('"') && !inner.includes('\\')) return inner.split(',');
  const values: string[] = [];
  let i = 0;
  while (i < inner.length) {
    let value = '';
    if (inner[i] === '"') {
      i += 1;
      while (i < inner.length && inner[i] !== '"') {
        if (inner[i] === '\\') i += 1;
        value += inner[i] ?? '';
        i += 1;
      }
      i += 1;
    } else {
      const end = inner.indexOf(',', i);
      value = inner.slice(i, end === -1 ? inner.length : end);
      i = end === -1 ? inner.length : end;
    }
    values.push(value);
    i += 1; // the comma
  }
  return values;
}
