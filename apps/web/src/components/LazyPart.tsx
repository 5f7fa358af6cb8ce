import { type ReactNode, Suspense } from 'react';
import { useHydrated } from './BrowserOnly';

/**
 * A part of a page the server draws whose code comes after the page's own (React.lazy inside): its
 * buttons stay disabled until its code is in and it is live, so a tap in that moment is refused
 * visibly rather than lost unseen (and a test's click waits for it). The group adds no box of its own.
 */
export function LazyPart({ fallback = null, children }: { fallback?: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <UntilLive>{children}</UntilLive>
    </Suspense>
  );
}

/** Hydrated with its boundary: disabled as the server drew it, enabled right after. */
function UntilLive({ children }: { children: ReactNode }) {
  const live = useHydrated();
  return (
    <fieldset className="contents" disabled={!live}>
      {children}
    </fieldset>
  );
}
