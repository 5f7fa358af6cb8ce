import type { AdvertState } from '@zeng/contract/constants';
import type { ScreenLoader } from '../../app/screen-entry';
import { currentUserQuery } from '../../lib/current-user-query';
import { advertCountsQueryOptions } from './api/get-advert-counts';
import { advertStatesQueryOptions } from './api/get-advert-states';
import { myAdvertsQueryOptions } from './api/get-my-adverts';

/**
 * The signed-in person's profile as it opens: who they are, their tabs with their counts, and the tab
 * it opens on (the address's, else the first that holds any: AdvertStateTabs' rule). Only a page drawn
 * for them reads it here; in the browser the screen's own queries ask, with the session's token.
 */
export const profileLoader: ScreenLoader = async ({ queryClient, data, search }) => {
  const viewer = data?.viewer;
  if (!viewer) return {};
  const states: AdvertState[] = ['APPROVED', ...viewer.advertStates().filter((state) => state !== 'APPROVED')];
  queryClient.setQueryData(advertStatesQueryOptions().queryKey, states);
  const [, counts] = await Promise.all([
    queryClient.prefetchQuery({ ...currentUserQuery(), queryFn: () => viewer.currentUser() }),
    queryClient
      .fetchQuery({ ...advertCountsQueryOptions(), queryFn: () => viewer.advertCounts() })
      .catch(() => undefined),
  ]);
  const opening =
    states.find((state) => state === search.get('state')) ??
    states.find((state) => (counts?.[state] ?? 0) > 0) ??
    'APPROVED';
  await queryClient.prefetchQuery({ ...myAdvertsQueryOptions(opening), queryFn: () => viewer.myAdverts(opening) });
  return {};
};
