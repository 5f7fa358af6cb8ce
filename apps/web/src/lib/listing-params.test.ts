import { describe, expect, it } from 'vitest';
import { hasActiveFilters, readListParams, writeListParams } from './listing-params';

describe('listing parameters in the URL', () => {
  it('reads what it knows and drops the rest', () => {
    const params = readListParams(
      new URLSearchParams('brandIds=1,2&districtId=7&sortByType=PRICE_ASC&evil=1&limit=999'),
    );
    expect(params).toEqual({ sortByType: 'PRICE_ASC', brandIds: [1, 2], districtId: 7 });
  });

  it('ignores broken values instead of failing', () => {
    expect(readListParams(new URLSearchParams('brandIds=1,x&districtId=baku&sortByType=CHEAP'))).toEqual({
      sortByType: 'DATE_DESC',
    });
  });

  it('reads a price range and seller options, and refuses broken ones whole', () => {
    expect(readListParams(new URLSearchParams('priceMin=500&priceMax=1500&sellerOptions=delivery,barter'))).toEqual({
      sortByType: 'DATE_DESC',
      priceMin: 500,
      priceMax: 1500,
      sellerOptions: ['barter', 'delivery'],
    });
    expect(readListParams(new URLSearchParams('priceMin=5.5&priceMax=0&sellerOptions=barter,free'))).toEqual({
      sortByType: 'DATE_DESC',
    });
    // The wrong way round: the API would refuse it, so the list is shown unpriced, its other filters kept.
    expect(readListParams(new URLSearchParams('priceMin=1500&priceMax=500&districtId=5'))).toEqual({
      sortByType: 'DATE_DESC',
      districtId: 5,
    });
    expect(readListParams(new URLSearchParams('priceMin=500&priceMax=500'))).toMatchObject({
      priceMin: 500,
      priceMax: 500,
    });
    expect(writeListParams({ priceMax: 1500, sellerOptions: ['barter', 'delivery'] }).toString()).toBe(
      'priceMax=1500&sellerOptions=barter%2Cdelivery',
    );
  });

  it('writes params back without defaults', () => {
    expect(writeListParams({ sortByType: 'DATE_DESC', brandIds: [3], modelIds: [] }).toString()).toBe('brandIds=3');
  });

  it('knows when filters are set', () => {
    expect(hasActiveFilters({ sortByType: 'DATE_DESC' })).toBe(false);
    expect(hasActiveFilters({ sortByType: 'PRICE_DESC' })).toBe(true);
    expect(hasActiveFilters({ districtId: 7 })).toBe(true);
  });
});
