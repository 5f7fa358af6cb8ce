import { PATHS } from '@zeng/contract/routes';
import { isRecord } from '@zeng/contract/typed';
import { useState } from 'react';
import { useSignedIn } from '../../lib/session';

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

/**
 * Where a person who comes to a sign-in screen already signed in goes on to (Back or Forward to it
 * after signing in, an old link): where they were going, else home; null for everyone else. Read as
 * the screen opens: signing in on it is the screen's own to follow.
 */
export function useSignedInArrival(next: string | null | undefined): string | null {
  const signedIn = useSignedIn();
  const [arrivedSignedIn] = useState(signedIn);
  return arrivedSignedIn ? (next ?? PATHS.home) : null;
}
