import { endpointGroup } from '../../lib/endpoint-handlers.js';
import type { SavedSearchesService } from './service.js';

/** The signed-in person's saved searches (issue 38). */
export function savedSearchEndpoints(savedSearches: SavedSearchesService) {
  return endpointGroup({
    handlers: {
      savedSearches: ({ user }) => savedSearches.list(user),
      saveSearch: ({ body, user, lang }) => savedSearches.save(user, body, lang),
      changeSavedSearch: ({ params, body, user }) => savedSearches.change(user, params.id, body),
      deleteSavedSearch: ({ params, user }) => savedSearches.remove(user, params.id),
      openSavedSearch: ({ params, user }) => savedSearches.open(user, params.id),
    },
  });
}
