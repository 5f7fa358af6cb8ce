import { describe, expect, it } from 'vitest';
import { emptyValues } from './advert-form-values';
import { firstFailure } from './first-failure';

describe('the form’s first failure', () => {
  const accessory = {
    ...emptyValues('accessory'),
    terms: true,
    price: '10',
    districtId: '7',
    name: 'AirPods Pro 2',
    accessoryType: 'CASE',
    condition: 'new',
  };

  it('asks for an accessory’s name when it holds nothing visible, as the server would refuse it', () => {
    expect(firstFailure(accessory, 1)).toBeNull();
    for (const name of ['', '   ', '\u200b', '\u202e\u202c', ' \u2060\ufeff ', '\u3164']) {
      expect(firstFailure({ ...accessory, name }, 1), JSON.stringify(name)).toEqual({
        field: 'name',
        alert: 'enterAccessoryNameAlert',
      });
    }
  });
});
