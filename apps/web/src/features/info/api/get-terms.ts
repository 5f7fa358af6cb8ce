import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Language, TERMS_CLAUSE_COUNT } from '@zeng/contract/constants';
import { i18n } from '../../../lib/i18n';

/** The 90 clauses, one chunk per language, fetched only when the terms page opens. */
const bundles = import.meta.glob<Record<string, string>>('../../../locales/terms/{az,en,ru}.json', {
  import: 'default',
});

export const TERMS_NAMESPACE = 'terms';
export const CLAUSE_KEYS = Array.from({ length: TERMS_CLAUSE_COUNT }, (_, i) => `rule${i + 1}`);

/** Loads the language's clauses and adds them to i18n as the `terms` namespace. */
export async function loadTerms(lng: Language): Promise<Record<string, string>> {
  const load = bundles[`../../../locales/terms/${lng}.json`];
  if (!load) throw new Error(`No terms for ${lng}`);
  const clauses = await load();
  i18n.addResourceBundle(lng, TERMS_NAMESPACE, clauses, true, true);
  return clauses;
}

export const termsQueryOptions = (lng: Language) =>
  queryOptions({
    queryKey: ['terms', lng],
    queryFn: () => loadTerms(lng),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export const useTerms = (lng: Language) => useQuery(termsQueryOptions(lng));
