import type { ListFilterValues } from '@zeng/contract/filters';
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { ListParams } from '../../lib/adverts-query';
import { changeParams, readListParams, writeListParams } from '../../lib/listing-params';

/**
 * The listing's filters and sort, read from and written to the URL. Every change is a new history
 * entry, so Back undoes the last filter the person chose. A landing page's filters are its address's
 * (`fixed`): a change there, its own filters' included, leads to the category's list (`list`) so narrowed.
 */
export function useListingParams(fixed?: ListFilterValues, list?: string) {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const own = useMemo(() => readListParams(search), [search]);
  const params = useMemo(() => (fixed ? { ...fixed, ...own } : own), [fixed, own]);
  const write = useCallback(
    (next: ListParams) => {
      const query = writeListParams(next);
      if (!fixed || !list) return setSearch(query);
      navigate(query.size > 0 ? `${list}?${query}` : list);
    },
    [fixed, list, navigate, setSearch],
  );

  // Choosing a brand clears the model: the contract's table says which filter depends on which.
  const update = useCallback((change: Partial<ListParams>) => write(changeParams(params, change)), [params, write]);

  /** Clear filters: every filter off and the sort back to newest first; the search text stays. */
  const clear = useCallback(() => write({ searchQuery: params.searchQuery }), [params.searchQuery, write]);

  return { own, params, update, clear };
}
