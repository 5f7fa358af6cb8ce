import { queryOptions } from '@tanstack/react-query';
import type { ProductCategory } from '@zeng/contract/constants';
import * as api from '@zeng/contract/endpoints/saved-searches';
import type { SavedSearchChange } from '@zeng/contract/saved-searches';
import { call } from './api-client';
import { queryKeys } from './query-keys';

/**
 * The person's saved searches (issue 38): saved from a listing's toolbar (features/listings/SaveSearch), listed
 * on their page (features/notifications). The account's, dropped at sign-in and sign-out.
 */
export const savedSearchesKey = [...queryKeys.account, 'saved-searches'] as const;

/** GET /auth/saved-searches: each with how many adverts it found since it was last opened. */
export const savedSearchesQuery = () =>
  queryOptions({
    queryKey: savedSearchesKey,
    queryFn: ({ signal }) => call(api.savedSearches, {}, { signal }),
  });

/** POST /auth/saved-searches: the listing as its address holds it, under a name. */
export const saveSearch = (body: { name: string; category: ProductCategory; query: string; sms: boolean }) =>
  call(api.saveSearch, { body });

/** PUT /auth/saved-searches/{id}: renamed, paused or resumed, its SMS on or off. */
export const changeSavedSearch = (id: number, body: SavedSearchChange) =>
  call(api.changeSavedSearch, { params: { id }, body });

export const deleteSavedSearch = (id: number) => call(api.deleteSavedSearch, { params: { id } });

/** POST /auth/saved-searches/{id}/open: what it found so far is no longer new. */
export const openSavedSearch = (id: number) => call(api.openSavedSearch, { params: { id } });
