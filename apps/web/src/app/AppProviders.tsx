import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { NowContext } from '../lib/now';
import { type Viewer, ViewerProvider } from '../lib/session';

export interface AppContext {
  queryClient: QueryClient;
  i18n: I18n;
  /** The moment the page was rendered at (lib/now.ts); null in the browser without a server's page. */
  now: number | null;
  /** Who the server drew the page for (a private screen's, signed in); null for a visitor's page. */
  viewer?: Viewer | null;
}

/** What every screen reads: the query cache, the translations and the page's moment; the same on both sides. */
export function AppProviders({
  queryClient,
  i18n,
  now,
  viewer = null,
  children,
}: AppContext & { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <NowContext.Provider value={now}>
          <ViewerProvider value={viewer}>{children}</ViewerProvider>
        </NowContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
