import { useEffect } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { type AppContext, AppProviders } from './AppProviders';

/** The app in the browser: the providers and the router, hydrated from the server's page or drawn anew. */
export function App({ router, ...context }: AppContext & { router: DataRouter }) {
  // The page is the app's from here on (what the end-to-end journeys wait for before they act).
  useEffect(() => {
    document.documentElement.dataset.live = 'true';
  }, []);
  return (
    <AppProviders {...context}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
