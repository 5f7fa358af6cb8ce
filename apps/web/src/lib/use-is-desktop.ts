import { BREAKPOINT_PX } from '@zeng/contract/constants';
import { useSyncExternalStore } from 'react';

const QUERY = `(min-width: ${BREAKPOINT_PX}px)`;

function subscribe(listener: () => void) {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
}

/** True at 1024 px and wider; re-evaluated whenever the window crosses the breakpoint. */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
