import { z } from 'zod';
import { idListParam, idParam, isoDate } from './common.js';
import {
  ACCESSORY_TYPES,
  ADVERT_STATES,
  COLORS,
  COMMENT_MAX_LENGTH,
  COMPONENT_TYPES,
  CONDITIONS,
  DEFAULT_SORT,
  MAX_IMAGES,
  MAX_PAGE_SIZE,
  PAGE_SIZE,
  PRICE_MAX,
  PRICE_MIN,
  SIM_TYPES,
  SORT_TYPES,
} from './constants.js';

const named = z.object({ name: z.string() });
const idNamed = z.object({ id: z.number().int(), name: z.string() });
const capacityOnly = z.object({ capacity: z.string() });
const component = z.object({ id: z.number().int(), type: z.enum(COMPONENT_TYPES), capacity: z.string() });
const seller = z.object({ firstName: z.string(), lastName: z.string(), phoneNumber: z.string() });

// ---------- listing queries ----------

export const listQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(MAX_PAGE_SIZE, { error: `limit must be at most ${MAX_PAGE_SIZE}` })
    .default(PAGE_SIZE),
  page: z.string().max(200).optional().describe('the nextCursor of the previous answer'),
  sortByType: z.enum(SORT_TYPES, { error: `sortByType must be one of ${SORT_TYPES.join(', ')}` }).default(DEFAULT_SORT),
  searchQuery: z.string().trim().max(100, { error: 'searchQuery is at most 100 characters' }).optional(),
  districtId: idParam.optional(),
  brandIds: idListParam,
  modelIds: idListParam,
  providerId: idParam.optional(),
  type: z.enum(ACCESSORY_TYPES, { error: 'type must be an accessory type' }).optional(),
  condition: z.enum(CONDITIONS, { error: 'condition must be new or used' }).optional(),
  color: z.enum(COLORS, { error: 'color must be one of the listed colours' }).optional(),
  storageId: idParam.optional(),
  ramId: idParam.optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const todayQuerySchema = listQuerySchema.pick({ limit: true, page: true });
export type TodayQuery = z.infer<typeof todayQuerySchema>;

// ---------- listing items ----------

export const phoneListItemSchema = z.object({
  id: z.number().int(),
  imageUrls: z.array(z.string()),
  price: z.number(),
  brand: named,
  model: named,
  ram: capacityOnly,
  mainMemory: capacityOnly,
  condition: z.enum(CONDITIONS),
  district: named,
  dateCreated: isoDate,
});
export type PhoneListItem = z.infer<typeof phoneListItemSchema>;

export const tabletListItemSchema = phoneListItemSchema.extend({
  ram: capacityOnly.nullable(),
  mainMemory: capacityOnly.nullable(),
});
export type TabletListItem = z.infer<typeof tabletListItemSchema>;

export const simListItemSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  price: z.number(),
  simProvider: z.object({ id: z.number().int(), name: z.string(), imageUrl: z.string() }),
  district: named,
  dateCreated: isoDate,
});
export type SimListItem = z.infer<typeof simListItemSchema>;

export const accessoryListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(ACCESSORY_TYPES),
  imageUrls: z.array(z.string()),
  price: z.number(),
  condition: z.enum(CONDITIONS),
  district: named,
  dateCreated: isoDate,
});
export type AccessoryListItem = z.infer<typeof accessoryListItemSchema>;

const cursor = z.string().nullable();

export const phoneListSchema = z.object({ phones: z.array(phoneListItemSchema), nextCursor: cursor });
export const phoneTodayListSchema = phoneListSchema.extend({ totalCount: z.number().int() });
export const tabletListSchema = z.object({ tablets: z.array(tabletListItemSchema), nextCursor: cursor });
export const simListSchema = z.object({ sims: z.array(simListItemSchema), nextCursor: cursor });
export const accessoryListSchema = z.object({ accessories: z.array(accessoryListItemSchema), nextCursor: cursor });
export type PhoneList = z.infer<typeof phoneListSchema>;
export type PhoneTodayList = z.infer<typeof phoneTodayListSchema>;
export type TabletList = z.infer<typeof tabletListSchema>;
export type SimList = z.infer<typeof simListSchema>;
export type AccessoryList = z.infer<typeof accessoryListSchema>;

// ---------- detail ----------

const detailCommon = {
  id: z.number().int(),
  price: z.number(),
  comment: z.string(),
  district: idNamed,
  dateCreated: isoDate,
  user: seller,
  /** Present for the owner and moderators only: where the advert is in its lifecycle. */
  state: z.enum(ADVERT_STATES).optional(),
  rejectionReason: z.string().nullable().optional(),
};

export const phoneDetailSchema = z.object({
  ...detailCommon,
  imageUrls: z.array(z.string()),
  brand: idNamed,
  model: idNamed,
  color: z.enum(COLORS),
  mainMemory: component,
  ram: component,
  simType: z.enum(SIM_TYPES),
  condition: z.enum(CONDITIONS),
});
export type PhoneDetail = z.infer<typeof phoneDetailSchema>;

export const tabletDetailSchema = phoneDetailSchema.extend({
  mainMemory: component.nullable(),
  ram: component.nullable(),
  simType: z.enum(SIM_TYPES).nullable(),
});
export type TabletDetail = z.infer<typeof tabletDetailSchema>;

export const simDetailSchema = z.object({
  ...detailCommon,
  number: z.string(),
  simProvider: z.object({ id: z.number().int(), name: z.string(), imageUrl: z.string() }),
});
export type SimDetail = z.infer<typeof simDetailSchema>;

export const accessoryDetailSchema = z.object({
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

const priceField = z
  .number({ error: 'price must be a number' })
  .min(PRICE_MIN, { error: `price must be at least ${PRICE_MIN} AZN` })
  .max(PRICE_MAX, { error: `price must be at most ${PRICE_MAX} AZN` });
const commentField = z
  .string()
  .max(COMMENT_MAX_LENGTH, { error: `comment is at most ${COMMENT_MAX_LENGTH} characters` })
  .default('');
const submittedComponent = z.object({
  id: z.number().int().positive(),
  type: z.enum(COMPONENT_TYPES).optional(),
  capacity: z.string().optional(),
});
const imageUrlsField = z
  .array(z.string().max(500))
  .max(MAX_IMAGES, { error: `You can only upload up to ${MAX_IMAGES} images.` });
const common = {
  id: z.number().int().positive().nullable().optional(),
  districtId: z.number({ error: 'districtId is required' }).int().positive(),
  price: priceField,
  comment: commentField,
};

export const phoneSubmissionSchema = z.object({
  ...common,
  brandId: z.number({ error: 'brandId is required' }).int().positive(),
  modelId: z.number({ error: 'modelId is required' }).int().positive(),
  imageUrls: imageUrlsField,
  color: z.enum(COLORS, { error: 'color must be one of the listed colours' }),
  mainMemory: submittedComponent,
  ram: submittedComponent,
  condition: z.enum(CONDITIONS, { error: 'condition must be new or used' }),
  simType: z.enum(SIM_TYPES, { error: `simType must be one of ${SIM_TYPES.join(', ')}` }),
});
export const tabletSubmissionSchema = phoneSubmissionSchema.extend({
  simType: z.enum(SIM_TYPES).nullable().optional(),
});
export const simSubmissionSchema = z.object({
  ...common,
  number: z.string({ error: 'number is required' }).trim().min(1, { error: 'number is required' }),
  simProviderId: z.number({ error: 'simProviderId is required' }).int().positive(),
});
export const accessorySubmissionSchema = z.object({
  ...common,
  name: z.string({ error: 'name is required' }).trim().min(1, { error: 'name is required' }).max(100),
  type: z.enum(ACCESSORY_TYPES, { error: 'type must be an accessory type' }),
  imageUrls: imageUrlsField,
  condition: z.enum(CONDITIONS, { error: 'condition must be new or used' }),
});
export type PhoneSubmission = z.infer<typeof phoneSubmissionSchema>;
export type TabletSubmission = z.infer<typeof tabletSubmissionSchema>;
export type SimSubmission = z.infer<typeof simSubmissionSchema>;
export type AccessorySubmission = z.infer<typeof accessorySubmissionSchema>;

export const submissionSchemas = {
  phone: phoneSubmissionSchema,
  tablet: tabletSubmissionSchema,
  sim: simSubmissionSchema,
  accessory: accessorySubmissionSchema,
} as const;

export const submissionResultSchema = z.object({
  id: z.number().int(),
  state: z.enum(ADVERT_STATES),
  message: z.string(),
});
export type SubmissionResult = z.infer<typeof submissionResultSchema>;

export const uploadResultSchema = z.array(z.string());
