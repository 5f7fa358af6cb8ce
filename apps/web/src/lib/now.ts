import { createContext, useContext } from 'react';

/**
 * The moment a page was rendered at, in milliseconds. The server renders "today", "yesterday" and
 * this year's dates from one moment and hands it to the browser, which hydrates from the same one, so
 * a page rendered just before Baku's midnight reads the same on both sides (docs/decisions/0012).
 */
export const NowContext = createContext<number | null>(null);

/** The page's moment (the server's, during and after hydration), or the clock's when none was given. */
export function useNow(): Date {
  const now = useContext(NowContext);
  return now === null ? new Date() : new Date(now);
}
