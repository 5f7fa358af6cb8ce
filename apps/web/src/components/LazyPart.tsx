import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { loadNamespaces } from '../lib/i18n';
import { wantPart, whenPartWanted } from '../lib/parts';
import { useHydrated } from './BrowserOnly';

/**
 * A part of a page the server draws whose code is fetched only when it is wanted (docs/decisions/0019):
 * the footer, the tab bar, home's shortcuts, the toolbar's dropdowns, the language menu. Until then
 * the server's drawing stays as it is — its links are links, and a tap on one of its buttons is kept
 * (lib/early-taps.ts) — so a phone fetches no code for what a person never touches.
 *
 * Its code is wanted when a person reaches into it (a touch, a focus, a pointer over it), when the app
 * navigates (a new location reaches every part), on a person's own page, at once when the part is
 * first drawn in the browser rather than by the server, and, for a part that must measure itself, as
 * soon as the layout shows it.
 *
 * Until its code is in, the part is handed the same element it was first drawn with: React leaves a
 * part still waiting for its code as the server drew it only while nothing new reaches it (new props
 * would have React draw it anew, without the server's markup, or hold a transition until the code
 * came). Its props as they are now apply once the code is in.
 */
export function lazyPart<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  {
    fallback = null,
    whenShown = false,
    namespaces = [],
  }: {
    /** What holds the part's place while its code comes, where the server did not draw it. */
    fallback?: ReactNode;
    /**
     * Wanted as soon as the layout shows it: a part that must measure itself to be drawn right (the
     * desktop's links, which fold what does not fit under More). A phone, which hides it, never fetches it.
     */
    whenShown?: boolean;
    /** Translations the part's words come from beyond `common`, fetched with its code (lib/i18n.ts). */
    namespaces?: readonly string[];
  } = {},
): (props: P) => ReactNode {
  // The part's code, asked for the first time the part is drawn (React's lazy below, or the part's effect),
  // fetched once the part is wanted: a part no page draws costs nothing, whatever else is wanted.
  let code: Promise<ComponentType<P>> | undefined;
  let arrived = false;
  const loadCode = () => {
    if (!code) {
      code = whenPartWanted(name).then(async () => {
        const [component] = await Promise.all([load(), namespaces.length > 0 && loadNamespaces(...namespaces)]);
        return component;
      });
      code.then(
        () => {
          arrived = true;
        },
        // React's lazy below rethrows the failure where the part is drawn.
        () => {},
      );
    }
    return code;
  };
  const Lazy = lazy(() => loadCode().then((component) => ({ default: component })));

  return function LazyPart(props: P) {
    const live = useHydrated();
    // Drawn in the browser rather than by the server: nothing to keep, so its code is wanted at once
    // (during the render, before a transition could wait for it).
    const [drawnByServer] = useState(() => {
      if (live) wantPart(name);
      return !live;
    });
    const [ready, setReady] = useState(arrived || !drawnByServer);
    const wrapper = useRef<HTMLDivElement>(null);
    useEffect(() => {
      if (ready || !whenShown) return;
      // The wrapper has no box of its own (`display: contents`): the part shows when a child has one.
      const wantIfShown = () => {
        const shown = [...(wrapper.current?.children ?? [])].some((child) => child.getClientRects().length > 0);
        if (shown) wantPart(name);
      };
      wantIfShown();
      addEventListener('resize', wantIfShown);
      return () => removeEventListener('resize', wantIfShown);
    }, [ready]);
    useEffect(() => {
      if (ready) return;
      let mounted = true;
      loadCode().then(
        () => mounted && setReady(true),
        () => mounted && setReady(true),
      );
      return () => {
        mounted = false;
      };
    }, [ready]);
    const element = (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
    const first = useRef(element);
    // The wrapper adds no box (`.contents`); it names the part for the taps that want it.
    return (
      <div data-part={name} className="contents" ref={wrapper}>
        {ready ? element : first.current}
      </div>
    );
  };
}
