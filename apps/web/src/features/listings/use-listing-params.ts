import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListParams } from '../../lib/adverts-query';
import { changeParams, readListParams, writeListParams } from '../../lib/listing-params';

/**
 * The listing's filters and sort, read from and written to the URL. Every change is a new history
 * entry, so Back undoes the last filter the person chose.
 */
export function useListingParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readListParams(search), [search]);

  // Choosing a brand clears the model: the contract's table says which filter depends on which.
  const update = useCallback(
    (change: Partial<ListParams>) => setSearch(writeListParams(changeParams(params, change))),
    [params, setSearch],
  );

  /** Clear filters: every filter off and the sort back to newest first; the search text stays. */
  const clear = useCallback(() => {
    setSearch(writeListParams({ searchQuery: params.searchQuery }));
  }, [params.searchQuery, setSearch]);

  return { params, update, clear };
}
