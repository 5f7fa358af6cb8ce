import { type ReactNode, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * True once the page is live in the browser: false on the server and while hydrating (so both draw the
 * same), true right after, and at once on a screen opened inside the app.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * A screen that depends on what only the browser knows (the session in local storage, liked adverts, a
 * code being confirmed): the server sends its place, and the browser draws it once live.
 */
export function BrowserOnly({ children }: { children: ReactNode }) {
  return useHydrated() ? children : <div aria-busy="true" style={{ minHeight: '60vh' }} />;
}
