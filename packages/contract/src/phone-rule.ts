import { MOBILE_CODES } from './constants.js';
import { isOneOf } from './typed.js';

/**
 * The phone rule, one for the server and the browser: what counts as an Azerbaijani mobile number and
 * what is wrong with one that does not. It lives apart from the display helpers (phone.ts) so that a
 * screen that only shows a number, such as the footer on every page, does not carry the rule.
 */

/** 994 followed by an Azerbaijani mobile code and 7 digits: the one stored shape of a phone number. */
export const PHONE_PATTERN = new RegExp(`^994(${MOBILE_CODES.join('|')})\\d{7}$`);

/** The digits after 994: a mobile code and 7 digits. */
const SUBSCRIBER_DIGITS = 9;
/** What people write between digits; anything else (letters, dots) makes a number unreadable. */
const SEPARATORS = /[\s()+-]/g;
/** The ways to write the start of a number here: 00994…, 994…, a trunk 0…, or the 9 digits alone. */
const SPELLINGS = ['00994', '994', '0', ''] as const;

/** Why what someone typed is not a mobile number; the web form words each in the person's language. */
export type PhoneProblem = 'REQUIRED' | 'NOT_DIGITS' | 'TOO_SHORT' | 'TOO_LONG' | 'NOT_MOBILE';
export type PhoneCheck =
  | { phone: string; problem?: undefined }
  /** `mobileCode`: the two digits after the country code when they are not a mobile code (12 for Baku). */
  | { phone?: undefined; problem: PhoneProblem; mobileCode?: string };

const isMobileCode = (code: string) => isOneOf(MOBILE_CODES, code);

/** The digits after the country code, whichever way the number was written. */
function subscriberPart(digits: string): string {
  if (digits.startsWith('00994')) return digits.slice(5);
  // 994 followed by a number; nine digits alone that start 994 are a 099 number (99 412 34 56).
  if (digits.startsWith('994') && digits.length > SUBSCRIBER_DIGITS) return digits.slice(3);
  if (digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/**
 * The phone rule of the server and the browser alike: reads what a person typed (+994 50 123 45 67,
 * 050-123-45-67, 501234567, 994501234567) and answers the stored 994XXXXXXXXX, or what is wrong with
 * it. Nothing is cut or guessed: a tenth digit is too many, not dropped.
 */
export function checkPhone(input: string): PhoneCheck {
  const written = input.replace(SEPARATORS, '');
  if (written === '') return { problem: 'REQUIRED' };
  if (!/^\d+$/.test(written)) return { problem: 'NOT_DIGITS' };
  const subscriber = subscriberPart(written);
  const code = subscriber.slice(0, 2);
  if (code.length === 2 && !isMobileCode(code)) return { problem: 'NOT_MOBILE', mobileCode: code };
  if (subscriber.length < SUBSCRIBER_DIGITS) return { problem: 'TOO_SHORT' };
  if (subscriber.length > SUBSCRIBER_DIGITS) return { problem: 'TOO_LONG' };
  return { phone: `994${subscriber}` };
}

/** 994XXXXXXXXX for a mobile number however it was written, or null (checkPhone says why). */
export function normalizePhone(input: string): string | null {
  return checkPhone(input).phone ?? null;
}

/**
 * Whether more digits could still make this a mobile number: false once it can only be wrong (a tenth
 * digit, a landline code, a letter), so a form can say so while the person types instead of at the end.
 */
export function couldStillBePhone(input: string): boolean {
  const written = input.replace(SEPARATORS, '');
  if (!/^\d*$/.test(written)) return false;
  return SPELLINGS.some((start) => {
    if (written.length <= start.length) return start.startsWith(written);
    if (!written.startsWith(start)) return false;
    const subscriber = written.slice(start.length);
    const code = subscriber.slice(0, 2);
    return subscriber.length <= SUBSCRIBER_DIGITS && MOBILE_CODES.some((mobile) => mobile.startsWith(code));
  });
}
