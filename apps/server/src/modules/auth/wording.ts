import { forbidden } from '../../lib/errors.js';

// What the auth answers' English sentences share (the web app shows its own text for each code).

export const SECOND = 1000;

/** A refusal for a blocked account: at a code request, a confirm, a refresh or GET /auth. */
export const accountBlocked = () =>
  forbidden('This account has been blocked. Please contact support.', 'ACCOUNT_BLOCKED');

/** "1 second", "3 seconds". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** A wait as a person reads it: seconds up to a minute and a half, minutes beyond. */
export function waitText(ms: number): string {
  const seconds = Math.ceil(ms / SECOND);
  return seconds <= 90 ? plural(seconds, 'second') : plural(Math.ceil(seconds / 60), 'minute');
}
