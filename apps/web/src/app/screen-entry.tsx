import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '@zeng/contract/constants';
import type { PageDataSource, PageViewer, ScreenPolicy } from '@zeng/contract/page-rendering';
import { PATHS } from '@zeng/contract/routes';
import type { ShareImage } from '@zeng/contract/share-images';
import type { TFunction } from 'i18next';
import { useContext } from 'react';
import {
  createContext,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { BrowserOnly } from '../components/BrowserOnly';
import { loadNamespaces } from '../lib/i18n';
import { ViewerContext } from '../lib/session';

/** A route's name: its key in PATHS, or the catch-all's. */
export type RouteId = keyof typeof PATHS | 'notFound';

/**
 * What a screen's loader reads its page's data with: on the server, the services' own answers, as objects
 * (`data`, apps/server/src/modules/pages/page-data.ts); in the browser `data` is null and each query
 * asks the API as it always does. The same loader runs on both sides.
 */
export interface ScreenLoadContext {
  queryClient: QueryClient;
  data: PageDataSource | null;
  language: Language;
  /** The signed-in person the server draws a private screen for; null for a visitor's page and in the browser. */
  viewer: PageViewer | null;
}

/** The router's context entry that carries {@link ScreenLoadContext} to every loader. */
export const screenLoadContext = createContext<ScreenLoadContext>();

export interface ScreenLoadArgs extends ScreenLoadContext {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/**
 * What a loader hands the page: its HTTP status (200 when absent) and whatever its head is written
 * from (the advert shown). Only the server reads it; the browser's router keeps null.
 */
export interface ScreenData {
  status?: number;
  /** A list's numbered page the address names, and whether a next one follows: the head links both. */
  paging?: { number: number; hasNext: boolean };
  /** A filtered list's canonical, where not its plain list's: the landing page of its brand, model, city… */
  canonicalPath?: string;
}

/** Fills the query cache with what the screen reads first, under the keys its own queries use. */
export type ScreenLoader<T extends ScreenData = ScreenData> = (args: ScreenLoadArgs) => Promise<T>;

export interface HeadArgs {
  t: TFunction;
  language: Language;
  /** The page's address: its path without the language prefix and its query string. */
  path: string;
  search: string;
  origin: string;
  status: number;
}

/**
 * The screen's own part of its <head>; the rest (robots, canonical, alternates) follows from its policy.
 * A part left out is the route's: `titles.<id>` and the site's description.
 */
export interface HeadContent {
  /** The page's name, before " — Zeng". */
  title?: string;
  description?: string;
  /** schema.org objects, written as JSON-LD. */
  structuredData?: object[];
  /**
   * What a shared link of the page shows (ssr/social-tags.ts): its picture (the site's when absent; a
   * listing's is its category's, `categoryShareImage`), the picture's alternative text (the title when
   * absent), and its Open Graph type (`product` for an advert).
   */
  share?: { image?: ShareImage; imageAlt?: string; type?: 'website' | 'product' };
}

/** A screen's head from its loader's data; written on the server only (the browser's build drops it). */
export type ScreenHead<T extends ScreenData = ScreenData> = (data: T, args: HeadArgs) => HeadContent;

/** A lazy screen's code: its component, and its loader when it reads anything first (one chunk for both). */
type ScreenModule = { Component: React.ComponentType; loader?: ScreenLoader };

/**
 * One screen of the app, in one place (docs/architecture.md, "Adding a screen"): its route, its code,
 * the translations it needs, what it reads first, its head and its policy.
 */
export interface ScreenEntry<T extends ScreenData = ScreenData> {
  id: RouteId;
  /** Drawn at once (the listings, in the app's first script), or loaded on demand from `module`. */
  screen:
    | { element: React.ReactNode }
    | {
        /** Its source file as the build's manifest names it, for the server (`import.meta.env.SSR && '…'`). */
        module: string | false;
        load: () => Promise<ScreenModule>;
      };
  /** Translations beyond `common`. */
  namespaces?: string[];
  /**
   * What a screen drawn at once (a listing) reads first, or where to fetch its loader from when a
   * navigation first needs it. A lazy screen's loader comes with its code instead (`screen.load`).
   */
  loader?: ScreenLoader<T> | { lazy: () => Promise<ScreenLoader<T>> };
  /**
   * Absent: the screen's title from `titles.<id>` and the site's description. Written on the server
   * alone (`import.meta.env.SSR && { lazy: () => import(…) }`): the browser's build drops it whole.
   */
  head?: ScreenHead<T> | { lazy: () => Promise<ScreenHead<T>> } | false;
  /** Read by the server alone: written `import.meta.env.SSR && …`, so the browser's build drops it. */
  policy: ScreenPolicy | false;
  /**
   * Whether the screen depends on what only the browser knows: `always` (liked adverts kept on the
   * device, a code on its way), or `for visitors` (a private screen: the server draws it for the
   * person its session cookie names, and sends a visitor its place, for the browser to draw or leave).
   */
  browserOnly?: 'always' | 'for visitors';
}

/** Types one entry: its head reads what its loader returns. */
export const defineScreen = <T extends ScreenData>(entry: ScreenEntry<T>): ScreenEntry =>
  entry as unknown as ScreenEntry;

/** Policies the screens share. */
export const POLICY = {
  /** A public page without adverts (about, terms, sign-in screens' prompts): kept, never changed by adverts. */
  page: { cache: 'shared', changesWith: null, index: 'listed', queryVersions: false, readLimit: null },
  /** A screen a search engine is kept out of, the same for everybody. */
  closed: { cache: 'shared', changesWith: null, index: 'disallowed', queryVersions: false, readLimit: null },
  /** A screen of the signed-in person's own (profile, posting, moderation). */
  private: { cache: 'private', changesWith: null, index: 'disallowed', queryVersions: false, readLimit: null },
} as const satisfies Record<string, ScreenPolicy>;

/**
 * A screen the browser draws (the server sends its place): always, or only for a visitor when the page
 * was drawn for nobody (`for visitors`: a private screen is drawn on the server for its signed-in person).
 */
const drawnInTheBrowser =
  (forVisitors: boolean) =>
  ({ Component: Screen }: ScreenModule): ScreenModule => ({
    Component: () => {
      const viewer = useContext(ViewerContext);
      return forVisitors && viewer ? (
        <Screen />
      ) : (
        <BrowserOnly>
          <Screen />
        </BrowserOnly>
      );
    },
  });

/** What the route's handle carries for the server's renderer (the module's chunks) and the browser (translations). */
export interface RouteHandle {
  /** A lazy screen's source file, as the build's manifest names it. */
  module?: string;
  namespaces: string[];
}

/**
 * The loader the router calls: the screen's own with its context. In the browser it starts the screen's
 * queries and returns at once, so a tap on a link shows the next screen without waiting for its data
 * (its own queries show their loading state); the server waits for them, to send the page whole.
 */
function routeLoader(loader: ScreenLoader | { lazy: () => Promise<ScreenLoader> }) {
  const loaded = typeof loader === 'function' ? () => Promise.resolve(loader) : loader.lazy;
  return async ({ params, request, context }: LoaderFunctionArgs) => {
    const load = (context as { get: (key: typeof screenLoadContext) => ScreenLoadContext }).get(screenLoadContext);
    const work = loaded().then((own) => own({ ...load, params, search: new URL(request.url).searchParams }));
    if (load.data) return work;
    work.catch(() => {});
    return null;
  };
}

/**
 * A loader runs again only for another address: a layer over the page (a dialog, the photo viewer) is
 * a step of the history at the same address (ADR 0020), and its closing must not ask for the screen's
 * data again (a removed advert's would be refused).
 */
const sameAddressStays = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) => currentUrl.href !== nextUrl.href;

/** The router's route for one entry. */
export function screenRoute(entry: ScreenEntry): RouteObject {
  const namespaces = entry.namespaces ?? [];
  const { screen } = entry;
  const base = {
    id: entry.id,
    path: entry.id === 'notFound' ? '*' : PATHS[entry.id],
    ...(entry.loader && { loader: routeLoader(entry.loader) }),
    shouldRevalidate: sameAddressStays,
    // The module's name is for the server's renderer (its chunks to preload): the browser's build drops it.
    handle: {
      ...(import.meta.env.SSR && 'module' in screen && screen.module && { module: screen.module }),
      namespaces,
    } satisfies RouteHandle,
  };
  if ('element' in screen) return { ...base, element: screen.element };
  const drawn = entry.browserOnly
    ? drawnInTheBrowser(entry.browserOnly === 'for visitors')
    : (module: ScreenModule) => module;
  return {
    ...base,
    lazy: () =>
      Promise.all([screen.load(), loadNamespaces(...namespaces)]).then(([module]) => ({
        Component: drawn(module).Component,
        ...(module.loader && { loader: routeLoader(module.loader) }),
      })),
  };
}
