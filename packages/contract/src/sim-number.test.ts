import { describe, expect, it } from 'vitest';
import { formatSimNumber } from './sim-number.js';

describe('formatSimNumber', () => {
  it('writes a stored number as people here write one for sale', () => {
    expect(formatSimNumber('994557753235')).toBe('055 775 32 35');
    expect(formatSimNumber('994108671317')).toBe('010 867 13 17');
  });

  it('leaves anything that is not a stored number as it is', () => {
    expect(formatSimNumber('12345')).toBe('12345');
  });
});
