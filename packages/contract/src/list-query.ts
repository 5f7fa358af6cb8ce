import { z } from 'zod';
import { idListParam, idParam } from './common.js';
import {
  DEFAULT_SORT,
  MAX_PAGE_NUMBER,
  MAX_PAGE_SIZE,
  PAGE_SIZE,
  SEARCH_QUERY_MAX_LENGTH,
  SORT_TYPES,
} from './constants.js';
import {
  FILTER_NAMES,
  type FilterDescription,
  type FilterName,
  filterOf,
  type LIST_FILTERS,
  type ListFilterValues,
  reversedRanges,
  upperBoundOf,
} from './filters.js';
import { text } from './text.js';

/**
 * The query of a listing (GET /{category}) and of today's list, exported by adverts.ts. A file of its
 * own, so the web app's screens that import adverts.ts for its other schemas carry neither this nor
 * the filters' table through it (the home page's script has the table already).
 */

/** A choice filter's parameter: one of its values, or absent. */
const choiceParam = <const V extends readonly [string, ...string[]]>(values: V, invalid: string) =>
  z.enum(values, { error: invalid }).optional();

/** A number filter's parameter: a whole number within its bounds ("500"), or absent (an empty one too). */
const numberParam = (name: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce
      .number({ error: `${name} must be a number` })
      .int({ error: `${name} must be a whole number` })
      .min(min, { error: `${name} must be at least ${min}` })
      .max(max, { error: `${name} must be at most ${max}` })
      .optional(),
  );

/**
 * A flags filter's parameter: some of its values, "barter,delivery" or the parameter repeated, read as
 * each value once in the table's order (so one choice is one list, however written), or absent.
 */
const flagsParam = <const V extends readonly [string, ...string[]]>(name: string, values: V) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === '') return undefined;
      const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(','));
      return parts.map((part) => part.trim()).filter((part) => part !== '');
    },
    z
      .array(text())
      .superRefine((chosen, ctx) => {
        const unknown = chosen.filter((v) => !values.some((known) => known === v));
        if (unknown.length > 0)
          ctx.addIssue({
            code: 'custom',
            message: `${name} takes ${values.join(', ')}, not ${unknown.map((v) => `"${v}"`).join(', ')}`,
          });
      })
      .transform((chosen): V[number][] => values.filter((v) => chosen.includes(v)))
      .optional(),
  );

type ParamOf<F extends FilterDescription> = F extends { kind: 'id' }
  ? z.ZodOptional<typeof idParam>
  : F extends { kind: 'ids' }
    ? typeof idListParam
    : F extends { kind: 'number' }
      ? ReturnType<typeof numberParam>
      : F extends { kind: 'flags'; values: infer V extends readonly [string, ...string[]] }
        ? ReturnType<typeof flagsParam<V>>
        : F extends { values: infer V extends readonly [string, ...string[]] }
          ? ReturnType<typeof choiceParam<V>>
          : never;

/** The words these filters' refusals always had; any other choice filter's says which values it takes. */
const REFUSALS: Partial<Record<FilterName, string>> = {
  color: 'color must be one of the listed colours',
  condition: 'condition must be new or used',
  type: 'type must be an accessory type',
};

function paramOf(name: FilterName) {
  const filter = filterOf(name);
  switch (filter.kind) {
    case 'id':
      return idParam.optional();
    case 'ids':
      return idListParam;
    case 'choice':
      return choiceParam(filter.values, REFUSALS[name] ?? `${name} must be one of ${filter.values.join(', ')}`);
    case 'number':
      return numberParam(name, filter.min, filter.max);
    case 'flags':
      return flagsParam(name, filter.values);
  }
}

/**
 * One parameter per filter of filters.ts, by its name there. The type states what paramOf's switch
 * gives for each name (ParamOf), which TypeScript cannot follow through a loop over the names; it is
 * what makes each filter's value in ListQuery its own type rather than the union of all of them.
 */
const filterParams = Object.fromEntries(FILTER_NAMES.map((name) => [name, paramOf(name)])) as {
  [N in FilterName]: ParamOf<(typeof LIST_FILTERS)[N]>;
};

/** How many a page holds, as a list's query string says it (PAGE_SIZE when it says nothing). */
export const pageLimitField = z.coerce
  .number({ error: 'limit must be a number' })
  .int({ error: 'limit must be a whole number' })
  .min(1, { error: 'limit must be at least 1' })
  .max(MAX_PAGE_SIZE, { error: `limit must be at most ${MAX_PAGE_SIZE}` })
  .default(PAGE_SIZE);

/**
 * Which numbered page a first answer is (`pageNumber=3`: the adverts after the first two pages), for
 * the pages a list's addresses name (`?page=3`); later pages follow its nextCursor as any list's do.
 */
export const pageNumberField = z.coerce
  .number({ error: 'pageNumber must be a number' })
  .int({ error: 'pageNumber must be a whole number' })
  .min(1, { error: 'pageNumber must be at least 1' })
  .max(MAX_PAGE_NUMBER, { error: `pageNumber must be at most ${MAX_PAGE_NUMBER}: narrow the list instead` })
  .optional()
  .describe('a numbered page (2 and on) of the list, without a cursor');

const listQueryFields = z.object({
  limit: pageLimitField,
  page: text().max(200).optional().describe('the nextCursor of the previous answer'),
  pageNumber: pageNumberField,
  sortByType: z.enum(SORT_TYPES, { error: `sortByType must be one of ${SORT_TYPES.join(', ')}` }).default(DEFAULT_SORT),
  searchQuery: text()
    .trim()
    .max(SEARCH_QUERY_MAX_LENGTH, { error: `searchQuery is at most ${SEARCH_QUERY_MAX_LENGTH} characters` })
    .optional(),
  // The filters (districtId, brandIds, …): described once, in filters.ts.
  ...filterParams,
});

/** The ends of a range the wrong way round (priceMin above priceMax) are refused, naming both. */
const refuseReversedRanges = (query: ListFilterValues, ctx: z.RefinementCtx) => {
  for (const name of reversedRanges(query))
    ctx.addIssue({ code: 'custom', path: [name], message: `${name} must not be above ${upperBoundOf(name)}` });
};

/**
 * A numbered page starts a list: with the list's cursor (`page`; a seller's list calls it `cursor`) it
 * is refused, saying so.
 */
export const refuseNumberedWithCursor = (
  cursorName: string,
  query: { pageNumber?: number; cursor?: string },
  ctx: z.RefinementCtx,
) => {
  if (query.pageNumber !== undefined && query.cursor !== undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['pageNumber'],
      message: `pageNumber starts a list: send it without ${cursorName}`,
    });
};

/**
 * A numbered page starts a list without a cursor, and a search's results are numbered by no address
 * (searches are kept from crawlers): either with it is refused, saying why.
 */
const refuseNumberedWith = (
  query: { page?: string; pageNumber?: number; searchQuery?: string },
  ctx: z.RefinementCtx,
) => {
  refuseNumberedWithCursor('page', { pageNumber: query.pageNumber, cursor: query.page }, ctx);
  if (query.pageNumber !== undefined && query.searchQuery)
    ctx.addIssue({
      code: 'custom',
      path: ['pageNumber'],
      message: 'pageNumber does not page a search: follow nextCursor',
    });
};

export const listQuerySchema = listQueryFields.superRefine((query, ctx) => {
  refuseReversedRanges(query, ctx);
  refuseNumberedWith(query, ctx);
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/**
 * GET /{category}/count: the list's filters and search, as the list takes them, without its paging and
 * order (a count has neither).
 */
export const advertCountQuerySchema = listQueryFields
  .omit({ limit: true, page: true, pageNumber: true, sortByType: true })
  .superRefine(refuseReversedRanges);
export type AdvertCountQuery = z.infer<typeof advertCountQuerySchema>;

export const todayQuerySchema = listQueryFields
  .pick({ limit: true, page: true, pageNumber: true })
  .superRefine(refuseNumberedWith);
export type TodayQuery = z.infer<typeof todayQuerySchema>;
