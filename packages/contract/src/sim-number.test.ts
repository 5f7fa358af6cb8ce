import { describe, expect, it } from 'vitest';
import { MOBILE_CODES, SIM_PREFIXES } from './constants.js';
import { formatSimNumber, simPrefixOf } from './sim-number.js';

describe('formatSimNumber', () => {
  it('writes a stored number as people here write one for sale', () => {
    expect(formatSimNumber('994557753235')).toBe('055 775 32 35');
    expect(formatSimNumber('994108671317')).toBe('010 867 13 17');
  });

  it('leaves anything that is not a stored number as it is', () => {
    expect(formatSimNumber('12345')).toBe('12345');
  });
});

describe('simPrefixOf', () => {
  it('names a stored number by the prefix people search for', () => {
    expect(simPrefixOf('994557753235')).toBe('055');
    expect(simPrefixOf('994108671317')).toBe('010');
  });

  it('has one prefix for every mobile code, in their order', () => {
    expect(SIM_PREFIXES).toEqual(['010', '050', '051', '055', '060', '070', '077', '099']);
    expect(SIM_PREFIXES).toHaveLength(MOBILE_CODES.length);
  });
});
