import { describe, expect, it } from 'vitest';
import { formatPhoneInternational, formatPhoneNational, normalizePhone, telHref } from './phone.js';

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
