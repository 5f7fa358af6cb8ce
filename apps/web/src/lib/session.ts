import { STORAGE_KEYS } from '@zeng/contract/constants';
import type { AnswerOf } from '@zeng/contract/endpoints';
import { PATHS } from '@zeng/contract/routes';
import { useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

/**
 * The signed-in state derives only from the access_token entry in local storage.
 * Changes made here, or in another tab, notify every subscriber.
 */
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.accessToken) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export const getAccessToken = () => read(STORAGE_KEYS.accessToken);
export const getRefreshToken = () => read(STORAGE_KEYS.refreshToken);

/** A session as the API hands it over: the refresh call's token pair, or a confirmed code's with its user. */
export type StoredSession = AnswerOf<'refreshToken'> & Partial<Pick<AnswerOf<'confirm'>, 'user_id' | 'user_group'>>;

export function saveSession(session: StoredSession) {
  localStorage.setItem(STORAGE_KEYS.accessToken, session.access_token);
  localStorage.setItem(STORAGE_KEYS.refreshToken, session.refresh_token);
  if (session.user_id !== undefined) localStorage.setItem(STORAGE_KEYS.userId, String(session.user_id));
  if (session.user_group !== undefined) localStorage.setItem(STORAGE_KEYS.userGroup, session.user_group);
  notify();
}

export function clearSession() {
  for (const key of [
    STORAGE_KEYS.accessToken,
    STORAGE_KEYS.refreshToken,
    STORAGE_KEYS.userId,
    STORAGE_KEYS.userGroup,
  ]) {
    localStorage.removeItem(key);
  }
  notify();
}

/**
 * The query parameter that carries where a person was going through the sign-in screens (?next=).
 * Written here, in the app's first script; read back, and followed only to a path of this site, by
 * return-path.ts, which only the sign-in screens load.
 */
export const RETURN_PARAM = 'next';

/** A sign-in screen's address carrying the screen the app is on (same-site by construction). */
export const signInHref = (screen: string, here: string): string =>
  `${screen}?${new URLSearchParams({ [RETURN_PARAM]: here })}`;

/** Session storage's note that a session ran out; the login screen says so once and removes it. */
export const SESSION_ENDED_KEY = 'zeng.sessionEnded';

/**
 * Forgets a session the server refused even after a renewal (not a logout), noting it so the login
 * screen can say the session ended rather than appear without a word.
 */
export function endExpiredSession() {
  try {
    sessionStorage.setItem(SESSION_ENDED_KEY, '1');
  } catch {
    // Without storage the login screen simply says nothing about it.
  }
  clearSession();
}

/** Whether a session ran out since the login screen last said so. */
export function sessionEnded(): boolean {
  try {
    return sessionStorage.getItem(SESSION_ENDED_KEY) !== null;
  } catch {
    return false;
  }
}

export function useSignedIn(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => getAccessToken() !== null,
    () => false,
  );
}

/**
 * For a screen meant for signed-in people: null while signed in, else where to send the person. A
 * session that ends while the screen is open (logout, or tokens the server refused even after a
 * renewal) leads to /login, to sign in again (docs/product.md, "Signing in"); someone who arrived
 * without one is a visitor and goes to /signUp. The screen's address goes along, so signing in leads
 * back to it; but not after a logout, which means to leave.
 */
export function useSignedOutRedirect(): string | null {
  const signedIn = useSignedIn();
  const [arrivedSignedIn] = useState(signedIn);
  const { pathname, search } = useLocation();
  if (signedIn) return null;
  const here = pathname + search;
  if (!arrivedSignedIn) return signInHref(PATHS.signUp, here);
  return sessionEnded() ? signInHref(PATHS.login, here) : PATHS.login;
}
