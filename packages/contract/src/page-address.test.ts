import { describe, expect, it } from 'vitest';
import { numberedPageOnly, readPageNumber, withoutTracking } from './page-address.js';

describe('where a visitor came from', () => {
  it('is left out of a query string, whatever else it holds', () => {
    expect(withoutTracking('?utm_source=fb&utm_medium=cpc')).toBe('');
    expect(withoutTracking('?gclid=a1&page=2')).toBe('?page=2');
    expect(withoutTracking('?brandIds=1&fbclid=x&UTM_Campaign=y')).toBe('?brandIds=1');
    expect(withoutTracking('?sortByType=PRICE_ASC')).toBe('?sortByType=PRICE_ASC');
    // A filter's value that only looks like one stays.
    expect(withoutTracking('?searchQuery=gclid')).toBe('?searchQuery=gclid');
  });
});

describe('a numbered page', () => {
  it('is a whole number from 2 to 100, written as numbers are', () => {
    expect(readPageNumber('2')).toBe(2);
    expect(readPageNumber('100')).toBe(100);
    for (const broken of ['1', '0', '101', '02', '2.0', ' 2', 'x', '', '-3'])
      expect(readPageNumber(broken), broken).toBeUndefined();
    expect(readPageNumber(null)).toBeUndefined();
  });

  it('is a page of its own only when nothing else is asked', () => {
    expect(numberedPageOnly('?page=3')).toBe(3);
    expect(numberedPageOnly('?page=3&sortByType=PRICE_ASC')).toBeUndefined();
    expect(numberedPageOnly('?page=1')).toBeUndefined();
    expect(numberedPageOnly('')).toBeUndefined();
  });
});
