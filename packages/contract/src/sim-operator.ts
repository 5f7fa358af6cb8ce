import { MOBILE_CODES, type MobileCode } from './constants.js';
import { normalizePhone } from './phone-rule.js';
import { isOneOf } from './typed.js';

/**
 * Which operator a SIM number is sold as: the one whose mobile codes hold its code (055 is Bakcell's),
 * one rule for the server, which refuses another, and the posting form, which fills it in as the number
 * is typed (docs/decisions/0021-sim-operator-from-the-code.md). A code no offered operator holds (060,
 * Naxtel's former numbers) leaves the choice to the seller.
 */

/** A SIM provider as the lookups answer it: its id and the mobile codes of its numbers. */
export interface CodeHolder {
  id: number;
  prefixes: readonly string[];
}

/** What people write between digits. */
const SEPARATORS = /[\s()+-]/g;

/**
 * The mobile code of a number as far as it is typed, once it can be told: "055 1" → "55",
 * "+994 70" → "70", "501" → "50"; undefined while it cannot ("0", "+994 5", a landline's "012").
 */
export function mobileCodeOf(typed: string): MobileCode | undefined {
  const whole = normalizePhone(typed);
  const digits = whole ?? typed.replace(SEPARATORS, '');
  if (!/^\d+$/.test(digits)) return undefined;
  let national = digits;
  if (digits.startsWith('00994')) national = digits.slice(5);
  else if (digits.startsWith('994')) national = digits.slice(3);
  else if (digits.startsWith('0')) national = digits.slice(1);
  const code = national.slice(0, 2);
  return isOneOf(MOBILE_CODES, code) ? code : undefined;
}

/**
 * The provider, among `providers` (those offered for new adverts), whose numbers carry this number's
 * code; undefined when the code is not known yet or no offered provider holds it.
 */
export function providerOfNumber<P extends CodeHolder>(typed: string, providers: readonly P[]): P | undefined {
  const code = mobileCodeOf(typed);
  return code === undefined ? undefined : providers.find((provider) => provider.prefixes.includes(code));
}
