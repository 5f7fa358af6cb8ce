import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { i18n, i18nReady, initI18n } from '../lib/i18n';

/** Every namespace the app loads on demand (the server alone reads head and noscript): loaded up front. */
const ON_DEMAND_NAMESPACES = Object.keys(import.meta.glob('../locales/az/*.json'))
  .map((path) => /([\w-]+)\.json$/.exec(path)?.[1] ?? '')
  .filter((ns) => ns !== 'head' && ns !== 'noscript');

/**
 * Renders routes at a path with the real i18n and a fresh query cache: one that never retries, or the
 * one given (the app's own, to test its retry rule).
 */
export async function renderRoutes(
  routes: RouteObject[],
  path = '/',
  language = 'az',
  {
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  }: { queryClient?: QueryClient } = {},
) {
  initI18n();
  await i18nReady();
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(ON_DEMAND_NAMESPACES);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router };
}

export function element(node: ReactElement, path = '/'): RouteObject[] {
  return [
    { path, element: node },
    { path: '*', element: <p>elsewhere</p> },
  ];
}
