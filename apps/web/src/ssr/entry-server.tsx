import { PassThrough } from 'node:stream';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { escapeJsonForScript } from '@zeng/contract/html';
import { numberedPageOnly } from '@zeng/contract/page-address';
import type { PageAnswer, RenderPage, ScreenInfo, ScreenMatch } from '@zeng/contract/page-rendering';
import { PATH_ALIASES, PATHS, splitLanguagePrefix } from '@zeng/contract/routes';
import { entriesOf, fromKeys, isRecord } from '@zeng/contract/typed';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, RouterContextProvider, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import type { PageState } from '../app/page-state';
import { createQueryClient } from '../app/query-client';
import { languageBasename, routes } from '../app/routes';
import { type RouteHandle, type ScreenData, type ScreenLoadContext, screenLoadContext } from '../app/screen-entry';
import { SCREENS } from '../app/screens';
import { ApiError } from '../lib/api-client';
import { translationModule } from '../lib/i18n';
import { wantEveryPart } from '../lib/parts';
import { pageHead } from './page-head';
import { createServerI18n } from './server-i18n';

/** The app's markup once every part of it is ready (lazy parts included): crawlers and people get it whole. */
function renderToText(node: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let failed: unknown;
    const { pipe } = renderToPipeableStream(node, {
      // Never split a large part into a later chunk revealed by an inline script: the page is sent
      // whole, the CSP runs no inline script, and a reader without JavaScript reads all of it.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        if (failed) return reject(failed);
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        failed ??= error;
      },
    });
  });
}

/**
 * React writes a preload for each picture the page shows at once ahead of the markup, asked for exactly
 * as its <img> asks. The one the page shows first (high priority: the first card, the advert's first
 * photo), its largest paint, goes to <head> before the app's stylesheet and modules; the others are
 * left to the <img> tags themselves, so they do not compete with the stylesheet the first paint waits for.
 */
function takePreloads(markup: string): { preload: string; body: string } {
  const leading = /^(?:<link [^>]*\/>)+/.exec(markup)?.[0] ?? '';
  const links = leading.match(/<link [^>]*\/>/g) ?? [];
  return {
    preload: links.filter((link) => /fetchPriority="high"/.test(link)).join(''),
    body: markup.slice(leading.length),
  };
}

/** The query cache as JSON: a refusal crosses as the API would have answered it (app/page-state.ts). */
function dehydrateQueries(queryClient: QueryClient) {
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
  for (const query of state.queries) {
    const error: unknown = query.state.error;
    if (error instanceof ApiError) {
      const refusal = { statusCode: error.status, code: error.code, message: error.message };
      // The page's JSON carries the refusal where the cache holds an Error (TanStack's type says so of every
      // error slot); the browser makes it an ApiError again before anything reads it (app/page-state.ts).
      (query.state as { error: unknown }).error = refusal;
    }
  }
  return state;
}

/** Each screen's entry by its route id. */
const ENTRIES = new Map(SCREENS.map((entry) => [entry.id as string, entry]));

/** The route table's screens as the server reads them: name, path and policy (contract/page-rendering.ts). */
export const screens: ScreenInfo[] = SCREENS.map(({ id, policy }) => {
  if (!policy) throw new Error(`the screen ${id} has no policy in the server's build`);
  return { id, path: id === 'notFound' ? '*' : PATHS[id], policy };
});

/**
 * The screens by path, matched on every page request before any cache is read: a path without
 * parameters by one lookup, the few with parameters (an advert's, a seller's, a landing page's) by a
 * pattern made once.
 * The server has already answered every other spelling with a 301 (canonical-address.ts).
 */
const routed = screens.filter((screen) => screen.id !== 'notFound');
const hasParams = (path: string) => path.includes(':') || path.endsWith('/*');
const BY_PATH = new Map(routed.filter((screen) => !hasParams(screen.path)).map((screen) => [screen.path, screen]));
const WITH_PARAMS = routed
  .filter((screen) => hasParams(screen.path))
  .map((screen) => {
    const names: string[] = [];
    const source = screen.path
      .split('/')
      .map((segment) => {
        // A landing page's splat: the rest of the path (`apple/iphone-15`), as the router names it.
        if (segment === '*') {
          names.push('*');
          return '(.+)';
        }
        if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(segment.slice(1));
        return '([^/]+)';
      })
      .join('/');
    return { screen, names, pattern: new RegExp(`^${source}$`) };
  });

/** The screen a language-less path is; null for none (its page is a 404). */
export function matchScreen(path: string): ScreenMatch | null {
  const exact = BY_PATH.get(path);
  if (exact) return { ...exact, params: {} };
  for (const { screen, names, pattern } of WITH_PARAMS) {
    const values = pattern.exec(path)?.slice(1);
    if (values) return { ...screen, params: Object.fromEntries(names.map((name, at) => [name, values[at]])) };
  }
  return null;
}

/** A route's handle as screen-entry.tsx writes it, read field by field: the router types it `any`. */
function routeHandle(handle: unknown): Partial<RouteHandle> {
  if (!isRecord(handle)) return {};
  const { module, namespaces } = handle;
  return {
    ...(typeof module === 'string' && { module }),
    ...(Array.isArray(namespaces) && { namespaces: namespaces.filter((ns) => typeof ns === 'string') }),
  };
}

/**
 * Renders one page of the app for the server (docs/decisions/0012): the same routes, screens and
 * queries as the browser, in the address's language, with the data read through `request.data`.
 */
// The server draws every part of a page whole; the browser fetches a part's code when it is wanted.
wantEveryPart();

export const render: RenderPage = async (request): Promise<PageAnswer> => {
  // Joined, not resolved: "//anything" is a path of this site, as the browser reads it, not another host.
  const url = new URL(`${request.origin}${request.url}`);
  const { language, path } = splitLanguagePrefix(url.pathname);
  const basename = languageBasename(language);
  const alias = entriesOf(PATH_ALIASES).find(([from]) => from === path)?.[1];
  if (alias) return { status: 301, redirect: `${basename === '/' ? '' : basename}${alias}${url.search}` };

  const i18n = createServerI18n(language);
  const queryClient = createQueryClient();
  const load: ScreenLoadContext = { queryClient, data: request.data, language, viewer: request.viewer ?? null };
  const handler = createStaticHandler(routes, { basename });
  const context = await handler.query(new Request(url), {
    requestContext: new RouterContextProvider(new Map([[screenLoadContext, load]])),
  });
  if (context instanceof Response) {
    return { status: context.status === 301 ? 301 : 302, redirect: context.headers.get('location') ?? '/' };
  }
  // A loader that threw (the database away while reading a list) fails the page, as it always has.
  const thrown = Object.values(context.errors ?? {})[0];
  if (thrown !== undefined) throw thrown;
  const leaf = context.matches[context.matches.length - 1];
  const entry = leaf ? ENTRIES.get(leaf.route.id) : undefined;
  const data: ScreenData = (entry && context.loaderData[entry.id]) ?? {};
  // No match is a 404, as is the catch-all; a route without an entry (an alias) answers as the router says.
  const status = entry?.id === 'notFound' || !leaf ? 404 : (data.status ?? context.statusCode);
  const search = url.search;

  const router = createStaticRouter(handler.dataRoutes, context);
  const { preload, body } = takePreloads(
    await renderToText(
      <AppProviders queryClient={queryClient} i18n={i18n} now={request.now} viewer={load.viewer}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    ),
  );
  const handles = context.matches.map((match) => routeHandle(match.route.handle));
  const namespaces = new Set(['common', ...handles.flatMap((handle) => handle.namespaces ?? [])]);
  // The screens' code and their translations, fetched beside the app's own script: both are files the
  // browser keeps, so a page carries neither and the next page finds them at hand.
  const modules = [
    ...handles.flatMap((handle) => (handle.module ? [handle.module] : [])),
    ...[...namespaces].map((ns) => translationModule(language, ns)),
  ];
  const pageState: PageState = {
    now: request.now,
    viewer: load.viewer,
    // Refusals travel too: a removed advert's page hydrates showing what the server showed.
    queries: dehydrateQueries(queryClient),
    // The browser's router needs to know each loader ran, not what it returned: what the screens read is in
    // the query cache above, and what the head was written from stays here.
    router: { loaderData: fromKeys(Object.keys(context.loaderData), () => null), actionData: null, errors: null },
  };
  return {
    status,
    language,
    head: await pageHead(entry, data, { path, search, language, origin: request.origin, status, t: i18n.t }),
    body,
    preload,
    state: escapeJsonForScript(JSON.stringify(pageState)),
    modules,
    shareable:
      status === 200 &&
      (search === '' || numberedPageOnly(search) !== undefined) &&
      !queryClient
        .getQueryCache()
        .getAll()
        .some((q) => q.state.status === 'error'),
  };
};
