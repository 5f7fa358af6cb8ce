import { z } from 'zod';
import { idParam, isoDate } from './common.js';
import { PRODUCT_CATEGORIES } from './constants.js';
import { PROMOTION_DAYS, PROMOTION_KINDS, PROMOTION_STATUSES } from './promotion-kinds.js';
import { sellerCardSchema } from './sellers.js';
import { text } from './text.js';

// Paid placement (issue 38, docs/decisions/0038): a seller asks for a VIP place, a Premium mark or a
// repost of a shown advert; an administrator grants it for a period, or refuses it, on the record. No
// payment provider yet: a grant is what a payment will one day record.

/** POST /auth/adverts/{id}/promotions: what the seller asks for. */
export const promotionRequestSchema = z.object({
  kind: z.enum(PROMOTION_KINDS, { error: 'INVALID_CHOICE' }),
});
export type PromotionRequest = z.infer<typeof promotionRequestSchema>;

/** One request of an advert and what became of it. */
export const promotionSchema = z.object({
  id: z.number().int(),
  advertId: z.number().int(),
  kind: z.enum(PROMOTION_KINDS),
  status: z.enum(PROMOTION_STATUSES),
  requestedAt: isoDate,
  decidedAt: isoDate.nullable(),
  /** A granted VIP or Premium: when it starts and ends (a repost: when it was made, and null). */
  startsAt: isoDate.nullable(),
  endsAt: isoDate.nullable(),
});
export type Promotion = z.infer<typeof promotionSchema>;

/** The advert's requests, newest first: what its owner's buttons say. */
export const advertPromotionsSchema = z.object({ promotions: z.array(promotionSchema) });
export type AdvertPromotions = z.infer<typeof advertPromotionsSchema>;

export const promotionAdvertPathSchema = z.object({ id: idParam });
export const promotionPathSchema = z.object({ id: idParam });

/** The administrator's tab, a page: `page` is absent for the first, else the nextCursor an answer gave. */
export const promotionQueueQuerySchema = z.object({
  page: text().max(200).optional().describe('absent: the first page; else the nextCursor of an answer'),
});
export type PromotionQueueQuery = z.infer<typeof promotionQueueQuerySchema>;

/** A request as the administrator weighs it: the advert's card, its seller, what is asked and what is live. */
export const requestedPromotionSchema = promotionSchema.extend({
  category: z.enum(PRODUCT_CATEGORIES),
  card: sellerCardSchema,
  sellerId: z.number().int(),
  sellerName: z.string(),
  /** The advert's VIP and Premium as they stand: until when, or null. */
  vipUntil: isoDate.nullable(),
  premiumUntil: isoDate.nullable(),
});
export type RequestedPromotion = z.infer<typeof requestedPromotionSchema>;

export const promotionQueueSchema = z.object({
  promotions: z.array(requestedPromotionSchema),
  nextCursor: z.string().nullable(),
  /** Requests waiting, all of them (the tab's count). */
  total: z.number().int(),
});
export type PromotionQueue = z.infer<typeof promotionQueueSchema>;

/** PUT /moderation/promotions/{id}/grant: the period of a VIP or Premium (a repost takes none). */
export const promotionGrantSchema = z.object({
  days: z.literal(PROMOTION_DAYS, { error: 'INVALID_CHOICE' }).optional(),
});
export type PromotionGrant = z.infer<typeof promotionGrantSchema>;
