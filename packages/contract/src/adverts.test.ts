import { describe, expect, it } from 'vitest';
import { listQuerySchema, phoneSubmissionSchema, simSubmissionSchema } from './adverts.js';
import { COLORS, PRICE_MAX } from './constants.js';

describe('listQuerySchema', () => {
  it('gives the defaults of SPEC.md: 10 a page, newest first', () => {
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

  it('accepts a complete phone advert', () => {
    expect(phoneSubmissionSchema.safeParse(phone).success).toBe(true);
  });

  it('keeps the price between 1 and 10,000,000 AZN', () => {
    expect(phoneSubmissionSchema.safeParse({ ...phone, price: 0 }).success).toBe(false);
    expect(phoneSubmissionSchema.safeParse({ ...phone, price: PRICE_MAX + 1 }).success).toBe(false);
  });

  it('allows at most five images and 500 characters of comment', () => {
    const six = Array.from({ length: 6 }, (_, i) => `/uploads/${i}.webp`);
    const tooMany = phoneSubmissionSchema.safeParse({ ...phone, imageUrls: six });
    expect(tooMany.error?.issues[0]?.message).toBe('You can only upload up to 5 images.');
    expect(phoneSubmissionSchema.safeParse({ ...phone, comment: 'x'.repeat(501) }).success).toBe(false);
  });

  it('knows the 29 colours', () => {
    expect(COLORS).toHaveLength(29);
    expect(phoneSubmissionSchema.safeParse({ ...phone, color: 'Plaid' }).success).toBe(false);
  });

  it('needs a non-blank number for a SIM advert', () => {
    const sim = { districtId: 7, price: 50, simProviderId: 1, number: '   ' };
    expect(simSubmissionSchema.safeParse(sim).success).toBe(false);
  });
});
