// The rule itself is in phone-rule.ts; the server and the contract's schemas read it from here too.
export {
  checkPhone,
  couldStillBePhone,
  normalizePhone,
  PHONE_PATTERN,
  type PhoneCheck,
  type PhoneProblem,
} from './phone-rule.js';

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
