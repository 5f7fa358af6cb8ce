import { z } from 'zod';
import { accessoryListItemSchema, phoneListItemSchema, simListItemSchema, tabletListItemSchema } from './adverts.js';
import { idList } from './common.js';
import { MAX_BATCH_IDS } from './constants.js';

/**
 * GET /adverts/batch?ids=1,2,3: the current cards of adverts known by id alone, in the request's
 * language. The liked page keeps only ids and a copy of each card on the device; this call refreshes
 * them all at once and says which are no longer shown (at most MAX_BATCH_IDS ids).
 */
export const advertBatchQuerySchema = z.object({
  ids: idList(MAX_BATCH_IDS).refine((ids) => ids.length > 0, { error: 'at least one id' }),
});
export type AdvertBatchQuery = z.infer<typeof advertBatchQuerySchema>;

/**
 * Why an advert is not shown: removed by its owner or an administrator, past its 30 days, or not
 * public at all (unknown, waiting for review or rejected — a visitor cannot tell these apart, as on
 * the detail call's 404).
 */
export const UNAVAILABLE_REASONS = ['DELETED', 'SOLD', 'EXPIRED', 'NOT_FOUND'] as const;
export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number];

const id = z.number().int();
const live = <C extends string, T extends z.ZodType>(productCategory: C, advert: T) =>
  z.object({ id, available: z.literal(true), productCategory: z.literal(productCategory), advert });

export const advertBatchEntrySchema = z.union([
  live('phone', phoneListItemSchema),
  live('tablet', tabletListItemSchema),
  live('sim', simListItemSchema),
  live('accessory', accessoryListItemSchema),
  z.object({ id, available: z.literal(false), reason: z.enum(UNAVAILABLE_REASONS) }),
]);
export type AdvertBatchEntry = z.infer<typeof advertBatchEntrySchema>;

/** One entry per distinct requested id, in the order asked. */
export const advertBatchSchema = z.object({ adverts: z.array(advertBatchEntrySchema) });
export type AdvertBatch = z.infer<typeof advertBatchSchema>;
