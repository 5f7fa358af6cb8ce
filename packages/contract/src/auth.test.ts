import { describe, expect, it } from 'vitest';
import { confirmRequestSchema, registerRequestSchema } from './auth.js';

describe('confirmation requests', () => {
  it('accept a six-digit code given as a number or as digits', () => {
    expect(confirmRequestSchema.parse({ phoneNumber: '994501234567', confirmCode: '012345' }).confirmCode).toBe(12345);
    expect(confirmRequestSchema.parse({ phoneNumber: '994501234567', confirmCode: 654321 }).confirmCode).toBe(654321);
  });

  it.each([null, '', 'abcdef', 1234567, -1, 12.5])('refuse %s rather than trying it as a code', (confirmCode) => {
    const result = confirmRequestSchema.safeParse({ phoneNumber: '994501234567', confirmCode });
    expect(result.error?.issues[0]?.message).toBe('Please enter a valid 6-digit code.');
  });
});

describe('registration requests', () => {
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
