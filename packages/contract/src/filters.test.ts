import { describe, expect, expectTypeOf, it } from 'vitest';
import { type ListQuery, listQuerySchema } from './adverts.js';
import { PRODUCT_CATEGORIES } from './constants.js';
import {
  dependentsOf,
  FILTER_NAMES,
  type FilterName,
  filterOf,
  filtersOf,
  filterValuesFor,
  type ListFilterValues,
  prerequisiteOf,
} from './filters.js';

describe('the listing filters table', () => {
  it('gives every filter a category, and names only filters as the ones others depend on', () => {
    for (const name of FILTER_NAMES) {
      expect(filterOf(name).categories.length, name).toBeGreaterThan(0);
      const after = filterOf(name).after;
      if (after) expect(prerequisiteOf(name), name).toBe(after.filter);
    }
    expect(dependentsOf('brandIds')).toEqual(['modelIds']);
  });

  it('offers each category its own filters', () => {
    expect(filtersOf('sim')).toEqual(['districtId', 'providerId']);
    expect(filtersOf('accessory')).toEqual(['districtId', 'condition', 'type']);
    expect(filtersOf('tablet')).toEqual(filtersOf('phone'));
    for (const category of PRODUCT_CATEGORIES) expect(filtersOf(category)).toContain('districtId');
  });

  it("keeps a category's filters and leaves the others out", () => {
    expect(filterValuesFor('sim', { districtId: 7, providerId: 1, color: 'Black', brandIds: [2] })).toEqual({
      districtId: 7,
      providerId: 1,
    });
    expect(filterValuesFor('tablet', { color: 'Black', type: 'CASE', condition: 'new' })).toEqual({
      color: 'Black',
      condition: 'new',
    });
  });
});

describe('the listing query built from it', () => {
  it('has a parameter for every filter, beside the page, its size, the sort and the search', () => {
    expect(Object.keys(listQuerySchema.shape).sort()).toEqual(
      ['limit', 'page', 'sortByType', 'searchQuery', ...FILTER_NAMES].sort(),
    );
    expectTypeOf<Pick<ListQuery, FilterName>>().toEqualTypeOf<ListFilterValues>();
  });

  it('reads each kind of filter from a query string', () => {
    expect(listQuerySchema.parse({ districtId: '7', brandIds: '1,2', color: 'Rose Gold', type: 'CASE' })).toMatchObject(
      { districtId: 7, brandIds: [1, 2], color: 'Rose Gold', type: 'CASE' },
    );
  });

  it("refuses a value that is not one of a filter's own, in that filter's words", () => {
    const message = (query: Record<string, string>) => listQuerySchema.safeParse(query).error?.issues[0]?.message;
    expect(message({ color: 'Plaid' })).toBe('color must be one of the listed colours');
    expect(message({ condition: 'refurbished' })).toBe('condition must be new or used');
    expect(message({ type: 'TOASTER' })).toBe('type must be an accessory type');
    expect(message({ simType: 'Triple SIM' })).toBe('simType must be one of Single SIM, DUAL SIM, eSIM');
    expect(message({ storageId: '0' })).toBe('must be a positive number');
  });
});
