import { PATH_ALIASES, PATHS } from '@zeng/contract/routes';
import { isRecord } from '@zeng/contract/typed';
import { sameSitePath } from './same-site-path';
import { RETURN_PARAM, signInHref } from './session';

/**
 * Where a person was going when they were asked to sign in: a same-site address (path and query)
 * that travels as ?next= through /signUp, /registration, /login and the code screen, and is where a
 * confirmed code lands them. Only what passes safeReturnPath is followed.
 */

/**
 * The address to return to, or null when there is none worth trusting: only a path of this site
 * (same-site-path.ts), and never the sign-in screens themselves (a loop back into sign-in).
 */
export function safeReturnPath(value: unknown): string | null {
  const same = sameSitePath(value);
  if (same === null) return null;
  const url = new URL(same, 'https://zeng.invalid');
  const path = url.pathname.toLowerCase();
  const signIn = [PATHS.signUp, PATHS.registration, PATHS.login, PATHS.otpConfirm, ...Object.keys(PATH_ALIASES)];
  if (signIn.some((screen) => screen.toLowerCase() === path)) return null;
  return `${url.pathname}${url.search}`;
}

/** A sign-in screen's address carrying where to go afterwards (nothing when there is nowhere safe). */
export function withReturnPath(screen: string, next: unknown): string {
  const safe = safeReturnPath(next);
  return safe ? signInHref(screen, safe) : screen;
}

/** The return address an address's query carries (`?next=…`), or null. */
export const returnPathIn = (search: string): string | null =>
  safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));

/**
 * How many sign-in screens (/signUp, /registration, /login, the code screen) the person went through
 * before the one shown, in its navigation state. A confirmed code goes back over them all, so Back from
 * where the person lands leads to where they were before signing in, never to a sign-in form.
 */
export const signInStepsBefore = (state: unknown): number =>
  isRecord(state) && typeof state.signInSteps === 'number' ? state.signInSteps : 0;

/** The navigation state of the next sign-in screen: one step more, with what else it carries. */
export const nextSignInStep = (state: unknown, carried?: object) => ({
  ...carried,
  signInSteps: signInStepsBefore(state) + 1,
});
