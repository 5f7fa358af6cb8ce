import { z } from 'zod';
import { accessoryListItemSchema, phoneListItemSchema, simListItemSchema, tabletListItemSchema } from './adverts.js';
import { idParam, isoDate } from './common.js';
import { ACCOUNT_TYPES } from './constants.js';
import { pageLimitField, pageNumberField, refuseNumberedWithCursor } from './list-query.js';
import { text } from './text.js';

/**
 * A seller's public page (issue 35): who they are, as the advert page names them, and their live
 * adverts. The phone number is not here: it is on each advert, where a buyer calls about one.
 */

export const sellerPathSchema = z.object({ id: idParam });

export const sellerSchema = z.object({
  id: z.number().int(),
  /** As the advert page names the seller: first and last name, whole. */
  firstName: z.string(),
  lastName: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  memberSince: isoDate.describe('when the account was created (ISO 8601)'),
  liveAdvertCount: z
    .number()
    .int()
    .nonnegative()
    .describe('adverts shown now (approved, not expired, not removed), of every category'),
  soldCount: z.number().int().nonnegative().describe('adverts the seller marked sold on Zeng'),
  removedAfterReports: z.number().int().nonnegative().describe("adverts a moderator removed after buyers' reports"),
  /** A business account's name, address and opening hours, when it gave them; null for a person. */
  business: z
    .object({ name: z.string().nullable(), address: z.string().nullable(), hours: z.string().nullable() })
    .nullable(),
});
export type Seller = z.infer<typeof sellerSchema>;

export const sellerAdvertsQuerySchema = z
  .object({
    limit: pageLimitField,
    cursor: text().max(200).optional().describe('the nextCursor of the previous answer'),
    pageNumber: pageNumberField,
  })
  .superRefine((query, ctx) => refuseNumberedWithCursor('cursor', query, ctx));
export type SellerAdvertsQuery = z.infer<typeof sellerAdvertsQuerySchema>;

/** A card of any category, as that category's listing shows it, told apart by its `category`. */
export const sellerCardSchema = z.discriminatedUnion('category', [
  phoneListItemSchema,
  tabletListItemSchema,
  simListItemSchema,
  accessoryListItemSchema,
]);
export type SellerCard = z.infer<typeof sellerCardSchema>;

/** One page of the seller's live adverts, newest first; nextCursor null at the end. */
export const sellerAdvertsSchema = z.object({
  adverts: z.array(sellerCardSchema),
  nextCursor: z.string().nullable(),
});
export type SellerAdverts = z.infer<typeof sellerAdvertsSchema>;
