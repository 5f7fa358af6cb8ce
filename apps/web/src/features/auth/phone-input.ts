import { MOBILE_CODES } from '@zeng/contract/constants';
import { checkPhone, normalizePhone, type PhoneCheck } from '@zeng/contract/phone-rule';
import { isRecord } from '@zeng/contract/typed';
import type { TFunction } from 'i18next';

/**
 * Phone entry on the registration and login forms. The field shows a fixed +994 and keeps what the
 * person typed (501234567, 50 123 45 67), without a second country code (withoutCountryCode); the
 * contract's checkPhone, the server's own rule, reads it and says what is wrong.
 */

/** What is wrong with the number, in the person's language: too few or too many digits, not a mobile code. */
export function phoneProblemText(check: PhoneCheck, t: TFunction): string | null {
  if (!check.problem) return null;
  // People here write codes with the trunk 0: "012" is Baku, "050" Azercell. A plain list: browsers'
  // list formats do not all know Azerbaijani ("077, or 099").
  const codes = MOBILE_CODES.map((code) => `0${code}`).join(', ');
  return t(`auth:phone.problem.${check.problem}`, { code: `0${check.mobileCode ?? ''}`, codes });
}

/** What people write between digits (as the phone rule reads them). */
const SEPARATORS = /[\s()+-]/g;
/** A country code written out in full: +994 or 00994 (994 alone may start a 099 number, 99 412 34 56). */
const WRITTEN_COUNTRY_CODE = /^\s*(?:\+|00)\s*9\s*9\s*4[\s()-]*/;

/**
 * What the field keeps of what was typed or pasted, beside its fixed +994: a whole number written with
 * its country code or trunk 0 (+994 50 000 00 01, 994500000001, 0500000001) becomes "50 000 00 01",
 * and a +994 or 00994 typed at the start goes as soon as it is complete (spaces before the number
 * with it). Anything else stays as typed.
 */
export function withoutCountryCode(typed: string): string {
  const { phone } = checkPhone(typed);
  if (phone) {
    const local = phone.slice(3);
    if (typed.replace(SEPARATORS, '') === local) return typed.trimStart();
    return `${local.slice(0, 2)} ${local.slice(2, 5)} ${local.slice(5, 7)} ${local.slice(7)}`;
  }
  const written = WRITTEN_COUNTRY_CODE.exec(typed);
  return (written ? typed.slice(written[0].length) : typed).trimStart();
}

/** 994501234567 → 501234567, the digits after the field's fixed +994 (a number carried to another form). */
export const afterCountryCode = (phone: string) => phone.replace(/^994/, '');

/** Navigation state that carries a number to the sign-up screens (login found no account for it). */
export interface CarriedPhone {
  phoneNumber: string;
}

/** The number carried in navigation state (994XXXXXXXXX), or null when none or not a number. */
export function carriedPhone(state: unknown): string | null {
  const phoneNumber = isRecord(state) ? state.phoneNumber : undefined;
  return typeof phoneNumber === 'string' ? normalizePhone(phoneNumber) : null;
}
