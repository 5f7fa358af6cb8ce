import { z } from 'zod';
import { idParam, isoDate } from './common.js';
import { ADVERT_STATES, PRODUCT_CATEGORIES } from './constants.js';
import {
  REASON_NEEDS_NOTE,
  REMOVAL_REASON_MAX_LENGTH,
  REPORT_NOTE_MAX_LENGTH,
  REPORT_REASONS,
  REPORTS_TO_HOLD,
} from './report-reasons.js';
import { sellerCardSchema } from './sellers.js';
import { freeText, text } from './text.js';

// Reports of an advert (issue 37, docs/decisions/0033): anyone may report one with a typed reason,
// once; moderators read them in the "Reported" tab, oldest first, and remove the advert (a reason its
// seller reads) or dismiss them.

/** POST /{category}/{id}/report: why, and in the reporter's words (required for "other"). */
export const advertReportSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, { error: 'INVALID_CHOICE' }),
    note: freeText(REPORT_NOTE_MAX_LENGTH, { multiline: true }).optional(),
  })
  .superRefine((report, ctx) => {
    if (report.reason === REASON_NEEDS_NOTE && !report.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'REQUIRED' });
    }
  });
export type AdvertReport = z.input<typeof advertReportSchema>;

/** The reports' tab, a page: `page` is absent for the first, else the nextCursor an answer gave. */
export const reportedQueueQuerySchema = z.object({
  page: text().max(200).optional().describe('absent: the first page; else the nextCursor of an answer'),
});
export type ReportedQueueQuery = z.infer<typeof reportedQueueQuerySchema>;

/** One reported advert as a moderator weighs it: the card, its seller, and what people said, oldest first. */
export const reportedAdvertSchema = z.object({
  advertId: z.number().int(),
  category: z.enum(PRODUCT_CATEGORIES),
  /** The advert as its listing's card shows it (whatever its state). */
  card: sellerCardSchema,
  /** As its owner would see it: PENDING while reports hold it out of the listings. */
  state: z.enum(ADVERT_STATES),
  held: z.boolean().describe(`out of the listings: ${REPORTS_TO_HOLD} signed-in people reported it`),
  sellerId: z.number().int(),
  sellerName: z.string(),
  firstReportedAt: isoDate,
  reports: z.array(
    z.object({
      reason: z.enum(REPORT_REASONS),
      note: z.string().nullable(),
      at: isoDate,
      signedIn: z.boolean(),
    }),
  ),
});
export type ReportedAdvert = z.infer<typeof reportedAdvertSchema>;

export const reportedQueueSchema = z.object({
  reported: z.array(reportedAdvertSchema),
  nextCursor: z.string().nullable(),
  /** Adverts with open reports, all of them (the tab's count). */
  total: z.number().int(),
});
export type ReportedQueue = z.infer<typeof reportedQueueSchema>;

export const reportedPathSchema = z.object({ id: idParam });

/** PUT /moderation/reports/{id}/remove: the reason the seller reads with their advert. */
export const reportRemovalSchema = z.object({
  reason: freeText(REMOVAL_REASON_MAX_LENGTH, { required: true, multiline: true }),
});
export type ReportRemoval = z.input<typeof reportRemovalSchema>;
