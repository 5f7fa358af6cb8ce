import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { setSessionExpiredHandler } from '../lib/api-client';
import { seedFirstScreen } from '../lib/first-screen';
import { currentLanguage, i18n } from '../lib/i18n';
import { refetchOnLanguageChange } from '../lib/refetch-on-language-change';
import { createQueryClient } from './query-client';
import { createRouter } from './router';

export function App() {
  const [queryClient] = useState(() => {
    const created = createQueryClient();
    // A listing's first answers came with the page: its first render already shows them.
    seedFirstScreen(created, currentLanguage(i18n.language));
    return created;
  });
  const [router] = useState(() => {
    const created = createRouter();
    // When a session cannot be renewed, go to /login inside the app rather than reloading the page.
    setSessionExpiredHandler(() => void created.navigate('/login'));
    return created;
  });
  useEffect(() => refetchOnLanguageChange(queryClient, i18n), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      {/* Waits, the first time, for the translations of a language other than Azerbaijani. */}
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>
  );
}
