import { MAX_ID } from '@zeng/contract/constants';
import type { FilterName, ListFilterValues } from '@zeng/contract/filters';
import { and, type Column, eq, gte, lte, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { adverts } from '../../db/schema.js';
import { SELLER_OPTION_COLUMNS } from './seller-options.js';

/**
 * How a listing filter narrows the WHERE clause: its part of the statement's shape (so lists with the
 * same filters share one prepared statement: docs/decisions/0005), the values of its placeholders, and
 * its condition, built only when that statement is first prepared.
 */
export interface FilterSql<V> {
  /**
   * Its part of the shape for this value, after setting its placeholder's value: a bound value names
   * its placeholder; flags name the chosen ones, which the SQL holds as literals.
   */
  bind(value: V, values: Record<string, unknown>): string;
  /** Its condition; `value` is one of the shape's (flags write the chosen ones into the SQL). */
  condition(value: V): SQL;
  /**
   * A bound of the price range, when it is one, as a plain comparison of `column` (the advert's price,
   * or a subquery's copy of it) for a statement planned for its values. A list by date applies the range
   * to the newest adverts it reads, then gathers it through the price index (listing-sql.ts,
   * listingQuery; docs/decisions/0017).
   */
  priceBound?(column: SQLWrapper): SQL;
}

const p = sql.placeholder;

/** A filter whose value is bound to one placeholder, compared by `compare`. */
const bound = <V>(placeholder: string, compare: (value: Placeholder) => SQL): FilterSql<V> => ({
  bind(value, values) {
    values[placeholder] = value;
    return placeholder;
  },
  condition: () => compare(p(placeholder)),
});

/** The column equals the filter's value. */
const equals = <V>(column: Column, placeholder: string) => bound<V>(placeholder, (value) => eq(column, value));

/** The column is any of the filter's ids. */
const anyOf = (column: Column, placeholder: string) =>
  bound<number[]>(placeholder, (value) => sql`${column} = ANY(${value}::int[])`);

/**
 * One end of the price range, both ends included. A generic plan reads two bounds of one column as a
 * range a two-hundredth of the table wide, whatever their values (PostgreSQL's default), and then may
 * gather the range and sort it rather than walk the price index: 500–1500 AZN holds four phones in ten.
 * As a row comparison with the id (the cursor's form), which is the same condition, each bound reads
 * as a third, so a list by price walks the price index over the range, which bounds the walk either
 * way. A statement planned for its values, and a subquery's copy of the price, take the plain
 * comparison, whose values the planner reads against the price's statistics.
 */
const priceBound = (placeholder: string, end: 'lower' | 'upper'): FilterSql<number> => {
  const [op, id, compare] = end === 'lower' ? (['>=', '0', gte] as const) : (['<=', String(MAX_ID), lte] as const);
  return {
    ...bound<number>(
      placeholder,
      (value) => sql`(${adverts.price}, ${adverts.id}) ${sql.raw(op)} (${value}, ${sql.raw(id)})`,
    ),
    priceBound: (column) => compare(column, p(placeholder)),
  };
};

/**
 * Every chosen one of these boolean columns holds: `barter AND delivery`. The chosen ones are part of
 * the shape and literals of the SQL, not parameters: the planner then knows each one's share from its
 * column's statistics, as it knows a district's, even in a generic plan.
 */
const allOf = <K extends string>(columns: Record<K, Column>): FilterSql<K[]> => ({
  bind: (chosen) => `options-${chosen.join('-')}`,
  condition: (chosen) => and(...chosen.map((key) => sql`${columns[key]}`)) ?? sql`TRUE`,
});

/**
 * A SIM number's prefix ("055"): the stored number (994 55 …) starts with its mobile code. As the seller
 * options, the prefix is a literal of the SQL, one of eight, not a parameter: a generic plan reads a
 * parameter's LIKE as a two-hundredth of the table and may sort a city's numbers rather than walk an
 * index in the list's order; a literal's share (an eighth) is read from the number's statistics.
 */
const simPrefix: FilterSql<string> = {
  bind: (prefix) => `prefix-${prefix}`,
  condition(prefix) {
    // The value is one of SIM_PREFIXES (the query's schema), three digits: safe as a literal.
    if (!/^0\d\d$/.test(prefix)) throw new Error(`not a SIM prefix: ${prefix}`);
    return sql`${adverts.simNumber} LIKE ${sql.raw(`'994${prefix.slice(1)}%'`)}`;
  },
};

/**
 * One of a choice filter's fixed values (the query's schema allows no other) as a literal of the SQL, for
 * the reason the SIM prefix is one: the planner reads its share (a grade's, a battery step's) from the
 * column's statistics, even in a generic plan.
 */
const literal = (name: string, pattern: RegExp, condition: (value: string) => SQL): FilterSql<string> => ({
  bind: (value) => `${name}-${value}`,
  condition(value) {
    if (!pattern.test(value)) throw new Error(`not a ${name}: ${value}`);
    return condition(value);
  },
});

/** A device's grade. */
const grade = literal('grade', /^[a-z_]+$/, (value) => sql`${adverts.grade} = ${sql.raw(`'${value}'`)}`);

/** Battery health at least this many per cent (a sealed device's is stored as 100). */
const batteryMin = literal('battery', /^\d{1,3}$/, (value) => sql`${adverts.batteryHealth} >= ${sql.raw(value)}`);

/**
 * What makes a SIM number wanted (contract SIM_PATTERNS), one of the stored tags (migration 0020), as a
 * literal: the planner reads a pattern's share from the tags' element statistics, and takes the GIN
 * index of the shown SIM adverts for a rare one (four digits counting up) rather than walk the list.
 */
const simPattern = literal(
  'pattern',
  /^[a-z]+$/,
  (value) => sql`${adverts.simPatterns} @> ${sql.raw(`'{${value}}'`)}::text[]`,
);

/** Each filter's value when chosen. */
export type FilterSqlValues = { [N in FilterName]: NonNullable<ListFilterValues[N]> };

/**
 * Every filter of the contract's table (@zeng/contract/filters) as SQL: one missing here fails the
 * typecheck. The WHERE clause names them in this order, which is the order the listing plans were
 * tuned with (listing-plans.test.ts): add a filter at the end.
 */
export const FILTER_SQL: { [N in FilterName]: FilterSql<FilterSqlValues[N]> } = {
  districtId: equals(adverts.districtId, 'district'),
  brandIds: anyOf(adverts.brandId, 'brands'),
  modelIds: anyOf(adverts.modelId, 'models'),
  providerId: equals(adverts.simProviderId, 'provider'),
  type: equals(adverts.accessoryType, 'type'),
  condition: equals(adverts.condition, 'condition'),
  color: equals(adverts.color, 'color'),
  storageId: equals(adverts.storageId, 'storage'),
  ramId: equals(adverts.ramId, 'ram'),
  simType: equals(adverts.simType, 'simType'),
  // Whole manat, both ends included: a range of the price index (category, price, id).
  priceMin: priceBound('priceMin', 'lower'),
  priceMax: priceBound('priceMax', 'upper'),
  sellerOptions: allOf(SELLER_OPTION_COLUMNS),
  simPrefix,
  grade,
  batteryMin,
  // The seller says the device's IMEI is registered in Azerbaijan (null, not said, is not).
  registration: allOf({ registered: adverts.imeiRegistered }),
  simPattern,
};
