import { useContext, useEffect, useRef } from 'react';
import { type DataRouter, UNSAFE_DataRouterContext } from 'react-router';

/**
 * Layers over a page (the photo viewer, the filter overlay, a picker, a dialog) as steps of the
 * browser's history, so a phone's Back closes the top one and stays on the page (docs/product.md,
 * "Back closes what is open"). Opening a layer adds an entry of the same address, marked with its
 * depth in the entry's state; Back (popstate) closes every layer above the entry it lands on. Closing
 * a layer any other way (its button, Escape, a tap outside, a choice) goes back over its entry, so Back
 * then leaves the page as it would have, and Forward finds the layer closed: a layer is the page's
 * state, never the address's, so neither a reload nor a shared link opens one. A navigation made while
 * layers are open first goes back over their entries, so the new page takes their place.
 */

const MARK = 'zengLayer';
/** Marks this page's own entries: a reloaded page's marks were another page's, and its entry is its own. */
const PAGE = Math.random();

interface Layer {
  depth: number;
  close: () => void;
  /** Closed by the page (its button, Escape, a choice, a navigation): its entry is to go. */
  leaving?: boolean;
}

/** The open layers, whose entries are the history's last, bottom first. */
const layers: Layer[] = [];
/** Our own step back, on its way: what comes next (a layer's entry, another step) waits for it. */
let stepping: Promise<void> | null = null;

const depthOf = (state: unknown): number => {
  const marked = state as Record<string, unknown> | null;
  return marked?.zengPage === PAGE ? Number(marked[MARK]) : 0;
};

/**
 * Brings the history back to the entry of the top open layer (or the page's own): over the entries of
 * layers closed by the page, and over one no layer holds any more (Forward to a layer closed before).
 * After any step already on its way, so each reads where the browser is.
 */
function sync(): Promise<void> {
  const step = (stepping ?? Promise.resolve()).then(() => {
    while (layers.at(-1)?.leaving) layers.pop();
    const count = depthOf(history.state) - (layers.at(-1)?.depth ?? 0);
    if (count <= 0) return;
    return new Promise<void>((resolve) => {
      const arrived = () => {
        removeEventListener('popstate', arrived);
        clearTimeout(timer);
        resolve();
      };
      addEventListener('popstate', arrived);
      // A browser that never answers must not hold every later layer.
      const timer = setTimeout(arrived, 1000);
      history.go(-count);
    });
  });
  stepping = step;
  void step.then(() => {
    if (stepping === step) stepping = null;
  });
  return step;
}

if (typeof window !== 'undefined') {
  addEventListener('popstate', () => {
    const depth = depthOf(history.state);
    for (let last = layers.at(-1); last && last.depth > depth; last = layers.at(-1)) {
      layers.pop();
      if (!last.leaving) last.close();
    }
    void sync();
  });
}

/** Goes back over every open layer's entry (none of them is then called closed); resolved once there. */
export function leaveLayers(): Promise<void> {
  for (const layer of layers) layer.leaving = true;
  return sync();
}

const leaving = new WeakSet<DataRouter>();

/**
 * Every navigation of the router (a link, a choice that changes the address, Back after a removal)
 * first leaves the open layers' entries: one Back from the new page returns to the page under them.
 * Set up as the first layer opens, so the home page's own script holds none of this module.
 */
function leaveLayersBeforeNavigating(router: DataRouter) {
  if (leaving.has(router)) return;
  leaving.add(router);
  const navigate = router.navigate.bind(router) as (...args: unknown[]) => Promise<void>;
  router.navigate = ((...args: unknown[]) =>
    layers.length === 0 && !stepping
      ? navigate(...args)
      : leaveLayers().then(() => navigate(...args))) as DataRouter['navigate'];
}

/**
 * While `open`, the layer is a step of the history and Back calls `close`. Unmounting, or `open`
 * turning false, closes it and takes its step back.
 */
export function useHistoryLayer(close: () => void, open = true) {
  const latest = useRef(close);
  latest.current = close;
  // The app's router, to lead its navigations (none in a component test that renders no router).
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  useEffect(() => {
    if (!open) return;
    if (router) leaveLayersBeforeNavigating(router);
    const layer: Layer = { depth: 0, close: () => latest.current() };
    let mounted = true;
    const enter = () => {
      if (!mounted) return;
      layer.depth = depthOf(history.state) + 1;
      history.pushState({ ...history.state, [MARK]: layer.depth, zengPage: PAGE }, '');
      layers.push(layer);
    };
    if (stepping) void stepping.then(enter);
    else enter();
    return () => {
      mounted = false;
      if (!layers.includes(layer)) return;
      layer.leaving = true;
      void sync();
    };
  }, [open, router]);
}
