import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { advertFormSchema } from './advert-form-schema';
import { type AdvertFormValues, emptyValues } from './advert-form-values';
import { firstFailure } from './first-failure';

/** What the form announces for these values, with one photo uploaded, from its resolver's verdict. */
async function failureOf(values: AdvertFormValues) {
  const resolve = zodResolver(
    advertFormSchema({ id: null, imageUrls: ['/uploads/a-large.webp'], storage: [], ram: [] }),
  );
  const { errors } = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return firstFailure(errors, values.category);
}

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

  it('asks for an accessory’s name when it holds nothing visible, as the server would refuse it', async () => {
    expect(await failureOf(accessory)).toBeNull();
    for (const name of ['', '   ', '\u200b', '\u202e\u202c', ' \u2060\ufeff ', '\u3164']) {
      expect(await failureOf({ ...accessory, name }), JSON.stringify(name)).toEqual({
        field: 'name',
        alert: 'enterAccessoryNameAlert',
      });
    }
  });
});
