import { STORAGE_KEYS } from '@zeng/contract/constants';
import type { AnswerOf } from '@zeng/contract/endpoints';
import { PATHS } from '@zeng/contract/routes';
import { useState, useSyncExternalStore } from 'react';

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
 * without one is a visitor and goes to /signUp.
 */
export function useSignedOutRedirect(): string | null {
  const signedIn = useSignedIn();
  const [arrivedSignedIn] = useState(signedIn);
  if (signedIn) return null;
  return arrivedSignedIn ? PATHS.login : PATHS.signUp;
}
