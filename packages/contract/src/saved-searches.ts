import { z } from 'zod';
import { idParam, isoDate } from './common.js';
import { PRODUCT_CATEGORIES, SAVED_SEARCH_NAME_MAX_LENGTH, SAVED_SEARCH_QUERY_MAX_LENGTH } from './constants.js';
import { freeText, text } from './text.js';

// Saved searches with alerts (issue 38): a signed-in person keeps a listing or a search as its address
// holds it (category, filters, order, words, SIM mask) under a name; an approved advert it finds is a
// notification (the bell), and, when asked for, an SMS digest at most once a day.

/** PUT, DELETE and POST …/open /auth/saved-searches/{id}: the saved search. */
export const savedSearchPathSchema = z.object({ id: idParam });

/**
 * The listing's address query without its "?" ("brandIds=1&priceMax=1500&searchQuery=iphone"): its
 * filters, order and words as the listing's API query names them. Paging is not part of a search.
 */
const savedQueryField = text()
  .trim()
  .max(SAVED_SEARCH_QUERY_MAX_LENGTH, { error: `query is at most ${SAVED_SEARCH_QUERY_MAX_LENGTH} characters` })
  .describe('the listing address’s query, without "?": its filters, order and words');

/** POST /auth/saved-searches: a listing or search to follow, with a name. */
export const savedSearchInputSchema = z.object({
  name: freeText(SAVED_SEARCH_NAME_MAX_LENGTH, { required: true }),
  category: z.enum(PRODUCT_CATEGORIES, { error: `category must be one of ${PRODUCT_CATEGORIES.join(', ')}` }),
  query: savedQueryField.default(''),
  sms: z.boolean().default(false).describe('a daily SMS of what it found, at most one a day for all of them'),
});
export type SavedSearchInput = z.input<typeof savedSearchInputSchema>;

/** PUT /auth/saved-searches/{id}: a new name, paused or resumed, the SMS digest on or off. */
export const savedSearchChangeSchema = z
  .object({
    name: freeText(SAVED_SEARCH_NAME_MAX_LENGTH, { required: true }).optional(),
    paused: z.boolean().optional(),
    sms: z.boolean().optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    error: 'say what changes: name, paused or sms',
  });
export type SavedSearchChange = z.input<typeof savedSearchChangeSchema>;

/** One saved search, with how many adverts it found since it was last opened. */
export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  query: z.string(),
  paused: z.boolean(),
  sms: z.boolean(),
  newCount: z.number().int(),
  createdAt: isoDate,
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** GET /auth/saved-searches: the person's saved searches, the newest first. */
export const savedSearchListSchema = z.object({ savedSearches: z.array(savedSearchSchema) });
export type SavedSearchList = z.infer<typeof savedSearchListSchema>;
