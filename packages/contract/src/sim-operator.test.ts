import { describe, expect, it } from 'vitest';
import { mobileCodeOf, providerOfNumber } from './sim-operator.js';

const PROVIDERS = [
  { id: 1, name: 'Azercell', prefixes: ['50', '51', '10'] },
  { id: 2, name: 'Bakcell', prefixes: ['55', '99'] },
  { id: 3, name: 'Nar', prefixes: ['70', '77'] },
];

describe('the operator of a SIM number', () => {
  it('reads the code as soon as it is typed, however the number starts', () => {
    for (const [typed, code] of [
      ['055', '55'],
      ['055 12', '55'],
      ['+994 70', '70'],
      ['994 (77) 123', '77'],
      ['00994 10 5', '10'],
      ['501', '50'],
      ['099 412 34 56', '99'],
      ['994123456', '99'],
      ['+994 60 123 45 67', '60'],
    ] as const) {
      expect(mobileCodeOf(typed), typed).toBe(code);
    }
  });

  it('tells nothing while the code is not typed yet, or is not a mobile one', () => {
    for (const typed of ['', '0', '05', '+994', '+994 5', '012 555 44 33', 'abc', '0x5']) {
      expect(mobileCodeOf(typed), typed).toBeUndefined();
    }
  });

  it('is the offered provider holding the code: 055 Bakcell, 010 Azercell, 060 none', () => {
    expect(providerOfNumber('055 775 32 35', PROVIDERS)?.name).toBe('Bakcell');
    expect(providerOfNumber('994105242424', PROVIDERS)?.name).toBe('Azercell');
    expect(providerOfNumber('077', PROVIDERS)?.name).toBe('Nar');
    expect(providerOfNumber('060 123 45 67', PROVIDERS)).toBeUndefined();
    expect(providerOfNumber('05', PROVIDERS)).toBeUndefined();
  });
});
