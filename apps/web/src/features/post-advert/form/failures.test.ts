import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { advertFormSchema } from './advert-form-schema';
import { type AdvertFormValues, emptyValues } from './advert-form-values';
import { failuresOf } from './failures';

/** What the form marks for these values, with one photo uploaded, from its resolver's verdict. */
async function failures(values: AdvertFormValues, imageUrls = ['/uploads/a-large.webp']) {
  const resolve = zodResolver(advertFormSchema({ id: null, imageUrls, storage: [], ram: [] }));
  const { errors } = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return failuresOf(errors);
}

describe('the form’s failures', () => {
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
    expect(await failures(accessory)).toEqual([]);
    for (const name of ['', '   ', '\u200b', '\u202e\u202c', ' \u2060\ufeff ', '\u3164']) {
      expect(await failures({ ...accessory, name }), JSON.stringify(name)).toEqual([
        { field: 'name', alert: 'enterAccessoryNameAlert' },
      ]);
    }
  });

  it('names every missing field of an empty phone advert at once, each with its own message', async () => {
    const found = await failures(emptyValues('phone'), []);
    expect(new Set(found)).toEqual(
      new Set([
        { field: 'terms', alert: 'acceptTermsAlert' },
        { field: 'photos', alert: 'uploadImageAlert' },
        { field: 'price', alert: 'enterPriceAlert' },
        { field: 'districtId', alert: 'selectDistrictAlert' },
        { field: 'brandId', alert: 'selectBrandAlert' },
        { field: 'color', alert: 'selectColorAlert' },
        { field: 'grade', alert: 'selectGradeAlert' },
        { field: 'storageId', alert: 'selectStorageAlert' },
        { field: 'ramId', alert: 'selectRamAlert' },
        { field: 'simType', alert: 'selectSimTypeAlert' },
      ]),
    );
    expect(found).toHaveLength(10);
  });

  it('marks the model only once a brand is chosen, since until then its control cannot be used', async () => {
    const empty = emptyValues('phone');
    expect(await failures(empty)).not.toContainEqual(expect.objectContaining({ field: 'modelId' }));
    expect(await failures({ ...empty, brandId: '3' })).toContainEqual({ field: 'modelId', alert: 'selectModelAlert' });
  });
});
