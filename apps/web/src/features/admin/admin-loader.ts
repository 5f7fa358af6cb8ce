import { PAGE_SIZE } from '@zeng/contract/constants';
import type { ScreenLoader } from '../../app/screen-entry';
import { currentUserQuery } from '../../lib/current-user-query';
import { asTheBrowserWould } from '../../lib/page-data-refusal';
import { PROMOTIONS_TAB, parsePreviewTarget, parseQueuePlace, parseTabPlace, REPORTED_TAB } from './admin-params';
import { adminRequestQueryOptions } from './api/get-admin-request';
import { adminRequestsQueryOptions, toRequestPage } from './api/get-admin-requests';
import { pendingCountsQueryOptions } from './api/get-pending-counts';
import { reportedQueueQueryOptions } from './api/reported-adverts';

/**
 * The moderation panel as the moderator opens it: who they are (the panel is theirs only if they may
 * moderate), how many wait in each category, and the page of the queue the address names. Only a page
 * drawn for them reads it here; a refusal (not a moderator) leaves the screen to say so.
 */
export const adminPanelLoader: ScreenLoader = async ({ queryClient, data, search }) => {
  const viewer = data?.viewer;
  if (!viewer) return {};
  const { category, at } = parseQueuePlace(search);
  const tab = parseTabPlace(search);
  const reported = tab?.tab === REPORTED_TAB ? tab : null;
  await queryClient.prefetchQuery({ ...currentUserQuery(), queryFn: () => viewer.currentUser() });
  await Promise.all([
    queryClient.prefetchQuery({ ...pendingCountsQueryOptions(), queryFn: () => viewer.pendingCounts(), retry: false }),
    // The paid placement tab (administrators') is read by the browser.
    tab?.tab === PROMOTIONS_TAB
      ? undefined
      : reported
        ? queryClient.prefetchQuery({
            ...reportedQueueQueryOptions(reported.at),
            queryFn: () => viewer.reportedQueue(reported.at),
            retry: false,
          })
        : queryClient.prefetchQuery({
            ...adminRequestsQueryOptions(category, at),
            queryFn: async () => toRequestPage(await viewer.requestQueue(category, PAGE_SIZE, at)),
            retry: false,
          }),
  ]);
  return {};
};

/**
 * One request as the moderator opens it by its address (a reload, a link kept): who they are and the
 * request in whatever state it is now. An address that names no request leaves the screen to say so.
 */
export const requestPreviewLoader: ScreenLoader = async ({ queryClient, data, search }) => {
  const viewer = data?.viewer;
  if (!viewer) return {};
  const target = parsePreviewTarget(null, search);
  await queryClient.prefetchQuery({ ...currentUserQuery(), queryFn: () => viewer.currentUser() });
  if (target) {
    const { category, id } = target;
    await queryClient.prefetchQuery({
      ...adminRequestQueryOptions(category, id),
      queryFn: () => asTheBrowserWould(() => viewer.request(category, id)),
      retry: false,
    });
  }
  return {};
};
