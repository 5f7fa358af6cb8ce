import { describe, expect, it } from 'vitest';
import { accessorySubmissionSchema, listQuerySchema, phoneSubmissionSchema, simSubmissionSchema } from './adverts.js';
import { COLORS, PRICE_MAX } from './constants.js';

describe('listQuerySchema', () => {
  it('gives the documented defaults: 10 a page, newest first', () => {
    expect(listQuerySchema.parse({})).toMatchObject({ limit: 10, sortByType: 'DATE_DESC' });
  });

  it('reads id lists written with commas or repeated', () => {
    expect(listQuerySchema.parse({ brandIds: '1,2, 3' }).brandIds).toEqual([1, 2, 3]);
    expect(listQuerySchema.parse({ modelIds: ['4', '5'] }).modelIds).toEqual([4, 5]);
  });

  it('refuses an unknown sort, a limit over 50 and a non-numeric id', () => {
    expect(listQuerySchema.safeParse({ sortByType: 'CHEAPEST' }).success).toBe(false);
    expect(listQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
    expect(listQuerySchema.safeParse({ districtId: 'baku' }).success).toBe(false);
    expect(listQuerySchema.safeParse({ brandIds: '1,x' }).success).toBe(false);
  });
});

describe('advert submissions', () => {
  const phone = {
    id: null,
    brandId: 1,
    modelId: 10001,
    districtId: 7,
    imageUrls: ['/uploads/a.webp'],
    color: 'Black',
    mainMemory: { id: 5 },
    ram: { id: 26 },
    comment: '',
    condition: 'used',
    simType: 'DUAL SIM',
    price: 1200,
  };
  const codes = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    (result.error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.message}`);

  it('accepts a complete phone advert', () => {
    expect(phoneSubmissionSchema.safeParse(phone).success).toBe(true);
  });

  it('keeps the price a whole number between 1 and 10,000,000 AZN', () => {
    expect(codes(phoneSubmissionSchema.safeParse({ ...phone, price: 0 }))).toEqual(['price:PRICE_OUT_OF_RANGE']);
    expect(codes(phoneSubmissionSchema.safeParse({ ...phone, price: PRICE_MAX + 1 }))).toEqual([
      'price:PRICE_OUT_OF_RANGE',
    ]);
    expect(codes(phoneSubmissionSchema.safeParse({ ...phone, price: 10.5 }))).toEqual(['price:NOT_WHOLE']);
    expect(codes(phoneSubmissionSchema.safeParse({ ...phone, price: '12' }))).toEqual(['price:NOT_A_NUMBER']);
    expect(codes(phoneSubmissionSchema.safeParse({ ...phone, price: undefined }))).toEqual(['price:REQUIRED']);
  });

  it('needs one to five images and at most 500 characters of comment', () => {
    const six = Array.from({ length: 6 }, (_, i) => `/uploads/${i}.webp`);
    expect(codes(phoneSubmissionSchema.safeParse({ ...phone, imageUrls: six }))).toEqual(['imageUrls:TOO_MANY_IMAGES']);
    expect(codes(phoneSubmissionSchema.safeParse({ ...phone, imageUrls: [] }))).toEqual(['imageUrls:IMAGES_REQUIRED']);
    expect(codes(phoneSubmissionSchema.safeParse({ ...phone, comment: 'x'.repeat(501) }))).toEqual([
      'comment:TOO_LONG',
    ]);
    expect(phoneSubmissionSchema.parse({ ...phone, comment: `  ${'x'.repeat(500)}\n ` }).comment).toHaveLength(500);
  });

  it('refuses NUL and other control characters in free text, keeping line breaks in a comment', () => {
    expect(codes(phoneSubmissionSchema.safeParse({ ...phone, comment: 'a\u0000b' }))).toEqual([
      'comment:CONTROL_CHARACTERS',
    ]);
    expect(phoneSubmissionSchema.parse({ ...phone, comment: 'line one\nline two' }).comment).toBe('line one\nline two');
  });

  it('knows the 29 colours and names a missing choice differently from a wrong one', () => {
    expect(COLORS).toHaveLength(29);
    expect(codes(phoneSubmissionSchema.safeParse({ ...phone, color: 'Plaid' }))).toEqual(['color:INVALID_CHOICE']);
    expect(codes(phoneSubmissionSchema.safeParse({ ...phone, color: undefined }))).toEqual(['color:REQUIRED']);
    expect(codes(phoneSubmissionSchema.safeParse({ ...phone, ram: undefined }))).toEqual(['ram:REQUIRED']);
  });

  it('takes seller options of every category, none when absent, each once and in their own order', () => {
    expect(phoneSubmissionSchema.parse(phone).sellerOptions).toEqual([]);
    expect(phoneSubmissionSchema.parse({ ...phone, sellerOptions: ['negotiable', 'barter'] }).sellerOptions).toEqual([
      'barter',
      'negotiable',
    ]);
    const sim = { districtId: 7, price: 50, simProviderId: 1, number: '050 123 45 67', sellerOptions: ['delivery'] };
    expect(simSubmissionSchema.parse(sim).sellerOptions).toEqual(['delivery']);
    expect(codes(phoneSubmissionSchema.safeParse({ ...phone, sellerOptions: ['barter', 'swap'] }))).toEqual([
      'sellerOptions.1:INVALID_CHOICE',
    ]);
    expect(codes(phoneSubmissionSchema.safeParse({ ...phone, sellerOptions: ['credit', 'credit'] }))).toEqual([
      'sellerOptions:INVALID',
    ]);
    expect(codes(phoneSubmissionSchema.safeParse({ ...phone, sellerOptions: 'credit' }))[0]).toBe(
      'sellerOptions:INVALID',
    );
  });

  it('needs a valid Azerbaijani mobile number for a SIM advert, stored as 994XXXXXXXXX', () => {
    const sim = { districtId: 7, price: 50, simProviderId: 1 };
    expect(codes(simSubmissionSchema.safeParse({ ...sim, number: '   ' }))).toEqual(['number:REQUIRED']);
    expect(codes(simSubmissionSchema.safeParse({ ...sim, number: '012 345 67 89' }))).toEqual([
      'number:INVALID_SIM_NUMBER',
    ]);
    expect(simSubmissionSchema.parse({ ...sim, number: '050 123 45 67' }).number).toBe('994501234567');
  });

  it('needs a name, a type and the usage of an accessory', () => {
    const accessory = { districtId: 7, price: 50, imageUrls: ['/uploads/a.webp'], name: ' ', type: 'CASE' };
    expect(codes(accessorySubmissionSchema.safeParse(accessory))).toEqual(['name:REQUIRED', 'condition:REQUIRED']);
  });

  it('strips direction controls and zero-width characters from a name and a comment, and refuses a name of nothing visible', () => {
    const accessory = { districtId: 7, price: 50, imageUrls: ['/uploads/a.webp'], type: 'CASE', condition: 'new' };
    for (const name of ['\u200b', '\u202e\u202c', ' \u2060\ufeff ', '\u3164']) {
      expect(codes(accessorySubmissionSchema.safeParse({ ...accessory, name })), JSON.stringify(name)).toEqual([
        'name:REQUIRED',
      ]);
    }
    const parsed = accessorySubmissionSchema.parse({
      ...accessory,
      name: 'Case \u202eevil\u202c',
      comment: '\u200bYeni,\n\u2066qutuda\u2069 👨‍👩‍👧',
    });
    expect([parsed.name, parsed.comment]).toEqual(['Case evil', 'Yeni,\nqutuda 👨‍👩‍👧']);
    expect(phoneSubmissionSchema.parse({ ...phone, comment: '\u200b \u200b' }).comment).toBe('');
  });
});
