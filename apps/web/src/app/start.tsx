import { PATHS } from '@zeng/contract/routes';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterContextProvider } from 'react-router';
import { setSessionExpiredHandler } from '../lib/api-client';
import { detectLanguage, i18n, i18nReady, initI18n } from '../lib/i18n';
import { followStoredLanguage } from '../lib/language-choice';
import { followWantedParts, wantEveryPart } from '../lib/parts';
import { isSignedIn, rememberViewer, signInHref } from '../lib/session';
import { App } from './App';
import { hydrateQueries, readPageState } from './page-state';
import { createQueryClient } from './query-client';
import { languageBasename, routes } from './routes';
import { screenLoadContext } from './screen-entry';

/**
 * The matched screens' code and translations, loaded before hydrating: a lazy screen the server drew
 * must be there when React walks its markup (react-router's custom-framework pattern).
 */
async function loadMatchedScreens(basename: string) {
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const screen = await route.lazy();
      Object.assign(route, { ...screen, lazy: undefined });
    }),
  );
}

/** Starts the app in the browser: hydrates the server's page, or draws it where no server did. */
export async function start() {
  const language = detectLanguage();
  if (followStoredLanguage(language)) return;
  const state = readPageState();
  // The page named its translations' files to fetch beside this script (ssr/entry-server.tsx).
  initI18n(language);
  const basename = languageBasename(language);
  const queryClient = createQueryClient();
  if (state) hydrateQueries(queryClient, state.queries);
  await Promise.all([i18nReady(), state ? loadMatchedScreens(basename) : undefined]);

  const router = createBrowserRouter(routes, {
    basename,
    ...(state && { hydrationData: state.router }),
    // The screens' loaders start their queries in this cache; in the browser each asks the API itself.
    getContext: () =>
      new RouterContextProvider(new Map([[screenLoadContext, { queryClient, data: null, language, viewer: null }]])),
  });
  // The page's later parts keep the server's drawing until wanted (components/LazyPart.tsx); a
  // navigation reaches every one of them, and a person's own page differs from the visitor's the
  // server drew, so either wants them all (before React draws the change).
  followWantedParts();
  if (state?.viewer) rememberViewer(state.viewer);
  if (isSignedIn()) wantEveryPart();
  const drawn = router.state.location;
  const stopWatching = router.subscribe(({ location, navigation }) => {
    if (location === drawn && navigation.state === 'idle') return;
    wantEveryPart();
    stopWatching();
  });
  // When a session cannot be renewed, go to /login inside the app rather than reloading the page, and
  // come back to this screen (its draft kept) after signing in again.
  setSessionExpiredHandler(() => {
    const { pathname, search } = router.state.location;
    void router.navigate(signInHref(PATHS.login, pathname + search));
  });

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html lacks #root');
  const app = (
    <StrictMode>
      <App
        router={router}
        queryClient={queryClient}
        i18n={i18n}
        now={state?.now ?? null}
        viewer={state?.viewer ?? null}
      />
    </StrictMode>
  );
  if (state) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding a
    // phone's main thread for the whole page; a tap meanwhile hydrates its own part first.
    startTransition(() => {
      hydrateRoot(root, app, {
        // A page that does not match what the browser draws is a bug: say so where tests and people look.
        onRecoverableError: (error) => console.error('Zeng: hydration recovered from an error', error),
      });
    });
  } else {
    createRoot(root).render(app);
  }
}
