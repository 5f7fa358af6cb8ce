import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { currentLanguage } from './i18n';

/**
 * The server names cities, sort orders and other reference values in the language each request asks
 * for (Accept-Language), so after a switch every cached answer speaks the old one. What is on screen
 * asks again at once, in place: a long list keeps its pages and its scroll position while its names
 * change. Answers no screen shows are dropped, so none is ever shown in the old language. One rule
 * for every query, present and future, rather than the language in each query's key. Returns the
 * unsubscribe.
 */
export function refetchOnLanguageChange(queryClient: QueryClient, i18n: I18n): () => void {
  let language = currentLanguage(i18n.language);
  const onChange = (lng: string) => {
    if (currentLanguage(lng) === language) return;
    language = currentLanguage(lng);
    // After every other listener of this change, the one that sets the language requests ask in included.
    queueMicrotask(() => {
      queryClient.removeQueries({ type: 'inactive' });
      void queryClient.invalidateQueries();
    });
  };
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}
