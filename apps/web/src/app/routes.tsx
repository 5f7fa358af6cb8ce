import type { Language } from '@zeng/contract/constants';
import { LANGUAGE_PREFIXES, PATH_ALIASES } from '@zeng/contract/routes';
import { type LoaderFunctionArgs, Navigate, type RouteObject } from 'react-router';
import { AppErrorScreen } from './AppErrorScreen';
import { AppLayout } from './layout/AppLayout';
import { screenLoadContext, screenRoute } from './screen-entry';
import { SCREENS } from './screens';

/** The router's base in a language: the app's paths are SPEC.md's under /en and /ru too. */
export const languageBasename = (language: Language) => LANGUAGE_PREFIXES[language] || '/';

export type { RouteId } from './screen-entry';

/** Every screen's route, with the second spellings of some (docs/product.md, "Screens and routes"). */
export const screens: RouteObject[] = [
  ...SCREENS.filter((entry) => entry.id !== 'notFound').map(screenRoute),
  ...Object.entries(PATH_ALIASES).map(([alias, target]) => ({
    path: alias,
    element: <Navigate to={target} replace />,
  })),
  ...SCREENS.filter((entry) => entry.id === 'notFound').map(screenRoute),
];

export const routes: RouteObject[] = [
  {
    id: 'layout',
    element: <AppLayout />,
    // Every page's footer shows the site's contact lines: the server puts them in its page (the
    // browser's footer asks for them itself, so its build has no loader here).
    ...(import.meta.env.SSR && {
      loader: async ({ context }: LoaderFunctionArgs) => {
        const { queryClient, data } = context.get(screenLoadContext);
        const { siteInfoQuery } = await import('../lib/site-info-query');
        if (data) queryClient.setQueryData(siteInfoQuery.queryKey, data.site());
        return null;
      },
    }),
    // The browser draws this while a lazy screen's code is on its way, when no server rendered the page
    // (the development server): the shell stays mounted once the screen arrives.
    hydrateFallbackElement: <AppLayout />,
    // Anything a screen throws shows a translated way out, never the router's developer page.
    ErrorBoundary: AppErrorScreen,
    children: screens,
  },
];
