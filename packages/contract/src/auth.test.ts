import { describe, expect, it } from 'vitest';
import { confirmRequestSchema, registerRequestSchema } from './auth.js';

describe('confirmation requests', () => {
  it('accept a six-digit code given as a number or as digits', () => {
    expect(confirmRequestSchema.parse({ phoneNumber: '994501234567', confirmCode: '012345' }).confirmCode).toBe(12345);
    expect(confirmRequestSchema.parse({ phoneNumber: '994501234567', confirmCode: 654321 }).confirmCode).toBe(654321);
  });

  it.each([
    null,
    undefined,
    '',
    'abcdef',
    1234567,
    -1,
    12.5,
    // Neither a number nor six digits: coercing them would spend a try on 1, 0 or the array's code.
    true,
    false,
    ['123456'],
    [123456],
    { code: '123456' },
    '12345',
    '1234567',
    '1e5',
    ' 123456',
    '123456 ',
    '12 34 56',
    '0x1E240',
    '１２３４５６',
  ])('refuse %j rather than trying it as a code', (confirmCode) => {
    const result = confirmRequestSchema.safeParse({ phoneNumber: '994501234567', confirmCode });
    expect(result.error?.issues[0]?.message).toBe('Please enter a valid 6-digit code.');
  });
});

describe('registration requests', () => {
  it('strip direction controls and zero-width characters from names', () => {
    const parsed = registerRequestSchema.parse({
      firstName: '\u202eAy\u200bsel\u2069',
      lastName: 'Quliyeva\ufeff',
      phoneNumber: '994501234567',
    });
    expect([parsed.firstName, parsed.lastName]).toEqual(['Aysel', 'Quliyeva']);
  });

  it('refuse a name made only of invisible characters exactly as an empty one', () => {
    const errorFor = (lastName: string) =>
      registerRequestSchema
        .safeParse({ firstName: 'Aysel', lastName, phoneNumber: '994501234567' })
        .error?.issues.map((i) => [i.path.join('.'), i.code, i.message]);
    expect(errorFor('')).toEqual([['lastName', 'too_small', 'lastName is required']]);
    for (const invisible of ['\u200b', '\u200b \u200b', '\u202e', '\u2060\ufeff', '\u3164']) {
      expect(errorFor(invisible), JSON.stringify(invisible)).toEqual(errorFor(''));
    }
  });

  it('read the phone the way people write it and trim names', () => {
    expect(
      registerRequestSchema.parse({ firstName: ' Aysel ', lastName: 'Quliyeva', phoneNumber: '050 123 45 67' }),
    ).toEqual({
      firstName: 'Aysel',
      lastName: 'Quliyeva',
      phoneNumber: '994501234567',
      accountType: 'INDIVIDUAL',
    });
  });
});
