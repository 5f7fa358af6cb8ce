import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@zeng/contract/endpoints/session';
import { ApiError, call } from './api-client';
import { queryKeys } from './query-keys';
import { clearSession, useSignedIn } from './session';

// Only who is looking: a session that cannot be renewed leaves the person on the page, signed out.
const ask = (signal: AbortSignal) => call(api.currentUser, {}, { signal, stayWhenSignedOut: true });

/**
 * GET /auth: the signed-in person (name, phone, group). An expired token is refreshed once; when
 * that fails the stored tokens are removed without leaving the page, so a
 * screen that only wants to know who is looking (the advert detail) never sends anyone to /login.
 * The key matches the profile feature's own query, so both share one answer in the cache.
 */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: queryKeys.currentUser,
    queryFn: async ({ signal }) => {
      try {
        return await ask(signal);
      } catch (err) {
        if (!(err instanceof ApiError) || (err.status !== 401 && err.status !== 403)) throw err;
        // call already renewed an expired token once; still refused means no session.
        clearSession();
        throw err;
      }
    },
    staleTime: 5 * 60_000,
    retry: false,
  });

/** The signed-in person, asked for only while an access token exists; undefined for a visitor. */
export function useCurrentUser() {
  const signedIn = useSignedIn();
  return useQuery({ ...currentUserQuery(), enabled: signedIn });
}
