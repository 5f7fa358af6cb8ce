import {
  ACCESSORY_TYPES,
  BATTERY_STEPS,
  COLORS,
  CONDITIONS,
  GRADES,
  PRICE_MAX,
  PRICE_MIN,
  PRODUCT_CATEGORIES,
  type ProductCategory,
  SELLER_OPTIONS,
  SIM_PATTERNS,
  SIM_PREFIXES,
  SIM_TYPES,
} from './constants.js';
import { keysOf } from './typed.js';

/**
 * The listing filters, one description each (sharetribe's configSearch): its name in an address and in
 * the API's query, what its value is, the categories it narrows, and what the web app needs to draw it.
 * Everything else reads this table: the API's query schema (filter-params.ts), the server's WHERE clause
 * (apps/server/src/modules/adverts/filter-sql.ts), the web app's address, filter screens, dropdowns
 * and chips. How to add one: docs/architecture.md, "How to add a filter".
 *
 * No zod here: the home page's script carries this table (docs/decisions/0006).
 */

/** A reference list the API answers whose entries have ids (GET /district, /brand/{kind}, …). */
export type IdLookup = 'districts' | 'brands' | 'models' | 'providers' | 'storage' | 'ram';
/** A reference list the API answers as plain values (GET /accessory/type). */
export type ValueLookup = 'accessoryTypes';

interface FilterBase {
  /** The categories whose listings it narrows; the API ignores it on the others. */
  categories: readonly ProductCategory[];
  /** Translation key (web, `common`) of its name: its dropdown, and its chip until the value's name is known. */
  label: string;
  /** Translation key of its row on a filter screen, when that reads otherwise ("Cities" beside "City"). */
  rowLabel?: string;
  /**
   * The filter its choices depend on (a brand's models): changing that one clears this one, and
   * until that one is set this offers no choice but says `blockedLabel` (a translation key).
   */
  after?: { filter: string; blockedLabel: string };
}

/** One id of a reference list: `districtId=7`. */
export interface IdFilter extends FilterBase {
  kind: 'id';
  lookup: IdLookup;
}

/** Ids of a reference list, any of which matches: `brandIds=1,2` (a screen or a dropdown chooses one). */
export interface IdListFilter extends FilterBase {
  kind: 'ids';
  lookup: IdLookup;
}

/** One of fixed values: `color=Black`. */
export interface ChoiceFilter extends FilterBase {
  kind: 'choice';
  values: readonly [string, ...string[]];
  /**
   * Translation key holding each value's name: `colors` names Black by `colors.Black`; none when each
   * value is its own name in every language (a SIM prefix, "055").
   */
  valueLabels?: string;
  /** The reference list that offers the values, in its order, when the API answers one; else `values`. */
  lookup?: ValueLookup;
}

/** Any of fixed values, every one of which must hold: `sellerOptions=barter,delivery`. */
export interface FlagsFilter extends FilterBase {
  kind: 'flags';
  values: readonly [string, ...string[]];
  /** Translation key holding each value's name, as a choice filter's. */
  valueLabels: string;
}

/** A whole number within bounds, the end of a range: `priceMin=500`. */
export interface NumberFilter extends FilterBase {
  kind: 'number';
  min: number;
  max: number;
  /** Translation key naming a chosen value, given as {{value}}: its chip ("from {{value}} AZN"). */
  valueLabel: string;
  /** The filter whose value this one's may not be above (a range's upper end): the API refuses it. */
  notAbove?: string;
}

export type FilterDescription = IdFilter | IdListFilter | ChoiceFilter | FlagsFilter | NumberFilter;

const DEVICES = ['phone', 'tablet'] as const;

/** In the order of the filter screens' rows and of the chips; an address writes them in this order too. */
export const LIST_FILTERS = {
  districtId: {
    kind: 'id',
    lookup: 'districts',
    categories: PRODUCT_CATEGORIES,
    label: 'listing.city',
    rowLabel: 'filters.rows.district',
  },
  brandIds: {
    kind: 'ids',
    lookup: 'brands',
    categories: DEVICES,
    label: 'listing.brand',
    rowLabel: 'filters.rows.brand',
  },
  modelIds: {
    kind: 'ids',
    lookup: 'models',
    categories: DEVICES,
    label: 'listing.model',
    rowLabel: 'filters.rows.model',
    after: { filter: 'brandIds', blockedLabel: 'listing.selectBrandFirst' },
  },
  color: {
    kind: 'choice',
    values: COLORS,
    valueLabels: 'colors',
    categories: DEVICES,
    label: 'filters.rows.color',
  },
  storageId: { kind: 'id', lookup: 'storage', categories: DEVICES, label: 'filters.rows.storage' },
  ramId: { kind: 'id', lookup: 'ram', categories: DEVICES, label: 'filters.rows.ram' },
  simType: {
    kind: 'choice',
    values: SIM_TYPES,
    valueLabels: 'simTypes',
    categories: DEVICES,
    label: 'filters.rows.simType',
  },
  condition: {
    kind: 'choice',
    values: CONDITIONS,
    valueLabels: 'card.condition',
    categories: ['phone', 'tablet', 'accessory'],
    label: 'filters.rows.condition',
  },
  // A device's grade (issue 37): new sealed to for parts.
  grade: {
    kind: 'choice',
    values: GRADES,
    valueLabels: 'gradeNames',
    categories: DEVICES,
    label: 'filters.rows.grade',
  },
  // Battery health at least this many per cent (a sealed device's is 100): steps a buyer picks from.
  batteryMin: {
    kind: 'choice',
    values: BATTERY_STEPS,
    valueLabels: 'batteryAtLeast',
    categories: DEVICES,
    label: 'filters.rows.batteryMin',
  },
  // Only devices whose seller says their IMEI is registered in Azerbaijan.
  registration: {
    kind: 'flags',
    values: ['registered'],
    valueLabels: 'registration',
    categories: DEVICES,
    label: 'filters.rows.registration',
  },
  providerId: { kind: 'id', lookup: 'providers', categories: ['sim'], label: 'listing.provider' },
  // The number's first three digits ("055"), one of each mobile code's.
  simPrefix: { kind: 'choice', values: SIM_PREFIXES, categories: ['sim'], label: 'listing.prefix' },
  // What makes the number wanted (constants.ts, SIM_PATTERNS): 33 44, 777, 1234…
  simPattern: {
    kind: 'choice',
    values: SIM_PATTERNS,
    valueLabels: 'simPatterns',
    categories: ['sim'],
    label: 'filters.rows.simPattern',
  },
  type: {
    kind: 'choice',
    values: ACCESSORY_TYPES,
    valueLabels: 'accessoryTypes',
    lookup: 'accessoryTypes',
    categories: ['accessory'],
    label: 'listing.type',
  },
  // Whole manat, both ends included.
  priceMin: {
    kind: 'number',
    min: PRICE_MIN,
    max: PRICE_MAX,
    notAbove: 'priceMax',
    categories: PRODUCT_CATEGORIES,
    label: 'filters.rows.priceMin',
    valueLabel: 'filters.priceRange.from',
  },
  priceMax: {
    kind: 'number',
    min: PRICE_MIN,
    max: PRICE_MAX,
    categories: PRODUCT_CATEGORIES,
    label: 'filters.rows.priceMax',
    valueLabel: 'filters.priceRange.to',
  },
  sellerOptions: {
    kind: 'flags',
    values: SELLER_OPTIONS,
    valueLabels: 'sellerOptions',
    categories: PRODUCT_CATEGORIES,
    label: 'filters.rows.sellerOptions',
  },
} as const satisfies Record<string, FilterDescription>;

export type FilterName = keyof typeof LIST_FILTERS;
export const FILTER_NAMES: FilterName[] = keysOf(LIST_FILTERS);

/** What a filter's value is once read: an id, a list of ids, a number, some of its values, or one of them. */
export type FilterValue<F extends FilterDescription> = F extends IdFilter
  ? number
  : F extends IdListFilter
    ? number[]
    : F extends NumberFilter
      ? number
      : F extends FlagsFilter & { values: readonly (infer V)[] }
        ? V[]
        : F extends { values: readonly (infer V)[] }
          ? V
          : never;

/** A listing's filters, each one optional: the API's query and the web app's address both hold these. */
export type ListFilterValues = { [N in FilterName]?: FilterValue<(typeof LIST_FILTERS)[N]> };

/** A filter's description, widened to the union its kind is read from. */
export const filterOf = (name: FilterName): FilterDescription => LIST_FILTERS[name];

export const appliesTo = (name: FilterName, category: ProductCategory): boolean =>
  filterOf(name).categories.includes(category);

/** The filters a category's listing offers, in the table's order. */
export const filtersOf = (category: ProductCategory): FilterName[] =>
  FILTER_NAMES.filter((name) => appliesTo(name, category));

/** The filter whose value this one's choices depend on (the brand, for models), if any. */
export const prerequisiteOf = (name: FilterName): FilterName | undefined =>
  FILTER_NAMES.find((other) => other === filterOf(name).after?.filter);

/** The filter this one's value may not be above (priceMax for priceMin), if any. */
export const upperBoundOf = (name: FilterName): FilterName | undefined => {
  const filter = filterOf(name);
  return filter.kind === 'number' ? FILTER_NAMES.find((other) => other === filter.notAbove) : undefined;
};

/**
 * The ranges written the wrong way round (priceMin above priceMax), by their lower ends' names: the API
 * refuses them, an address drops them.
 */
export const reversedRanges = (values: ListFilterValues): FilterName[] =>
  FILTER_NAMES.filter((name) => {
    const bound = upperBoundOf(name);
    const [low, high] = [values[name], bound && values[bound]];
    return typeof low === 'number' && typeof high === 'number' && low > high;
  });

/** The filters whose choices depend on this one (a brand's models). */
export const dependentsOf = (name: FilterName): FilterName[] =>
  FILTER_NAMES.filter((other) => filterOf(other).after?.filter === name);

/** The values of the filters that narrow this category's listing; the others are left out. */
export function filterValuesFor(category: ProductCategory, values: ListFilterValues): ListFilterValues {
  const chosen: ListFilterValues = {};
  for (const name of filtersOf(category)) copy(values, chosen, name);
  return chosen;
}

function copy<N extends FilterName>(from: ListFilterValues, to: ListFilterValues, name: N) {
  if (from[name] !== undefined) to[name] = from[name];
}
