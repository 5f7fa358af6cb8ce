import type { FilterName } from '@zeng/contract/filters';
import { type Column, eq, type SQL, sql } from 'drizzle-orm';
import { adverts } from '../../db/schema.js';

/**
 * How a listing filter narrows the WHERE clause: the name of its placeholder (part of the statement's
 * shape, so lists with the same filters share one prepared statement: docs/decisions/0005) and its
 * condition, built only when that statement is first prepared.
 */
export interface FilterSql {
  placeholder: string;
  condition: () => SQL;
}

const p = sql.placeholder;

/** The column equals the filter's value. */
const equals = (column: Column, placeholder: string): FilterSql => ({
  placeholder,
  condition: () => eq(column, p(placeholder)),
});

/** The column is any of the filter's ids. */
const anyOf = (column: Column, placeholder: string): FilterSql => ({
  placeholder,
  condition: () => sql`${column} = ANY(${p(placeholder)}::int[])`,
});

/**
 * Every filter of the contract's table (@zeng/contract/filters) as SQL: one missing here fails the
 * typecheck. The WHERE clause names them in this order, which is the order the listing plans were
 * tuned with (listing-plans.test.ts): add a filter at the end.
 */
export const FILTER_SQL = {
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
} satisfies Record<FilterName, FilterSql>;
