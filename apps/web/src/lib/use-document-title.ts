import { PATHS } from '@zeng/contract/routes';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router';

/**
 * The browser tab's title, "Telefonlar — Zeng": the tab, the history list and bookmarks name the
 * screen. The one map from route to title is the `titles` section of locales/<language>/common.json,
 * keyed by the route's name in PATHS (`titles.notFound` for an unknown address). A screen that shows
 * one thing (an advert) names it instead, through useDocumentTitle.
 */

type RouteName = keyof typeof PATHS;
const ROUTE_NAMES = Object.keys(PATHS) as RouteName[];

export function routeTitleKey(pathname: string): `titles.${RouteName | 'notFound'}` {
  const name = ROUTE_NAMES.find((route) => matchPath(PATHS[route], pathname));
  return `titles.${name ?? 'notFound'}`;
}

export const documentTitle = (title: string) => `${title} — Zeng`;

// The name a screen gives itself. A module store rather than state in the layout: a screen's effect
// runs before its layout's, so the layout learns the name by subscribing, whatever the order.
let screenName: string | undefined;
const listeners = new Set<() => void>();
const setScreenName = (name: string | undefined) => {
  screenName = name;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** A screen that shows one thing names the tab after it ("Apple iPhone 15 — Zeng") while it is shown. */
export function useDocumentTitle(name: string | undefined) {
  useEffect(() => {
    if (!name) return;
    setScreenName(name);
    return () => setScreenName(undefined);
  }, [name]);
}

/** Keeps document.title on the current route's translated title, or the name the screen gave itself. */
export function useRouteDocumentTitle() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const named = useSyncExternalStore(
    subscribe,
    () => screenName,
    () => undefined,
  );
  const title = named ?? t(routeTitleKey(pathname));
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
