// Paid placement (issue 38, docs/decisions/0038): apart from constants.ts, so that only the screens
// that offer or grant it carry these lists, not every page's script.

/**
 * VIP: two rotating places at the top of each page of its category's lists. PREMIUM: marked, and first
 * among the adverts of its day in the newest-first order. REPOST: to the top of "newest", once.
 */
export const PROMOTION_KINDS = ['VIP', 'PREMIUM', 'REPOST'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];
/** What a card is marked with while it lasts: a VIP place, a Premium advert (the terms' names, in every language). */
export const PROMOTION_MARKS = ['VIP', 'PREMIUM'] as const;
export type PromotionMark = (typeof PROMOTION_MARKS)[number];
/** How many VIP places lead each page of a list. */
export const VIP_PLACES = 2;
/** The periods an administrator chooses from, in days (a repost has none). */
export const PROMOTION_DAYS = [1, 3, 7, 14, 30] as const;
export type PromotionDays = (typeof PROMOTION_DAYS)[number];
export const PROMOTION_STATUSES = ['REQUESTED', 'GRANTED', 'REFUSED'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];
/** Requests a page of the administrator's tab holds. */
export const PROMOTION_PAGE_SIZE = 20;
