import { z } from 'zod';
import { accessoryDetailSchema, phoneDetailSchema, simDetailSchema, tabletDetailSchema } from './adverts.js';
import { isoDate } from './common.js';
import { MAX_PAGE_SIZE, PAGE_SIZE, PRODUCT_CATEGORIES } from './constants.js';
import { freeText, text } from './text.js';
import { fromKeys } from './typed.js';

export const REJECTION_REASON_MAX_LENGTH = 300;

/**
 * GET /{category}/admin: the queue oldest request first, paged by key (SPEC.md's `page` and
 * `nextCursor`, whose values are opaque cursors rather than page numbers): no `page`, or 1, is the
 * first page; any other `page` is a cursor an answer gave. A request decided meanwhile never makes the
 * next page skip or repeat another, as page numbers did.
 */
export const adminListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
  page: text()
    .max(200, { error: 'page is not a cursor this server gave out; start again from the first page.' })
    .optional()
    .transform((page) => (page === '' || page === '1' ? undefined : page))
    .describe('absent or 1: the first page; else the nextCursor or previousCursor of an answer'),
});
export type AdminListQuery = z.input<typeof adminListQuerySchema>;

/** What a moderator sees of a request: the advert's detail, when it was sent and how long it has waited. */
const requestFields = {
  /** When the seller sent it (created, or last edited: an edit is reviewed again). */
  submittedAt: isoDate,
  waitingSeconds: z.number().int(),
  /** The seller's number (994XXXXXXXXX): a moderator may need to call; no public answer carries it. */
  sellerPhone: z.string(),
  /**
   * On one request's answer (GET /{category}/admin/{id}): its photos seen in other undeleted adverts
   * (issue 37), the closest first: another seller's is likely stolen, the same seller's a repeat.
   */
  photoMatches: z
    .array(
      z.object({
        imageUrl: z.string().describe("this advert's photo (thumbnail)"),
        advertId: z.number().int(),
        category: z.enum(PRODUCT_CATEGORIES),
        sameSeller: z.boolean(),
        matchUrl: z.string().describe("the other advert's photo (thumbnail)"),
        identical: z.boolean().describe('the same picture, not only a close copy'),
      }),
    )
    .optional(),
};
export const phoneRequestSchema = phoneDetailSchema.extend(requestFields);
export const tabletRequestSchema = tabletDetailSchema.extend(requestFields);
export const simRequestSchema = simDetailSchema.extend(requestFields);
export const accessoryRequestSchema = accessoryDetailSchema.extend(requestFields);
export type PhoneRequest = z.infer<typeof phoneRequestSchema>;
export type TabletRequest = z.infer<typeof tabletRequestSchema>;
export type SimRequest = z.infer<typeof simRequestSchema>;
export type AccessoryRequest = z.infer<typeof accessoryRequestSchema>;
export type AdvertRequest = PhoneRequest | TabletRequest | SimRequest | AccessoryRequest;

export const requestSchemas = {
  phone: phoneRequestSchema,
  tablet: tabletRequestSchema,
  sim: simRequestSchema,
  accessory: accessoryRequestSchema,
} as const;

/** Where the next (or previous) page starts, passed back as `page`; null when no request waits that way. */
const paging = {
  nextCursor: z.string().nullable().describe('page of the requests after these, or null on the last page'),
  previousCursor: z.string().nullable().describe('page of the requests before these, or null on the first page'),
};
export const adminPhoneListSchema = z.object({ phones: z.array(phoneRequestSchema), ...paging });
export const adminTabletListSchema = z.object({ tablets: z.array(tabletRequestSchema), ...paging });
export const adminSimListSchema = z.object({ sims: z.array(simRequestSchema), ...paging });
export const adminAccessoryListSchema = z.object({ accessories: z.array(accessoryRequestSchema), ...paging });
export const adminListSchemas = {
  phone: adminPhoneListSchema,
  tablet: adminTabletListSchema,
  sim: adminSimListSchema,
  accessory: adminAccessoryListSchema,
} as const;

/**
 * The version of the request the moderator saw: its `submittedAt` as the preview showed it. A seller's
 * edit sends the advert again (a later submittedAt), so a decision naming an older version is refused
 * (409 ADVERT_CHANGED) instead of approving text the moderator never read.
 */
const seenVersion = {
  submittedAt: text()
    .pipe(z.iso.datetime({ error: 'submittedAt must be the request’s submittedAt, an ISO 8601 date and time' }))
    .describe('The submittedAt of the request as the moderator saw it'),
};

/** PUT /{category}/approve/{id}: the version approved. */
export const approvalSchema = z.object(seenVersion);
export type Approval = z.input<typeof approvalSchema>;

/** PUT /{category}/reject/{id}: the version rejected and an optional reason the owner reads. */
export const rejectionSchema = z.object({
  ...seenVersion,
  reason: freeText(REJECTION_REASON_MAX_LENGTH, { multiline: true }).optional(),
});
export type Rejection = z.input<typeof rejectionSchema>;

/**
 * GET /moderation/pending-counts: the number of requests waiting in each category, and of adverts with
 * open reports (the reports' tab, issue 37).
 */
export const pendingCountsSchema = z.object({
  ...fromKeys(PRODUCT_CATEGORIES, () => z.number().int()),
  reported: z.number().int(),
});
export type PendingCounts = z.infer<typeof pendingCountsSchema>;
