import type {
  AccessoryType,
  Color,
  Condition,
  Grade,
  NotificationKind,
  SimPattern,
  SimType,
} from '@zeng/contract/constants';
import type { ContactChannel } from '@zeng/contract/contact';
import type { BoxContent, Defect } from '@zeng/contract/device-condition';
import type { PromotionKind, PromotionStatus } from '@zeng/contract/promotion-kinds';
import type { ReportReason } from '@zeng/contract/report-reasons';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const categoryEnum = pgEnum('advert_category', ['phone', 'tablet', 'sim', 'accessory']);
export const advertStateEnum = pgEnum('advert_state', ['PENDING', 'APPROVED', 'REJECTED']);
export const brandCategoryEnum = pgEnum('brand_category', ['PHONE', 'TABLET']);
export const componentTypeEnum = pgEnum('component_type', ['STORAGE', 'RAM']);
export const roleEnum = pgEnum('user_role', ['USER', 'MODERATOR', 'ADMIN']);
export const accountTypeEnum = pgEnum('account_type', ['INDIVIDUAL', 'BUSINESS']);
export const otpPurposeEnum = pgEnum('otp_purpose', ['REGISTER', 'LOGIN']);
// REMOVE and DISMISS decide an advert's reports (issue 37): taken down with a reason, or the reports closed.
export const moderationActionEnum = pgEnum('moderation_action', ['APPROVE', 'REJECT', 'DELETE', 'REMOVE', 'DISMISS']);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

// ---------- reference data ----------

export const districts = pgTable('districts', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameAz: text('name_az').notNull(),
  nameEn: text('name_en').notNull(),
  nameRu: text('name_ru').notNull(),
});

export const brands = pgTable(
  'brands',
  {
    id: integer('id').primaryKey(),
    category: brandCategoryEnum('category').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    logoUrl: text('logo_url').notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [uniqueIndex('brands_category_slug_idx').on(t.category, t.slug)],
);

export const models = pgTable(
  'models',
  {
    id: integer('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    name: text('name').notNull(),
    releaseYear: smallint('release_year').notNull(),
    launchPriceUsd: integer('launch_price_usd').notNull(),
  },
  (t) => [uniqueIndex('models_brand_name_idx').on(t.brandId, t.name)],
);

export const simProviders = pgTable('sim_providers', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  imageUrl: text('image_url').notNull(),
  prefixes: text('prefixes').array().notNull(),
  active: boolean('active').notNull().default(true),
});

export const components = pgTable(
  'components',
  {
    id: integer('id').primaryKey(),
    type: componentTypeEnum('type').notNull(),
    capacity: text('capacity').notNull(),
    megabytes: integer('megabytes').notNull(),
  },
  (t) => [uniqueIndex('components_type_capacity_idx').on(t.type, t.capacity)],
);

// ---------- people ----------

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    phoneNumber: text('phone_number').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    accountType: accountTypeEnum('account_type').notNull().default('INDIVIDUAL'),
    role: roleEnum('role').notNull().default('USER'),
    /**
     * What a business account shows on its seller page (issue 37): its trading name, an address and
     * opening hours, each optional and kept when the person turns back to an individual.
     */
    businessName: text('business_name'),
    businessAddress: text('business_address'),
    businessHours: text('business_hours'),
    ...timestamps,
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
  },
  (t) => [
    check('users_business_name_length', sql`char_length(${t.businessName}) <= 80`),
    check('users_business_address_length', sql`char_length(${t.businessAddress}) <= 200`),
    check('users_business_hours_length', sql`char_length(${t.businessHours}) <= 200`),
  ],
);

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: serial('id').primaryKey(),
    phoneNumber: text('phone_number').notNull(),
    purpose: otpPurposeEnum('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Names given at registration, kept until the code is confirmed. */
    firstName: text('first_name'),
    lastName: text('last_name'),
    accountType: accountTypeEnum('account_type'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('otp_challenges_phone_idx').on(t.phoneNumber, t.createdAt)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedBy: integer('replaced_by').references((): AnyPgColumn => refreshTokens.id),
    ...timestamps,
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    // Expired sessions are purged per user at login.
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

// ---------- adverts ----------

export const adverts = pgTable(
  'adverts',
  {
    id: serial('id').primaryKey(),
    category: categoryEnum('category').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    state: advertStateEnum('state').notNull().default('PENDING'),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id),
    comment: text('comment').notNull().default(''),
    condition: text('condition').$type<Condition>(),
    brandId: integer('brand_id').references(() => brands.id),
    modelId: integer('model_id').references(() => models.id),
    color: text('color').$type<Color>(),
    storageId: integer('storage_id').references(() => components.id),
    ramId: integer('ram_id').references(() => components.id),
    simType: text('sim_type').$type<SimType>(),
    simNumber: text('sim_number'),
    simProviderId: integer('sim_provider_id').references(() => simProviders.id),
    /**
     * What makes the SIM number wanted (contract SIM_PATTERNS: aabb, run, …), computed by the database
     * from the number whenever it is written (migration 0020's sim_number_patterns()); null for devices.
     */
    simPatterns: text('sim_patterns')
      .array()
      .$type<SimPattern[]>()
      .generatedAlwaysAs(sql`sim_number_patterns(sim_number)`),
    name: text('name'),
    accessoryType: text('accessory_type').$type<AccessoryType>(),
    /**
     * A device's condition as data (issue 37, migration 0015): its grade (condition follows from it),
     * battery health in per cent (100 when sealed), ticked defects and box contents in the contract's
     * order, an account lock (then the grade is for parts), remaining warranty, and its IMEI (15 digits,
     * one pending or shown advert each: posting-service.ts) with the seller's word on its registration.
     */
    grade: text('grade').$type<Grade>(),
    batteryHealth: smallint('battery_health'),
    defects: text('defects').array().$type<Defect[]>().notNull().default(sql`'{}'`),
    accountLocked: boolean('account_locked').notNull().default(false),
    inBox: text('in_box').array().$type<BoxContent[]>().notNull().default(sql`'{}'`),
    warrantyMonths: smallint('warranty_months'),
    imei: text('imei'),
    imeiRegistered: boolean('imei_registered'),
    /** How buyers reach the seller (contract CONTACT_CHANNELS): calls, WhatsApp or both. */
    contactBy: text('contact_by').$type<ContactChannel>().notNull().default('calls'),
    /**
     * The seller's options (contract SELLER_OPTIONS), one column each: a list's filter names them as
     * literal conditions, whose shares the planner knows from each column's statistics (migration 0011).
     */
    barter: boolean('barter').notNull().default(false),
    credit: boolean('credit').notNull().default(false),
    delivery: boolean('delivery').notNull().default(false),
    negotiable: boolean('negotiable').notNull().default(false),
    /**
     * What a search matches, folded (modules/adverts/search-text.ts): brand, model, name, provider, a SIM
     * number in both forms, the comment, and every language's name of the type, colour, condition and
     * district. Written by posting, the demo seed and the factories; read through a trigram index.
     */
    searchText: text('search_text').notNull().default(''),
    rejectionReason: text('rejection_reason'),
    /**
     * When reports took it out of the listings (issue 37, docs/decisions/0033): it waits for a moderator
     * as a PENDING advert does, its publication and expiry kept for a dismissal to give back.
     */
    heldAt: timestamp('held_at', { withTimezone: true }),
    /**
     * When its seller marked it sold (issue 37): it ended then (expires_at was set to the same moment,
     * so every listing leaves it out as it does an expired one); its page says sold for 30 days.
     */
    soldAt: timestamp('sold_at', { withTimezone: true }),
    /** The create's Idempotency-Key: a create sent again with it answers this advert (docs/decisions/0009). */
    idempotencyKey: text('idempotency_key'),
    /**
     * What that create asked for (create-fingerprint.ts): the same key sent again with another body is
     * refused, never answered with this advert (docs/decisions/0009). Null for adverts made before it was kept.
     */
    idempotencyFingerprint: text('idempotency_fingerprint'),
    ...timestamps,
    /**
     * When the seller last sent it for review (created or edited): the moderation queue's order, and the
     * version a moderator's decision names (409 ADVERT_CHANGED when it moved on).
     */
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Sort key and shown date of the public lists: set at each approval, kept by a renewal. While the
     * advert waits for review nothing public shows or sorts by it.
     */
    // Milliseconds, as JavaScript and the list cursors carry them: a microsecond default could make a
    // cursor skip or repeat the adverts published within one millisecond.
    publishedAt: timestamp('published_at', { withTimezone: true })
      .notNull()
      .default(sql`date_trunc('milliseconds', now())`),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * Paid placement an administrator granted (issue 38, docs/decisions/0038), until when: a VIP holds the
     * places at the top of its lists' pages, a Premium is marked and first among its day's adverts.
     * `promotions` keeps the record; these say what holds now, and are cleared once they end.
     */
    vipUntil: timestamp('vip_until', { withTimezone: true }),
    premiumUntil: timestamp('premium_until', { withTimezone: true }),
  },
  // The listing, search, sitemap and SIM-number indexes (partial, descending, trigram, INCLUDE) and the
  // trigger that tells every instance a listing changed are written by hand in migrations 0001, 0004,
  // 0005, 0007, 0009, 0010 and 0011; drizzle-kit only generates what is declared here.
  (t) => [
    check('adverts_price_range', sql`${t.price} >= 1 AND ${t.price} <= 10000000`),
    check('adverts_comment_length', sql`char_length(${t.comment}) <= 500`),
    check('adverts_condition_values', sql`${t.condition} IS NULL OR ${t.condition} IN ('new', 'used')`),
    check(
      'adverts_grade_values',
      sql`${t.grade} IS NULL OR ${t.grade} IN ('new_sealed', 'like_new', 'good', 'fair', 'for_parts')`,
    ),
    // SPEC.md's condition follows from the grade; a locked device is sold for parts only.
    check(
      'adverts_grade_condition',
      sql`${t.grade} IS NULL OR ${t.condition} = CASE WHEN ${t.grade} = 'new_sealed' THEN 'new' ELSE 'used' END`,
    ),
    check('adverts_locked_for_parts', sql`NOT ${t.accountLocked} OR ${t.grade} = 'for_parts'`),
    check('adverts_battery_range', sql`${t.batteryHealth} IS NULL OR ${t.batteryHealth} BETWEEN 1 AND 100`),
    check('adverts_warranty_range', sql`${t.warrantyMonths} IS NULL OR ${t.warrantyMonths} BETWEEN 0 AND 36`),
    check('adverts_contact_by_values', sql`${t.contactBy} IN ('calls', 'whatsapp', 'both')`),
    check('adverts_imei_digits', sql`${t.imei} IS NULL OR ${t.imei} ~ '^[0-9]{15}$'`),
    check(
      'adverts_category_fields',
      sql`CASE ${t.category}
        WHEN 'phone' THEN ${t.brandId} IS NOT NULL AND ${t.modelId} IS NOT NULL AND ${t.color} IS NOT NULL
          AND ${t.storageId} IS NOT NULL AND ${t.ramId} IS NOT NULL AND ${t.simType} IS NOT NULL AND ${t.condition} IS NOT NULL
          AND ${t.grade} IS NOT NULL
        WHEN 'tablet' THEN ${t.brandId} IS NOT NULL AND ${t.modelId} IS NOT NULL AND ${t.color} IS NOT NULL
          AND ${t.condition} IS NOT NULL AND ${t.grade} IS NOT NULL
        WHEN 'sim' THEN ${t.simNumber} IS NOT NULL AND ${t.simProviderId} IS NOT NULL
        WHEN 'accessory' THEN ${t.name} IS NOT NULL AND ${t.accessoryType} IS NOT NULL AND ${t.condition} IS NOT NULL
      END`,
    ),
    index('adverts_user_idx').on(t.userId, t.state),
    uniqueIndex('adverts_user_idempotency_key_idx')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} IS NOT NULL`),
    // The IMEI check's lookup (docs/decisions/0007's, for IMEIs).
    index('adverts_imei_idx').on(t.imei).where(sql`${t.imei} IS NOT NULL AND ${t.deletedAt} IS NULL`),
    index('adverts_pending_idx')
      .on(t.category, t.submittedAt, t.id)
      .where(sql`${t.state} = 'PENDING' AND ${t.deletedAt} IS NULL`),
    // The few promoted adverts of a category, read beside every list's page.
    index('adverts_promoted_idx')
      .on(t.category, t.id)
      .where(sql`${t.vipUntil} IS NOT NULL OR ${t.premiumUntil} IS NOT NULL`),
  ],
);

export const advertImages = pgTable(
  'advert_images',
  {
    advertId: integer('advert_id')
      .notNull()
      .references(() => adverts.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    key: text('key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [
    uniqueIndex('advert_images_advert_position_idx').on(t.advertId, t.position),
    // The adverts an image is in: a photo's copies elsewhere (issue 37).
    index('advert_images_key_idx').on(t.key),
  ],
);

/**
 * Every image a person uploaded; an advert may only use images its owner uploaded. Keys are content
 * hashes, so two people uploading the same photo share the stored files and each owns the key.
 */
export const uploads = pgTable(
  'uploads',
  {
    key: text('key').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.key, t.userId] })],
);

export const moderationEvents = pgTable(
  'moderation_events',
  {
    id: serial('id').primaryKey(),
    advertId: integer('advert_id')
      .notNull()
      .references(() => adverts.id),
    moderatorId: integer('moderator_id')
      .notNull()
      .references(() => users.id),
    action: moderationActionEnum('action').notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('moderation_events_advert_idx').on(t.advertId, t.at)],
);

/**
 * Reports of adverts (issue 37): one per reporter and advert, ever (a signed-in person's account, anyone
 * else's keyed hash of address and browser: modules/reports). Open until a moderator removes the advert
 * or dismisses them; the tab reads the open ones through their partial index.
 */
export const advertReports = pgTable(
  'advert_reports',
  {
    id: serial('id').primaryKey(),
    advertId: integer('advert_id')
      .notNull()
      .references(() => adverts.id),
    reporterKey: text('reporter_key').notNull(),
    /** The reporter's account when signed in: only theirs count toward taking an advert out of the listings. */
    userId: integer('user_id').references(() => users.id),
    reason: text('reason').$type<ReportReason>().notNull(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('advert_reports_reporter_idx').on(t.advertId, t.reporterKey),
    index('advert_reports_open_idx').on(t.at, t.advertId).where(sql`${t.decidedAt} IS NULL`),
    check(
      'advert_reports_reason_values',
      sql`${t.reason} IN ('scam', 'sold', 'duplicate', 'wrong_details', 'offensive', 'other')`,
    ),
    check('advert_reports_note_length', sql`char_length(${t.note}) <= 300`),
  ],
);

/**
 * Each stored image's perceptual fingerprint (modules/media/fingerprints.ts), made from its medium
 * rendition at upload or by the backfill, and its four quarters, each indexed: a moderator's preview
 * finds the same photo in other adverts by a quarter, then by the bits they differ by (issue 37).
 */
export const imageFingerprints = pgTable(
  'image_fingerprints',
  {
    key: text('key').primaryKey(),
    hash: bigint('hash', { mode: 'bigint' }).notNull(),
    part0: smallint('part0').notNull(),
    part1: smallint('part1').notNull(),
    part2: smallint('part2').notNull(),
    part3: smallint('part3').notNull(),
  },
  (t) => [
    index('image_fingerprints_part0_idx').on(t.part0),
    index('image_fingerprints_part1_idx').on(t.part1),
    index('image_fingerprints_part2_idx').on(t.part2),
    index('image_fingerprints_part3_idx').on(t.part3),
  ],
);

// ---------- what visitors do with an advert (issue 37) ----------

/**
 * Each visitor's day with an advert: whether they opened it and revealed its number, so each counts
 * once per visitor and day (a visitor is a signed-in person, else the visitor cookie; stored hashed).
 * Only today's and yesterday's rows are needed; older ones are deleted (modules/contact/visits.ts).
 */
export const advertVisits = pgTable(
  'advert_visits',
  {
    advertId: integer('advert_id')
      .notNull()
      .references(() => adverts.id, { onDelete: 'cascade' }),
    /** The calendar day in Asia/Baku. */
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
    viewed: boolean('viewed').notNull().default(false),
    revealed: boolean('revealed').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.advertId, t.day, t.visitor] }), index('advert_visits_day_idx').on(t.day)],
);

/** An advert's unique views and number reveals by day: its page's view count and its seller's chart. */
export const advertDailyStats = pgTable(
  'advert_daily_stats',
  {
    advertId: integer('advert_id')
      .notNull()
      .references(() => adverts.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    reveals: integer('reveals').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.advertId, t.day] })],
);

// ---------- what follows the account (issue 38) ----------

/**
 * A signed-in person's liked adverts, kept with the account so the list is the same on every device
 * (modules/liked). `seen_price` is the price the person last saw: an approved edit below it tells them
 * (a PRICE_DROP notification) and becomes the price seen.
 */
export const likedAdverts = pgTable(
  'liked_adverts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    advertId: integer('advert_id')
      .notNull()
      .references(() => adverts.id, { onDelete: 'cascade' }),
    likedAt: timestamp('liked_at', { withTimezone: true }).notNull().defaultNow(),
    seenPrice: numeric('seen_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.advertId] }),
    // Who liked an advert whose price changed.
    index('liked_adverts_advert_idx').on(t.advertId),
  ],
);

/**
 * A signed-in person's saved search (modules/saved-searches): a listing's address query under a name.
 * An approved advert is matched against the searches its `match_keys` name (the category with the
 * advert's brand, SIM provider or accessory type, or with any), within the price range and city the
 * search asks for, then against each candidate's whole query as the listing reads it (ADR 0036).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    category: categoryEnum('category').notNull(),
    /** The listing address's query as saved, in its canonical order (what makes two searches the same). */
    query: text('query').notNull(),
    /** The language it was saved in: its SMS digest's. */
    lang: text('lang').notNull(),
    paused: boolean('paused').notNull().default(false),
    sms: boolean('sms').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** What it found after this is new. */
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    /** `phone:b12` (Apple phones), `sim:p2`, `accessory:tcase`, or `phone:*`: an advert has its own and the `*`. */
    matchKeys: text('match_keys').array().notNull(),
    districtId: integer('district_id'),
    priceMin: integer('price_min'),
    priceMax: integer('price_max'),
    /**
     * It asks nothing beyond its keys, city, price range, words and SIM number mask: an advert that meets
     * those is in its listing, without weighing its whole query.
     */
    exact: boolean('exact').notNull().default(false),
    /** An exact search's words as the listing reads them ("ayfon" → "iphone"): all in the advert's search text. */
    words: text('words').array(),
    /** An exact search's SIM number mask as the listing's LIKE patterns: the number matches any of them. */
    numberPatterns: text('number_patterns').array(),
  },
  (t) => [
    uniqueIndex('saved_searches_user_query_idx').on(t.userId, t.category, t.query),
    // The searches an approved advert may meet: by its keys, among those not paused. Read at every
    // approval, written when someone saves a search: no pending list, which every read would scan.
    index('saved_searches_match_idx').using('gin', t.matchKeys).with({ fastupdate: false }).where(sql`NOT ${t.paused}`),
  ],
);

/** What Zeng tells a signed-in person (contract NOTIFICATION_KINDS): the bell's count and the page. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    advertId: integer('advert_id')
      .notNull()
      .references(() => adverts.id, { onDelete: 'cascade' }),
    oldPrice: numeric('old_price', { precision: 12, scale: 2, mode: 'number' }),
    newPrice: numeric('new_price', { precision: 12, scale: 2, mode: 'number' }),
    /** The saved search that found the advert (SAVED_SEARCH): deleting the search deletes what it found. */
    savedSearchId: integer('saved_search_id').references(() => savedSearches.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    // A person's page, newest first, by key; and the bell's count of the unread.
    index('notifications_user_idx').on(t.userId, t.id.desc()),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} IS NULL`),
    // An advert is found once by a search, however often it is approved; a search's new ones by time.
    uniqueIndex('notifications_search_advert_idx').on(t.savedSearchId, t.advertId),
    index('notifications_search_time_idx').on(t.savedSearchId, t.createdAt),
    check('notifications_kind_values', sql`${t.kind} IN ('PRICE_DROP', 'SAVED_SEARCH')`),
  ],
);

/** When a person's last daily SMS digest of their saved searches went: at most one a day. */
/**
 * Approved adverts waiting to be matched against the saved searches (issue 38, ADR 0036): the approval
 * writes its row and returns; a server takes it (FOR UPDATE SKIP LOCKED), tells the searches that find
 * the advert and deletes it in one transaction, so each advert is matched once, even by two servers.
 */
export const savedSearchQueue = pgTable('saved_search_queue', {
  advertId: integer('advert_id')
    .primaryKey()
    .references(() => adverts.id, { onDelete: 'cascade' }),
  approvedAt: timestamp('approved_at', { withTimezone: true }).notNull(),
  /** Matchings of it that failed: it waits behind every advert that failed fewer times. */
  failures: smallint('failures').notNull().default(0),
});

export const smsDigests = pgTable('sms_digests', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});

// ---------- price guide ----------

/**
 * What phones and tablets of one model, storage and grade sell for on Zeng (issue 38, ADR 0037): the
 * approved adverts of the last 90 days, each seller once, outliers trimmed; a group shows once at least
 * PRICE_GUIDE_MIN_SELLERS remain. Rebuilt whole by modules/price-guide (daily), never on a page view.
 * storage_key is the storage's component id, 0 for a tablet posted without one, so a card's lookup
 * is one primary-key probe.
 */
export const priceGuides = pgTable(
  'price_guides',
  {
    modelId: integer('model_id').notNull(),
    storageKey: integer('storage_key').notNull(),
    grade: text('grade').$type<Grade>().notNull(),
    /** Sellers' prices it rests on, after trimming. */
    sellers: integer('sellers').notNull(),
    /** The middle half of those prices: below `low` is below the usual, above `high` above it. */
    low: numeric('low', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    median: numeric('median', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    high: numeric('high', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** A card says "good price" from `bait` up to `good`: clearly below, yet not too low to be true. */
    good: numeric('good', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    bait: numeric('bait', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.modelId, t.storageKey, t.grade] })],
);

/**
 * Work done on a schedule by whichever server claims it first (modules/price-guide): the row's time
 * moves only when the last run is old enough, so two servers never both run it.
 */
export const scheduledRuns = pgTable('scheduled_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
});

// ---------- paid placement ----------

/**
 * A seller's request for paid placement and what an administrator made of it (issue 38,
 * docs/decisions/0038): requested; granted, with its period and who granted it; or refused. No payment
 * provider yet: a grant is the record a payment will one day make.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    advertId: integer('advert_id')
      .notNull()
      .references(() => adverts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PromotionKind>().notNull(),
    status: text('status').$type<PromotionStatus>().notNull().default('REQUESTED'),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** A granted VIP or Premium's period (a repost: the moment it was made, and no end). */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [
    // One open request of a kind per advert; the tab reads the open ones oldest first.
    uniqueIndex('promotions_open_idx').on(t.advertId, t.kind).where(sql`${t.status} = 'REQUESTED'`),
    index('promotions_queue_idx').on(t.requestedAt, t.id).where(sql`${t.status} = 'REQUESTED'`),
    index('promotions_advert_idx').on(t.advertId, t.id),
    check('promotions_kind_values', sql`${t.kind} IN ('VIP', 'PREMIUM', 'REPOST')`),
    check('promotions_status_values', sql`${t.status} IN ('REQUESTED', 'GRANTED', 'REFUSED')`),
  ],
);

// ---------- maintenance ----------

/**
 * One-off work the server does once for a whole database and its media store, recorded when it has
 * finished so later starts skip it (modules/media/backfill-medium.ts). Deleting a row runs it again.
 */
export const finishedTasks = pgTable('finished_tasks', {
  name: text('name').primaryKey(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
});
