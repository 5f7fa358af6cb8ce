import { z } from 'zod';
import { idParam } from './common.js';
import { ACCESSORY_TYPES, SEARCH_COUNT_CAP, SEARCH_QUERY_MAX_LENGTH } from './constants.js';
import { text } from './text.js';

/**
 * One search for everything (issue 21): what the search box offers while a person types, and how many
 * adverts each category holds for the words they searched. docs/api.md, "Search";
 * docs/decisions/0018-search-in-every-script.md.
 */

/** Suggestions answered when `limit` is not given, and the most one call answers. */
export const SUGGESTIONS_DEFAULT = 8;
export const SUGGESTIONS_MAX = 10;

export const SUGGESTION_KINDS = ['brand', 'model', 'accessoryType', 'provider', 'simNumber'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

const label = z.string().describe('What the suggestion says: "Samsung Galaxy S24", "Чехол", "050 *** 77 **"');
const adverts = z
  .number()
  .int()
  .describe('Live adverts it leads to (approved, unexpired, undeleted), counted every few minutes');

/** A brand of phones or of tablets: the listing filtered by it (`brandIds`). */
export const brandSuggestionSchema = z.object({
  kind: z.literal('brand'),
  category: z.enum(['phone', 'tablet']),
  label,
  adverts,
  brandId: z.number().int(),
});

/** A model, labelled with its brand ("Samsung Galaxy S24"): the listing filtered by both (`brandIds`, `modelIds`). */
export const modelSuggestionSchema = z.object({
  kind: z.literal('model'),
  category: z.enum(['phone', 'tablet']),
  label,
  adverts,
  brandId: z.number().int(),
  modelId: z.number().int(),
});

/** An accessory type, named in the request's language: the accessories filtered by it (`type`). */
export const accessoryTypeSuggestionSchema = z.object({
  kind: z.literal('accessoryType'),
  category: z.literal('accessory'),
  label,
  adverts,
  accessoryType: z.enum(ACCESSORY_TYPES),
});

/** A SIM provider: the SIM numbers filtered by it (`providerId`). */
export const providerSuggestionSchema = z.object({
  kind: z.literal('provider'),
  category: z.literal('sim'),
  label,
  adverts,
  providerId: z.number().int(),
});

/**
 * What was typed read as a SIM number or a pattern of one (`*` any digit): the SIM numbers searched
 * for it (`searchQuery`). Not counted while typing (it would need the database on every key): no
 * `adverts`; GET /search/counts counts it.
 */
export const simNumberSuggestionSchema = z.object({
  kind: z.literal('simNumber'),
  category: z.literal('sim'),
  label,
  searchQuery: z.string().describe('The digits or pattern to search the SIM numbers for: "7777", "050***77**"'),
});

export const suggestionSchema = z.discriminatedUnion('kind', [
  brandSuggestionSchema,
  modelSuggestionSchema,
  accessoryTypeSuggestionSchema,
  providerSuggestionSchema,
  simNumberSuggestionSchema,
]);
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestionsSchema = z.object({ suggestions: z.array(suggestionSchema) });
export type Suggestions = z.infer<typeof suggestionsSchema>;

export const suggestionsQuerySchema = z.object({
  q: text({ error: 'q is required: the text typed so far' })
    .trim()
    .max(SEARCH_QUERY_MAX_LENGTH, { error: `q is at most ${SEARCH_QUERY_MAX_LENGTH} characters` })
    .describe('What has been typed so far, in any script ("ayf", "айф", "gal s2", "050 77")'),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(SUGGESTIONS_MAX, { error: `limit must be at most ${SUGGESTIONS_MAX}` })
    .default(SUGGESTIONS_DEFAULT),
});
export type SuggestionsQuery = z.infer<typeof suggestionsQuerySchema>;

/**
 * The words of a search and the filters every category shares. The lists' own filters narrow one
 * category each and are left out here.
 */
export const searchCountsQuerySchema = z.object({
  searchQuery: text({ error: 'searchQuery is required: the words searched for' })
    .trim()
    .min(1, { error: 'searchQuery must not be empty' })
    .max(SEARCH_QUERY_MAX_LENGTH, { error: `searchQuery is at most ${SEARCH_QUERY_MAX_LENGTH} characters` }),
  districtId: idParam.optional(),
});
export type SearchCountsQuery = z.infer<typeof searchCountsQuerySchema>;

const count = z
  .number()
  .int()
  .describe(
    `Shown adverts holding the words, at most ${SEARCH_COUNT_CAP + 1}: more than ${SEARCH_COUNT_CAP} is answered as ${SEARCH_COUNT_CAP + 1} ("${SEARCH_COUNT_CAP}+")`,
  );

export const searchCountsSchema = z.object({
  counts: z.object({ phone: count, tablet: count, sim: count, accessory: count }),
});
export type SearchCounts = z.infer<typeof searchCountsSchema>;
