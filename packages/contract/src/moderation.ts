import { z } from 'zod';
import { accessoryDetailSchema, phoneDetailSchema, simDetailSchema, tabletDetailSchema } from './adverts.js';
import { MAX_PAGE_SIZE, PAGE_SIZE } from './constants.js';

export const adminListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1, { error: 'page starts at 1' }).default(1),
});

const nextPage = z.number().int().nullable();
export const adminPhoneListSchema = z.object({ phones: z.array(phoneDetailSchema), nextCursor: nextPage });
export const adminTabletListSchema = z.object({ tablets: z.array(tabletDetailSchema), nextCursor: nextPage });
export const adminSimListSchema = z.object({ sims: z.array(simDetailSchema), nextCursor: nextPage });
export const adminAccessoryListSchema = z.object({ accessories: z.array(accessoryDetailSchema), nextCursor: nextPage });

export const moderationDecisionSchema = z
  .object({ reason: z.string().trim().max(500).optional() })
  .optional()
  .default({});
