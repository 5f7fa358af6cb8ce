import { z } from 'zod';
import type { CategoryRules } from './category-rules.js';
import { idParam, isoDate } from './common.js';
import {
  ACCESSORY_NAME_MAX_LENGTH,
  ACCESSORY_TYPES,
  ADVERT_STATES,
  COLORS,
  COMMENT_MAX_LENGTH,
  COMPONENT_TYPES,
  CONDITIONS,
  GRADES,
  MAX_ID,
  MAX_IMAGES,
  MAX_UPLOAD_MEGABYTES,
  MIN_IMAGES,
  PRICE_MAX,
  PRICE_MIN,
  PRICE_POSITIONS,
  type ProductCategory,
  SEARCH_COUNT_CAP,
  SELLER_OPTIONS,
  SIM_NUMBER_INPUT_MAX_LENGTH,
  SIM_TYPES,
} from './constants.js';
import { CONTACT_CHANNELS, DEFAULT_CONTACT } from './contact.js';
import {
  BATTERY_HEALTH_MAX,
  BATTERY_HEALTH_MIN,
  BOX_CONTENTS,
  conditionOfGrade,
  DEFECTS,
  gradeOfCondition,
  IMEI_SHOWN_DIGITS,
  isImei,
  LOCKED_GRADE,
  WARRANTY_MONTHS_MAX,
} from './device-condition.js';
import type { IssueCode } from './error-codes.js';
import { advertLandingsSchema } from './landing.js';
import type { AdvertPermissions } from './permissions.js';
import { normalizePhone } from './phone-rule.js';
import { PROMOTION_MARKS } from './promotion-kinds.js';
import { freeText, text } from './text.js';
import { isOneOf, isRecord } from './typed.js';

const named = z.object({ name: z.string() });
const idNamed = z.object({ id: z.number().int(), name: z.string() });
const capacityOnly = z.object({ capacity: z.string() });
const component = z.object({ id: z.number().int(), type: z.enum(COMPONENT_TYPES), capacity: z.string() });
/**
 * The advert's seller; `id` (added after SPEC.md) links to their page (GET /sellers/{id}). SPEC.md's
 * phoneNumber is not here: a visitor asks for it (POST /{category}/{id}/contact, docs/decisions/0032).
 */
const seller = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
});
/** The seller's options that hold (barter, credit, delivery, a negotiable price), in SELLER_OPTIONS' order; [] when none. */
const sellerOptions = z.array(z.enum(SELLER_OPTIONS));

// ---------- listing queries ----------

// Built from the filters' table (filters.ts), in a file the web app's screens do not load.
export {
  type AdvertCountQuery,
  advertCountQuerySchema,
  type ListQuery,
  listQuerySchema,
  type TodayQuery,
  todayQuerySchema,
} from './list-query.js';

// ---------- listing items ----------

/**
 * Each advert answer names its category (a field added to SPEC.md's shapes): a union of them is told
 * apart by it, so no layer needs to be told the category beside the advert.
 */
const categoryField = <C extends ProductCategory>(category: C) => ({ category: z.literal(category) });

/** A device's grade (issue 37; SPEC.md's condition follows from it). */
const grade = z.enum(GRADES);
/** Battery health in per cent, when the seller gave it (a sealed device's is 100). */
const batteryHealth = z.number().int().nullable();
/**
 * Where a list placed it for pay (issue 38): a VIP place at the top of the page, or a Premium advert;
 * absent in the list's own order. Cards say so, so nobody takes it for that order.
 */
const promoted = z.enum(PROMOTION_MARKS).optional();

export const phoneListItemSchema = z.object({
  ...categoryField('phone'),
  id: z.number().int(),
  imageUrls: z.array(z.string()),
  price: z.number(),
  brand: named,
  model: named,
  ram: capacityOnly,
  mainMemory: capacityOnly,
  condition: z.enum(CONDITIONS),
  grade,
  batteryHealth,
  district: named,
  dateCreated: isoDate,
  sellerOptions,
  /** Clearly below what its model, storage and grade sell for (the price guide: PRICE_POSITIONS). */
  goodPrice: z.boolean(),
  promoted,
});
export type PhoneListItem = z.infer<typeof phoneListItemSchema>;

export const tabletListItemSchema = phoneListItemSchema.extend({
  ...categoryField('tablet'),
  ram: capacityOnly.nullable(),
  mainMemory: capacityOnly.nullable(),
});
export type TabletListItem = z.infer<typeof tabletListItemSchema>;

export const simListItemSchema = z.object({
  ...categoryField('sim'),
  id: z.number().int(),
  number: z.string(),
  price: z.number(),
  simProvider: z.object({ id: z.number().int(), name: z.string(), imageUrl: z.string() }),
  district: named,
  dateCreated: isoDate,
  sellerOptions,
  promoted,
});
export type SimListItem = z.infer<typeof simListItemSchema>;

export const accessoryListItemSchema = z.object({
  ...categoryField('accessory'),
  id: z.number().int(),
  name: z.string(),
  type: z.enum(ACCESSORY_TYPES),
  imageUrls: z.array(z.string()),
  price: z.number(),
  condition: z.enum(CONDITIONS),
  district: named,
  dateCreated: isoDate,
  sellerOptions,
  promoted,
});
export type AccessoryListItem = z.infer<typeof accessoryListItemSchema>;
export type ListItem = PhoneListItem | TabletListItem | SimListItem | AccessoryListItem;

const cursor = z.string().nullable();
/**
 * A category's whole list says on its first page how many adverts it holds, so a screen can say how
 * many remain. A list narrowed by a filter or a search does not: counting one nobody asked for before
 * cost ten to forty of its pages at a million adverts (bench, 2026-11-27); a search's own counts
 * (GET /search/counts) say how many a search finds.
 */
const listTotal = z
  .number()
  .int()
  .optional()
  .describe(
    `On the first page (no cursor) of a category's whole list (no filter, no searchQuery): its adverts, at most ${SEARCH_COUNT_CAP + 1}: more than ${SEARCH_COUNT_CAP} is answered as ${SEARCH_COUNT_CAP + 1} ("${SEARCH_COUNT_CAP}+")`,
  );

export const phoneListSchema = z.object({
  phones: z.array(phoneListItemSchema),
  nextCursor: cursor,
  totalCount: listTotal,
});
export const phoneTodayListSchema = phoneListSchema.extend({ totalCount: z.number().int() });
export const tabletListSchema = z.object({
  tablets: z.array(tabletListItemSchema),
  nextCursor: cursor,
  totalCount: listTotal,
});
export const simListSchema = z.object({ sims: z.array(simListItemSchema), nextCursor: cursor, totalCount: listTotal });
export const accessoryListSchema = z.object({
  accessories: z.array(accessoryListItemSchema),
  nextCursor: cursor,
  totalCount: listTotal,
});
/**
 * GET /{category}/count: how many adverts a list with these filters and this search holds, asked where a
 * person chooses filters ("Show 12 adverts"), counted and kept as a search's counts are.
 */
export const advertCountSchema = z.object({
  count: z
    .number()
    .int()
    .describe(
      `Shown adverts the list holds, at most ${SEARCH_COUNT_CAP + 1}: more than ${SEARCH_COUNT_CAP} is answered as ${SEARCH_COUNT_CAP + 1} ("${SEARCH_COUNT_CAP}+")`,
    ),
});
export type AdvertCount = z.infer<typeof advertCountSchema>;

/** GET /{category}: one page of a category's listing. */
export const advertListSchemas = {
  phone: phoneListSchema,
  tablet: tabletListSchema,
  sim: simListSchema,
  accessory: accessoryListSchema,
} as const;
/** GET /{category}/today: phones' answer also counts the day's adverts. */
export const todayListSchemas = { ...advertListSchemas, phone: phoneTodayListSchema } as const;
export type PhoneList = z.infer<typeof phoneListSchema>;
export type PhoneTodayList = z.infer<typeof phoneTodayListSchema>;
export type TabletList = z.infer<typeof tabletListSchema>;
export type SimList = z.infer<typeof simListSchema>;
export type AccessoryList = z.infer<typeof accessoryListSchema>;

// ---------- detail ----------

/**
 * Where a phone's or tablet's price sits among what its model, storage and grade sold for on Zeng
 * (issue 38): the middle half of those sellers' prices, and how many sellers they are.
 */
export const priceGuideSchema = z.object({
  position: z.enum(PRICE_POSITIONS),
  low: z.number(),
  high: z.number(),
  sellers: z.number().int(),
});
export type PriceGuide = z.infer<typeof priceGuideSchema>;

export const viewerSchema = z.object({
  isOwner: z.boolean(),
  canEdit: z.boolean(),
  canRemove: z.boolean(),
  canRenew: z.boolean(),
  canMarkSold: z.boolean(),
  canModerate: z.boolean(),
}) satisfies z.ZodType<AdvertPermissions>;

const detailCommon = {
  id: z.number().int(),
  price: z.number(),
  comment: z.string(),
  district: idNamed,
  dateCreated: isoDate,
  sellerOptions,
  user: seller,
  /** How the seller would be reached once a visitor reveals the number. */
  contactBy: z.enum(CONTACT_CHANNELS),
  /** What the caller may do with this advert (permissions.ts); all false for a visitor. */
  viewer: viewerSchema,
  /** Present for the owner and moderators only: where the advert is in its lifecycle. */
  state: z.enum(ADVERT_STATES).optional(),
  rejectionReason: z.string().nullable().optional(),
  /** Owner and moderators only: when an approved advert stops being shown (null before approval). */
  expiresAt: isoDate.nullable().optional(),
  /** The landing pages (its brand's, model's, city's…) that list it, by their paths without a language prefix. */
  landings: advertLandingsSchema.optional(),
  /** Unique views of all time (each visitor once a day), on the advert's own answer (GET) and page. */
  views: z.number().int().optional(),
  /** When its seller marked it sold (issue 37): the page says so, for SOLD_PAGE_DAYS; null while on sale. */
  soldAt: isoDate.nullable(),
};

export const phoneDetailSchema = z.object({
  ...categoryField('phone'),
  ...detailCommon,
  imageUrls: z.array(z.string()),
  brand: idNamed,
  model: idNamed,
  color: z.enum(COLORS),
  mainMemory: component,
  ram: component,
  simType: z.enum(SIM_TYPES),
  condition: z.enum(CONDITIONS),
  grade,
  batteryHealth,
  defects: z.array(z.enum(DEFECTS)),
  /** Locked to an iCloud or Google account: sold for parts only. */
  accountLocked: z.boolean(),
  inBox: z.array(z.enum(BOX_CONTENTS)),
  warrantyMonths: z.number().int().nullable(),
  imei: z
    .string()
    .nullable()
    .describe(
      `The seller's IMEI: whole for the owner and moderators, else its first ${IMEI_SHOWN_DIGITS} digits (the model's type code) and "•" for each hidden one; null when not given`,
    ),
  /** The seller's word: registered in Azerbaijan's device registry (true), not (false), or not said (null). */
  imeiRegistered: z.boolean().nullable(),
  /** Null while too few sellers of its model, storage and grade priced one (PRICE_GUIDE_MIN_SELLERS). */
  priceGuide: priceGuideSchema.nullable(),
});
export type PhoneDetail = z.infer<typeof phoneDetailSchema>;

export const tabletDetailSchema = phoneDetailSchema.extend({
  ...categoryField('tablet'),
  mainMemory: component.nullable(),
  ram: component.nullable(),
  simType: z.enum(SIM_TYPES).nullable(),
});
export type TabletDetail = z.infer<typeof tabletDetailSchema>;

export const simDetailSchema = z.object({
  ...categoryField('sim'),
  ...detailCommon,
  number: z.string(),
  simProvider: z.object({ id: z.number().int(), name: z.string(), imageUrl: z.string() }),
});
export type SimDetail = z.infer<typeof simDetailSchema>;

export const accessoryDetailSchema = z.object({
  ...categoryField('accessory'),
  ...detailCommon,
  name: z.string(),
  accessoryType: z.enum(ACCESSORY_TYPES),
  imageUrls: z.array(z.string()),
  condition: z.enum(CONDITIONS),
});
export type AccessoryDetail = z.infer<typeof accessoryDetailSchema>;

export const advertDetailSchemas = {
  phone: phoneDetailSchema,
  tablet: tabletDetailSchema,
  sim: simDetailSchema,
  accessory: accessoryDetailSchema,
} as const;
export type AdvertDetail = PhoneDetail | TabletDetail | SimDetail | AccessoryDetail;

export const advertPathSchema = z.object({ id: idParam });

// ---------- submission (POST /phone|/tablet|/sim|/accessory) ----------
// Messages are issue codes (error-codes.ts): the server words them in English, the web app in the
// person's language. The fields are checked in the form's order (docs/product.md, "Posting and editing").

const id = (required = true) =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? 'REQUIRED' : 'NOT_A_NUMBER') })
    .int({ error: 'INVALID' })
    .positive({ error: required ? 'REQUIRED' : 'INVALID' })
    .max(MAX_ID, { error: 'INVALID' });
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === '' ? 'REQUIRED' : 'INVALID_CHOICE',
  });

export const priceField = z
  .number({ error: (issue) => (issue.input === undefined || issue.input === null ? 'REQUIRED' : 'NOT_A_NUMBER') })
  .int({ error: 'NOT_WHOLE' })
  .min(PRICE_MIN, { error: 'PRICE_OUT_OF_RANGE' })
  .max(PRICE_MAX, { error: 'PRICE_OUT_OF_RANGE' });
export const commentField = freeText(COMMENT_MAX_LENGTH, { multiline: true }).default('');
/** The web form sends the whole component; the server reads its id and checks its type. */
const submittedComponent = z.object(
  { id: id(), type: z.enum(COMPONENT_TYPES).optional(), capacity: text().optional() },
  { error: 'REQUIRED' },
);
/** Addresses this server gave out (upload answers, or the advert's own images). */
export const imageUrlsField = z
  .array(text().max(500, { error: 'INVALID' }), { error: 'IMAGES_REQUIRED' })
  .min(MIN_IMAGES, { error: 'IMAGES_REQUIRED' })
  .max(MAX_IMAGES, { error: 'TOO_MANY_IMAGES' });
/** Any way a person writes an Azerbaijani mobile number; stored as 994XXXXXXXXX. */
export const simNumberField = text({ error: 'REQUIRED' })
  .trim()
  .min(1, { error: 'REQUIRED' })
  .max(SIM_NUMBER_INPUT_MAX_LENGTH, { error: 'INVALID_SIM_NUMBER' })
  .transform((value, ctx) => {
    const phone = normalizePhone(value);
    if (phone) return phone;
    ctx.addIssue({ code: 'custom', message: 'INVALID_SIM_NUMBER' });
    return z.NEVER;
  });

/**
 * Some of `values`, each at most once (an unknown one is INVALID_CHOICE, a repeated one INVALID),
 * stored and answered in the values' own order. Absent: none.
 */
const someOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values, { error: 'INVALID_CHOICE' }), { error: 'INVALID' })
    .max(values.length, { error: 'INVALID' })
    .refine((chosen) => new Set(chosen).size === chosen.length, { error: 'INVALID' })
    .transform((chosen) => values.filter((value): value is T[number] => chosen.includes(value)))
    .default([]);

/** What the seller offers besides the item, stored and answered in SELLER_OPTIONS' order. */
export const sellerOptionsField = someOf(SELLER_OPTIONS);

/** A whole number from `min` to `max`, or null (absent: null); `outOfRange` names a number outside. */
const wholeNumberOrNull = (min: number, max: number, outOfRange: 'BATTERY_OUT_OF_RANGE' | 'WARRANTY_OUT_OF_RANGE') =>
  z
    .number({ error: 'NOT_A_NUMBER' })
    .int({ error: 'NOT_WHOLE' })
    .min(min, { error: outOfRange })
    .max(max, { error: outOfRange })
    .nullable()
    .default(null);

/** Any way a person writes an IMEI (spaces, dashes, "/"): stored as its 15 digits; empty: none. */
export const imeiField = text({ error: 'INVALID_IMEI' })
  .max(40, { error: 'INVALID_IMEI' })
  .nullable()
  .default(null)
  .transform((value, ctx) => {
    const digits = value?.replace(/[\s\-/.]/g, '') ?? '';
    if (digits === '') return null;
    if (isImei(digits)) return digits;
    ctx.addIssue({ code: 'custom', message: 'INVALID_IMEI' });
    return z.NEVER;
  });

const common = {
  /** null or absent: a new advert; a number: the owner's edit of that advert. */
  id: id(false).nullable().optional(),
  price: priceField,
  sellerOptions: sellerOptionsField,
  /** How buyers reach the seller; absent: by calls. */
  contactBy: z.enum(CONTACT_CHANNELS, { error: 'INVALID_CHOICE' }).default(DEFAULT_CONTACT),
  districtId: id(),
  comment: commentField,
};

/**
 * A device's condition as data (issue 37): its grade (SPEC.md's condition follows from it, and an API
 * client that sends only the condition gets its grade: gradeOfCondition), battery health, defects, an
 * account lock, what comes with it, warranty, and its IMEI with the seller's word on its registration.
 */
const deviceFields = <S extends z.ZodType>(simType: S) => ({
  ...common,
  imageUrls: imageUrlsField,
  brandId: id(),
  modelId: id(),
  color: choice(COLORS),
  simType,
  mainMemory: submittedComponent,
  ram: submittedComponent,
  grade: choice(GRADES).optional(),
  condition: choice(CONDITIONS).optional(),
  accountLocked: z.boolean({ error: 'INVALID' }).default(false),
  batteryHealth: wholeNumberOrNull(BATTERY_HEALTH_MIN, BATTERY_HEALTH_MAX, 'BATTERY_OUT_OF_RANGE'),
  defects: someOf(DEFECTS),
  inBox: someOf(BOX_CONTENTS),
  warrantyMonths: wholeNumberOrNull(0, WARRANTY_MONTHS_MAX, 'WARRANTY_OUT_OF_RANGE'),
  imei: imeiField,
  imeiRegistered: z.boolean({ error: 'INVALID' }).nullable().default(null),
});

/**
 * What a device's condition fields must agree on, checked wherever a device submission is (the form
 * too). It runs even when other fields were refused, so a form missing its grade says so with the rest;
 * a field refused on its own (a grade that is no grade) is that field's refusal alone.
 */
export const deviceConditionRule = [
  (device: unknown, ctx: z.RefinementCtx) => {
    // Run after other refusals too: the body may not even be an object.
    if (!isRecord(device)) return;
    const refuse = (path: string, message: IssueCode) => ctx.addIssue({ code: 'custom', path: [path], message });
    const given = (value: unknown) => value !== undefined && value !== null && value !== '';
    const condition = isOneOf(CONDITIONS, device.condition) ? device.condition : undefined;
    if (!given(device.grade) && !given(device.condition)) return refuse('grade', 'REQUIRED');
    if (!isOneOf(GRADES, device.grade) && !condition) return;
    const grade = isOneOf(GRADES, device.grade) ? device.grade : gradeOfCondition(condition ?? 'used');
    if (condition && condition !== conditionOfGrade(grade)) refuse('condition', 'INVALID');
    if (device.accountLocked === true && grade !== LOCKED_GRADE) refuse('grade', 'LOCKED_FOR_PARTS_ONLY');
    // A sealed device has never been charged by anyone: its battery is as made.
    const battery = device.batteryHealth;
    if (grade === 'new_sealed' && typeof battery === 'number' && battery !== BATTERY_HEALTH_MAX) {
      refuse('batteryHealth', 'INVALID');
    }
  },
  { when: () => true },
] as const;

export const phoneSubmissionFields = z.object(deviceFields(choice(SIM_TYPES)));
export const tabletSubmissionFields = z.object(deviceFields(choice(SIM_TYPES).nullable().optional()));
export const phoneSubmissionSchema = phoneSubmissionFields.superRefine(...deviceConditionRule);
export const tabletSubmissionSchema = tabletSubmissionFields.superRefine(...deviceConditionRule);
export const simSubmissionSchema = z.object({
  ...common,
  simProviderId: id(),
  number: simNumberField,
});
export const accessorySubmissionSchema = z.object({
  ...common,
  imageUrls: imageUrlsField,
  name: freeText(ACCESSORY_NAME_MAX_LENGTH, { required: true }),
  type: choice(ACCESSORY_TYPES),
  condition: choice(CONDITIONS),
});
export type PhoneSubmission = z.input<typeof phoneSubmissionSchema>;
export type TabletSubmission = z.input<typeof tabletSubmissionSchema>;
export type SimSubmission = z.input<typeof simSubmissionSchema>;
export type AccessorySubmission = z.input<typeof accessorySubmissionSchema>;
export type AdvertSubmission = PhoneSubmission | TabletSubmission | SimSubmission | AccessorySubmission;

export const submissionSchemas = {
  phone: phoneSubmissionSchema,
  tablet: tabletSubmissionSchema,
  sim: simSubmissionSchema,
  accessory: accessorySubmissionSchema,
} as const;

/** Each category's rule fields are its schema's, and photos are asked exactly where the schema has imageUrls. */
type FollowsRules<C extends ProductCategory> = [
  CategoryRules[C]['fields'][number] extends keyof z.input<(typeof submissionSchemas)[C]> ? true : false,
  ('imageUrls' extends keyof z.input<(typeof submissionSchemas)[C]> ? true : false) extends CategoryRules[C]['photos']
    ? true
    : false,
];
type Checked<T extends true> = T;
/** Fails the typecheck when a submission schema and CATEGORY_RULES disagree. */
export type SubmissionsFollowCategoryRules = Checked<
  { [C in ProductCategory]: FollowsRules<C>[number] }[ProductCategory]
>;

/**
 * A create's optional `Idempotency-Key` header: one key per advert form. A create whose answer was lost
 * (a dropped connection, a 503 while the database was committing) is sent again with the same key and
 * body and answers the advert the first one made instead of making a second; the same key with another
 * body is refused, 422 IDEMPOTENCY_KEY_REUSED (docs/decisions/0009).
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
export const submissionHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: text()
    .regex(IDEMPOTENCY_KEY_PATTERN, { error: 'INVALID' })
    .optional()
    .describe('16 to 64 letters, digits, "-" or "_", new for each advert form (a UUID will do)'),
});

/** The answer to a create, an edit, a renewal or a decision is the saved advert, as its detail. */
export const savedAdvertSchemas = advertDetailSchemas;

// ---------- upload (POST /storage/upload) ----------

/** The large rendition's address of each uploaded image, in the order sent; submit them as imageUrls. */
export const uploadResultSchema = z.array(z.string());
export const UPLOAD_FIELD = 'files';
/** Per file, before decoding; the browser downscales photos to MAX_UPLOAD_EDGE_PX first. */
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MEGABYTES * 1024 * 1024;
export const MAX_UPLOAD_EDGE_PX = 2048;
