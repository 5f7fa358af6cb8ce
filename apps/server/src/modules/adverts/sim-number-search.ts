import { MOBILE_CODES } from '@zeng/contract/constants';

/** What a search box holds to be read as a SIM number: digits, `*` (any digit), blanks, +, brackets, dashes. */
const SIM_QUERY = /^[\d*\s+()-]+$/;

/** The digits after the code of a number: its subscriber part. */
const SUBSCRIBER_DIGITS = 7;

/**
 * A whole code written apart at the start, from the country code or a trunk 0: "050", "050 12",
 * "(055) 123", "+994 77 6", "99470-1". Written so, a code names the numbers' start only.
 */
const CODE_APART = /^[\s(]*(?:(?:\+|00)?994[\s()-]*|0)(\d{2})(?:$|[\s()-])/;

/** Whether `digits` begin with a mobile code, a `*` standing for any of its digits ("50…", "**…"). */
const startsWithCode = (digits: string) =>
  digits.length >= 2 && MOBILE_CODES.some((code) => [0, 1].every((i) => digits[i] === '*' || digits[i] === code[i]));

/**
 * The LIKE patterns over stored numbers (994, a code, 7 digits) that a SIM search for digits matches,
 * any of them (docs/product.md, "Search"); undefined when the text is not digits:
 *
 * - a group of digits is found where it stands in the subscriber part, a leading 0 included: "0728"
 *   finds 070 757 07 28, "7777" every number whose 7 digits hold 7777;
 * - a leading 0 (or 994) names a code only when a whole code follows it: "0728" does not (072 is no
 *   code); "0776" is read both ways (077 6…, and …0776 in the subscriber part);
 * - a whole code written apart ("050", "077 6", "+994 55 12") names the start only, as does a number too
 *   long to be a group of the subscriber part ("0501234567", "501234567", "050***77**");
 * - `*` is any digit.
 */
export function simNumberPatterns(text: string): string[] | undefined {
  if (!SIM_QUERY.test(text)) return undefined;
  const digits = text.replace(/[^\d*]/g, '');
  if (!/\d/.test(digits)) return undefined;
  const like = (pattern: string) => pattern.replace(/\*/g, '_');
  const apart = CODE_APART.exec(text);
  if (apart?.[1] && startsWithCode(apart[1])) {
    const before = apart[0].replace(/\D/g, '').length - apart[1].length;
    return [like(`994${digits.slice(before)}%`)];
  }
  const patterns: string[] = [];
  let national: string | undefined;
  if (digits.startsWith('00994')) national = digits.slice(5);
  else if (digits.startsWith('994')) national = digits.slice(3);
  else if (digits.startsWith('0')) national = digits.slice(1);
  else if (digits.length > SUBSCRIBER_DIGITS) national = digits;
  if (national !== undefined && (national === '' || startsWithCode(national))) patterns.push(like(`994${national}%`));
  if (digits.length <= SUBSCRIBER_DIGITS || patterns.length === 0) patterns.push(like(`994__%${digits}%`));
  return patterns;
}
