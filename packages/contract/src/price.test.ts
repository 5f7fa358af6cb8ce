import { describe, expect, it } from 'vitest';
import { formatPrice } from './price.js';

describe('formatPrice', () => {
  it.each([
    [0, '0'],
    [5, '5'],
    [999, '999'],
    [1250, '1 250'],
    [10000000, '10 000 000'],
    ['1999.5', '1 999.50'],
    [1234567.25, '1 234 567.25'],
  ])('groups %s as %s', (input, expected) => {
    expect(formatPrice(input)).toBe(expected);
  });

  it('refuses something that is not a number', () => {
    expect(() => formatPrice('abc')).toThrow('Invalid price input. Price must be a valid number.');
  });
});
