/**
 * Phone entry on the registration and login forms. The field shows a fixed +994 and holds the digits
 * after it; people may still type or paste 0501234567, 994501234567 or +994 50 123 45 67.
 */
export const COUNTRY_CODE = '994';
const LOCAL_DIGITS = 9;

/** Registration keeps 994 + 9 digits (12 characters); login allows up to 15 (SPEC.md section 5). */
export const REGISTRATION_PHONE_MAX = 12;
export const LOGIN_PHONE_MAX = 15;

/** Digits only, leading 0s (trunk or 00 prefix) dropped, a typed or pasted 994 dropped, at most `max` digits. */
export function localDigits(raw: string, maxTotal: number): string {
  let digits = raw.replace(/\D/g, '').replace(/^0+/, '');
  if (digits.length > LOCAL_DIGITS && digits.startsWith(COUNTRY_CODE)) digits = digits.slice(COUNTRY_CODE.length);
  return digits.replace(/^0+/, '').slice(0, maxTotal - COUNTRY_CODE.length);
}

/** The number as sent: forced to start with 994, at most `maxTotal` characters. */
export function fullPhone(local: string, maxTotal: number): string {
  return `${COUNTRY_CODE}${local}`.slice(0, maxTotal);
}

/** Registration: 994 followed by exactly 9 digits. */
export const isRegistrationPhone = (phone: string) => /^994\d{9}$/.test(phone);

/** Login: at least 12 digits (fewer gives 'enterValidNum'). */
export const isLoginPhone = (phone: string) => phone.length >= 12;
