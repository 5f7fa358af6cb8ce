import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Language, TERMS_CLAUSE_COUNT } from '@zeng/contract/constants';
import { queryKeys } from '../../../lib/query-keys';

/** The 90 clauses, one chunk per language, fetched only when the terms page opens. */
const bundles = import.meta.glob<Record<string, string>>('../../../locales/terms/{az,en,ru}.json', {
  import: 'default',
});

export const CLAUSE_KEYS = Array.from({ length: TERMS_CLAUSE_COUNT }, (_, i) => `rule${i + 1}`);

/** The language's clauses, by key (rule1…). */
export async function loadTerms(lng: Language): Promise<Record<string, string>> {
  const load = bundles[`../../../locales/terms/${lng}.json`];
  if (!load) throw new Error(`No terms for ${lng}`);
  return load();
}

export const termsQueryOptions = (lng: Language) =>
  queryOptions({
    queryKey: queryKeys.terms(lng),
    queryFn: () => loadTerms(lng),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export const useTerms = (lng: Language) => useQuery(termsQueryOptions(lng));
