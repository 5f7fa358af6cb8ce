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
  upperBoundOf,
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
    const everywhere = ['priceMin', 'priceMax', 'sellerOptions'];
    expect(filtersOf('sim')).toEqual(['districtId', 'providerId', 'simPrefix', 'simPattern', ...everywhere]);
    expect(filtersOf('accessory')).toEqual(['districtId', 'condition', 'type', ...everywhere]);
    expect(filtersOf('tablet')).toEqual(filtersOf('phone'));
    for (const category of PRODUCT_CATEGORIES) expect(filtersOf(category)).toEqual(expect.arrayContaining(everywhere));
  });

  it('names the upper end of the price range as the bound of its lower end, and of nothing else', () => {
    expect(upperBoundOf('priceMin')).toBe('priceMax');
    expect(FILTER_NAMES.filter((name) => upperBoundOf(name) !== undefined)).toEqual(['priceMin']);
  });

  it("keeps a category's filters and leaves the others out", () => {
    expect(
      filterValuesFor('sim', {
        districtId: 7,
        providerId: 1,
        color: 'Black',
        brandIds: [2],
        priceMax: 90,
        sellerOptions: ['delivery'],
      }),
    ).toEqual({ districtId: 7, providerId: 1, priceMax: 90, sellerOptions: ['delivery'] });
    expect(filterValuesFor('tablet', { color: 'Black', type: 'CASE', condition: 'new' })).toEqual({
      color: 'Black',
      condition: 'new',
    });
  });
});

describe('the listing query built from it', () => {
  it('has a parameter for every filter, beside the page (a cursor or a number), its size, the sort and the search', () => {
    expect(Object.keys(listQuerySchema.shape).sort()).toEqual(
      ['limit', 'page', 'pageNumber', 'sortByType', 'searchQuery', ...FILTER_NAMES].sort(),
    );
    expectTypeOf<Pick<ListQuery, FilterName>>().toEqualTypeOf<ListFilterValues>();
  });

  it('reads each kind of filter from a query string', () => {
    expect(listQuerySchema.parse({ districtId: '7', brandIds: '1,2', color: 'Rose Gold', type: 'CASE' })).toMatchObject(
      { districtId: 7, brandIds: [1, 2], color: 'Rose Gold', type: 'CASE' },
    );
    expect(
      listQuerySchema.parse({ priceMin: '500', priceMax: '1500', sellerOptions: 'delivery,barter' }),
    ).toMatchObject({ priceMin: 500, priceMax: 1500, sellerOptions: ['barter', 'delivery'] });
  });

  it('reads seller options as each one once, in their own order, however they are written', () => {
    const options = (query: Record<string, string | string[]>) => listQuerySchema.parse(query).sellerOptions;
    expect(options({ sellerOptions: 'negotiable,credit,negotiable' })).toEqual(['credit', 'negotiable']);
    expect(options({ sellerOptions: ['delivery', 'barter'] })).toEqual(['barter', 'delivery']);
    expect(options({ sellerOptions: '' })).toBeUndefined();
    expect(options({})).toBeUndefined();
  });

  it('takes a price range with both ends included, one end alone, or an empty end as none', () => {
    expect(listQuerySchema.parse({ priceMin: '700', priceMax: '700' })).toMatchObject({ priceMin: 700, priceMax: 700 });
    expect(listQuerySchema.parse({ priceMax: '1500' })).not.toHaveProperty('priceMin');
    expect(listQuerySchema.parse({ priceMin: '', priceMax: '90' }).priceMin).toBeUndefined();
  });

  it("refuses a value that is not one of a filter's own, in that filter's words", () => {
    const message = (query: Record<string, string>) => listQuerySchema.safeParse(query).error?.issues[0]?.message;
    expect(message({ color: 'Plaid' })).toBe('color must be one of the listed colours');
    expect(message({ condition: 'refurbished' })).toBe('condition must be new or used');
    expect(message({ type: 'TOASTER' })).toBe('type must be an accessory type');
    expect(message({ simType: 'Triple SIM' })).toBe('simType must be one of Single SIM, DUAL SIM, eSIM');
    expect(message({ storageId: '0' })).toBe('must be a positive number');
    expect(message({ sellerOptions: 'barter,swap' })).toBe(
      'sellerOptions takes barter, credit, delivery, negotiable, not "swap"',
    );
  });

  it('refuses a price that is not a whole number of manat within the bounds, or a range the wrong way round', () => {
    const refusal = (query: Record<string, string>) => {
      const issue = listQuerySchema.safeParse(query).error?.issues[0];
      return issue && `${issue.path.join('.')}: ${issue.message}`;
    };
    expect(refusal({ priceMin: 'cheap' })).toBe('priceMin: priceMin must be a number');
    expect(refusal({ priceMax: '99.5' })).toBe('priceMax: priceMax must be a whole number');
    expect(refusal({ priceMin: '0' })).toBe('priceMin: priceMin must be at least 1');
    expect(refusal({ priceMax: '10000001' })).toBe('priceMax: priceMax must be at most 10000000');
    expect(refusal({ priceMin: '1501', priceMax: '1500' })).toBe('priceMin: priceMin must not be above priceMax');
  });
});
