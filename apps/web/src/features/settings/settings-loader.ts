import type { ScreenLoader } from '../../app/screen-entry';
import { currentUserQuery } from '../../lib/current-user-query';

/** Settings open on the signed-in person's own name and account type, on a page drawn for them. */
export const settingsLoader: ScreenLoader = async ({ queryClient, data }) => {
  const viewer = data?.viewer;
  if (viewer) await queryClient.prefetchQuery({ ...currentUserQuery(), queryFn: () => viewer.currentUser() });
  return {};
};
