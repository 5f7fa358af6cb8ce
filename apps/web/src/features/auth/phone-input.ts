import { MOBILE_CODES } from '@zeng/contract/constants';
import { normalizePhone, type PhoneCheck } from '@zeng/contract/phone-rule';
import { isRecord } from '@zeng/contract/typed';
import type { TFunction } from 'i18next';

/**
 * Phone entry on the registration and login forms. The field shows a fixed +994 and keeps exactly what
 * the person typed (0501234567, 994501234567 and +994 50 123 45 67 are all fine); the contract's
 * checkPhone, the server's own rule, reads it and says what is wrong.
 */

/** What is wrong with the number, in the person's language: too few or too many digits, not a mobile code. */
export function phoneProblemText(check: PhoneCheck, t: TFunction): string | null {
  if (!check.problem) return null;
  // People here write codes with the trunk 0: "012" is Baku, "050" Azercell. A plain list: browsers'
  // list formats do not all know Azerbaijani ("077, or 099").
  const codes = MOBILE_CODES.map((code) => `0${code}`).join(', ');
  return t(`auth:phone.problem.${check.problem}`, { code: `0${check.mobileCode ?? ''}`, codes });
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
