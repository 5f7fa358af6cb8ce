import { MOBILE_CODES } from './constants.js';

/** 994 followed by an Azerbaijani mobile code and 7 digits: the one stored shape of a phone number. */
export const PHONE_PATTERN = new RegExp(`^994(${MOBILE_CODES.join('|')})\\d{7}$`);

/**
 * Reads what a person typed (+994 50 123 45 67, 050-123-45-67, 501234567, 994501234567)
 * and answers 994XXXXXXXXX, or null when it is not an Azerbaijani mobile number.
 */
export function normalizePhone(input: string): string | null {
  let digits = input.replace(/[\s()+-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  if (digits.startsWith('00994')) digits = digits.slice(2);
  if (digits.length === 10 && digits.startsWith('0')) digits = `994${digits.slice(1)}`;
  if (digits.length === 9) digits = `994${digits}`;
  return PHONE_PATTERN.test(digits) ? digits : null;
}

/** 994501234567 → "+994 50 123 45 67". */
export function formatPhoneInternational(phone: string): string {
  const m = /^994(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return m ? `+994 ${m[1]} ${m[2]} ${m[3]} ${m[4]}` : phone;
}

/** 994501234567 → "050 123 45 67". */
export function formatPhoneNational(phone: string): string {
  const m = /^994(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return m ? `0${m[1]} ${m[2]} ${m[3]} ${m[4]}` : phone;
}

/** A tel: link for a stored number (994…) or a written one (+994 12 555 00 00). */
export function telHref(phone: string): string {
  return `tel:+${phone.replace(/\D/g, '')}`;
}
