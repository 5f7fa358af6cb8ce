import { PATHS } from '@zeng/contract/routes';
import { keysOf } from '@zeng/contract/typed';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router';

/**
 * The browser tab's title, "Telefonlar — Zeng": the tab, the history list and bookmarks name the
 * screen. The one map from route to title is the `titles` section of locales/<language>/common.json,
 * keyed by the route's name in PATHS (`titles.notFound` for an unknown address). A screen that shows
 * one thing (an advert) names it instead, through useDocumentTitle.
 */

type RouteName = keyof typeof PATHS;
const ROUTE_NAMES = keysOf(PATHS);

export function routeTitleKey(pathname: string): `titles.${RouteName | 'notFound'}` {
  const name = ROUTE_NAMES.find((route) => matchPath(PATHS[route], pathname));
  return `titles.${name ?? 'notFound'}`;
}

export const documentTitle = (title: string) => `${title} — Zeng`;

// What the tab is named after: the name a screen gives itself, else the route's title. Written to
// document.title by whichever side changes, not kept in React state: a title renders nothing, and an
// update of the layout while the page hydrates would make React hydrate the rest at once.
let screenName: string | undefined;
let routeTitle: string | undefined;
const writeTitle = () => {
  const title = screenName ?? routeTitle;
  if (title !== undefined) document.title = documentTitle(title);
};

/** A screen that shows one thing names the tab after it ("Apple iPhone 15 — Zeng") while it is shown. */
export function useDocumentTitle(name: string | undefined) {
  useEffect(() => {
    if (!name) return;
    screenName = name;
    writeTitle();
    return () => {
      screenName = undefined;
      writeTitle();
    };
  }, [name]);
}

/** Keeps document.title on the current route's translated title, or the name the screen gave itself. */
export function useRouteDocumentTitle() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const title = t(routeTitleKey(pathname));
  useEffect(() => {
    routeTitle = title;
    writeTitle();
  }, [title]);
}
