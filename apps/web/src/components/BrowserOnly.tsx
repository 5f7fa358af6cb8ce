import { type ReactNode, useSyncExternalStore } from 'react';
import { NeedsJavaScript } from './NeedsJavaScript';

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
 * code being confirmed): the server sends its place, and the browser draws it once live. Without
 * JavaScript it never does: the server writes why in a <noscript> (issue 36). The browser draws the
 * <noscript> too, empty, and React never reads what is inside one, so the page hydrates as it came.
 */
export function BrowserOnly({ children }: { children: ReactNode }) {
  return useHydrated() ? (
    children
  ) : (
    <>
      <noscript>{import.meta.env.SSR && <NeedsJavaScript />}</noscript>
      <div aria-busy="true" style={{ minHeight: '60vh' }} />
    </>
  );
}
