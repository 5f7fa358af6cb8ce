import { describe, expect, it } from 'vitest';
import {
  checkPhone,
  couldStillBePhone,
  formatPhoneInternational,
  formatPhoneNational,
  normalizePhone,
  telHref,
} from './phone.js';

describe('normalizePhone', () => {
  it.each([
    ['994501234567', '994501234567'],
    ['+994 50 123 45 67', '994501234567'],
    ['050-123-45-67', '994501234567'],
    ['(055) 123 45 67', '994551234567'],
    ['701234567', '994701234567'],
    ['00994771234567', '994771234567'],
    ['0101234567', '994101234567'],
  ])('reads %s as %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each(['', 'abc', '99450123456', '9945012345678', '994121234567', '+7 912 345 67 89', '994401234567'])(
    'refuses %s, which is not an Azerbaijani mobile number',
    (input) => {
      expect(normalizePhone(input)).toBeNull();
    },
  );
});

describe('checkPhone says what is wrong, never cutting or guessing digits', () => {
  it.each([
    ['', 'REQUIRED'],
    ['50 123 45 6a', 'NOT_DIGITS'],
    ['50.123.45.67', 'NOT_DIGITS'],
    ['5012345', 'TOO_SHORT'],
    ['99450123456', 'TOO_SHORT'],
    ['5012345678', 'TOO_LONG'],
    ['05012345678', 'TOO_LONG'],
    ['9945012345678', 'TOO_LONG'],
  ])('%s: %s', (input, problem) => {
    expect(checkPhone(input)).toEqual({ problem });
  });

  it('names the code of a landline or another non-mobile number', () => {
    expect(checkPhone('0121234567')).toEqual({ problem: 'NOT_MOBILE', mobileCode: '12' });
    expect(checkPhone('+994 12 123 45 67')).toEqual({ problem: 'NOT_MOBILE', mobileCode: '12' });
    expect(checkPhone('401234567')).toEqual({ problem: 'NOT_MOBILE', mobileCode: '40' });
  });

  it('reads nine digits that start 994 as a 099 number', () => {
    expect(checkPhone('994123456')).toEqual({ phone: '994994123456' });
  });
});

describe('couldStillBePhone', () => {
  it.each(['', '0', '00', '0099', '9', '994', '99450123456', '05', '050123456', '5012345', '1'])(
    '%s may still become a mobile number',
    (input) => {
      expect(couldStillBePhone(input)).toBe(true);
    },
  );

  it.each(['5012345678', '012', '12', '4', '50a', '9945012345678', '05012345678'])('%s can only be wrong', (input) => {
    expect(couldStillBePhone(input)).toBe(false);
  });
});

describe('phone display', () => {
  it('shows numbers the way people here write them', () => {
    expect(formatPhoneInternational('994501234567')).toBe('+994 50 123 45 67');
    expect(formatPhoneNational('994501234567')).toBe('050 123 45 67');
  });
});

describe('telHref', () => {
  it('makes a tel: link with + from a stored or a written number', () => {
    expect(telHref('994501234567')).toBe('tel:+994501234567');
    expect(telHref('+994 12 555 00 00')).toBe('tel:+994125550000');
  });
});
