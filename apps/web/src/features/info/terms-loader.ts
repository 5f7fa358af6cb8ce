import type { ScreenLoader } from '../../app/screen-entry';
import { termsQueryOptions } from './api/get-terms';

/** The terms' clauses in the page's language: the page is the text. */
export const termsLoader: ScreenLoader = async ({ queryClient, language }) => {
  await queryClient.prefetchQuery(termsQueryOptions(language));
  return {};
};
