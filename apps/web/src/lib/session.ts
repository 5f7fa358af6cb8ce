import { STORAGE_KEYS } from '@zeng/contract/constants';
import type { AnswerOf } from '@zeng/contract/endpoints';
import type { PageViewer } from '@zeng/contract/page-rendering';
import { PATHS } from '@zeng/contract/routes';
import { createContext, useContext, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

/*
 * The session lives in the server's HttpOnly cookies (docs/decisions/0028-sessions-in-cookies.md): the
 * refresh token in one no script can read, the access token in this tab's memory, renewed from it.
 * Local storage holds only what is no secret: who is signed in (user_id, user_group), so the app
 * knows at start that it is; a change of them, here or in another tab, notifies every subscriber.
 *
 * An earlier version of the app kept both tokens in local storage. Such a session goes on as it was
 * until it first needs renewing: that renewal sends its refresh token once (api-client.ts), which
 * puts it into the cookie, and saveSession then deletes both tokens from storage.
 */

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** The keys whose change in another tab signs this one in or out. */
const SIGNED_IN_KEYS: readonly (string | null)[] = [null, STORAGE_KEYS.userId, STORAGE_KEYS.accessToken];

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (SIGNED_IN_KEYS.includes(event.key)) listener();
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

/**
 * This tab's access token, never stored (a reload renews it from the cookie), with the user it was
 * handed out for: once another tab signs out or in as someone else, it is not this person's any more.
 */
let inMemory: { accessToken: string; userId: string | null } | null = null;

/** This tab's access token while it is still the signed-in person's. */
const tokenInMemory = (): string | null =>
  inMemory !== null && inMemory.userId === read(STORAGE_KEYS.userId) ? inMemory.accessToken : null;

/**
 * Whether the app believes someone is signed in here: who is stored, or a session an earlier version
 * stored (with or without its user), or one this tab holds.
 */
export const isSignedIn = (): boolean =>
  read(STORAGE_KEYS.userId) !== null || read(STORAGE_KEYS.accessToken) !== null || tokenInMemory() !== null;

/**
 * The access token calls carry: an earlier version's stored one while it is there, else this tab's;
 * none once the person is signed out (here or in another tab).
 */
export const getAccessToken = (): string | null => read(STORAGE_KEYS.accessToken) ?? tokenInMemory();

/** The refresh token an earlier version of the app stored, until it is moved into the cookie; else null. */
export const getRefreshToken = () => read(STORAGE_KEYS.refreshToken);

/** A session as the API hands it over: the refresh call's token pair, or a confirmed code's with its user. */
export type StoredSession = AnswerOf<'refreshToken'> & Partial<Pick<AnswerOf<'confirm'>, 'user_id' | 'user_group'>>;

/**
 * Takes a session the API handed over (its answer also set the cookies): the access token into this
 * tab's memory, who is signed in into storage. The refresh token stays in the cookie; a token an
 * earlier version stored is deleted, the cookie holding the session now.
 */
export function saveSession(session: StoredSession) {
  if (session.user_id !== undefined) localStorage.setItem(STORAGE_KEYS.userId, String(session.user_id));
  if (session.user_group !== undefined) localStorage.setItem(STORAGE_KEYS.userGroup, session.user_group);
  inMemory = { accessToken: session.access_token, userId: read(STORAGE_KEYS.userId) };
  localStorage.removeItem(STORAGE_KEYS.accessToken);
  localStorage.removeItem(STORAGE_KEYS.refreshToken);
  notify();
}

/**
 * The page was drawn for a person whose session this browser holds in its cookies, but its storage
 * forgot who (cleared, or dropped by the browser while the cookies stayed): the app takes the
 * server's word, and renews the access token from the cookie when a call needs one.
 */
export function rememberViewer(viewer: PageViewer) {
  try {
    if (isSignedIn()) return;
    localStorage.setItem(STORAGE_KEYS.userId, String(viewer.userId));
    localStorage.setItem(STORAGE_KEYS.userGroup, viewer.userGroup);
  } catch {
    // Without storage no session can be kept in this browser: its screens lead to signing in.
  }
}

export function clearSession() {
  inMemory = null;
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

/** Who the server rendered the page for (the session cookie), as the page renderer is handed it. */
export type Viewer = PageViewer;

/**
 * The person the server rendered the page for, handed to the app by the page's renderer and its
 * hydration alike, so useSignedIn() answers the same on both sides of the first render.
 */
export const ViewerContext = createContext<Viewer | null>(null);
export const ViewerProvider = ViewerContext.Provider;

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

/**
 * Whether someone is signed in here. On the server and while hydrating, whether the page was
 * rendered for someone (ViewerContext), so the first render matches the server's; then this tab's
 * own knowledge, kept up to date with the other tabs.
 */
export function useSignedIn(): boolean {
  const viewer = useContext(ViewerContext);
  return useSyncExternalStore(subscribe, isSignedIn, () => viewer !== null);
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
