import { SELLER_OPTIONS } from '@zeng/contract/constants';
import { describe, expect, it } from 'vitest';
import { heldOptions, heldOptionsOf, optionColumns } from './seller-options.js';

describe('seller options of a row', () => {
  it('are the options whose columns hold, in the answers’ order, for every one of the sixteen sets', () => {
    for (let bits = 0; bits < 16; bits++) {
      const chosen = SELLER_OPTIONS.filter((_, i) => (bits & (1 << i)) !== 0);
      const columns = optionColumns([...chosen].reverse());
      expect(heldOptions(columns)).toEqual(chosen);
      expect(heldOptionsOf(columns.barter, columns.credit, columns.delivery, columns.negotiable)).toEqual(chosen);
    }
  });

  it('are shared between rows and cannot be changed by one of them', () => {
    const first = heldOptionsOf(true, false, true, false);
    expect(heldOptionsOf(true, false, true, false)).toBe(first);
    expect(() => first.push('credit')).toThrow(TypeError);
    expect(heldOptionsOf(true, false, true, false)).toEqual(['barter', 'delivery']);
  });
});
