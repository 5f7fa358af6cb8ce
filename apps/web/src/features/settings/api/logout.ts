import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@zeng/contract/endpoints/accounts';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { clearSession, getRefreshToken } from '../../../lib/session';

/** POST /auth/logout with the bearer and the refresh token, so the server revokes the whole session. */
export const logout = (): Promise<unknown> =>
  call(
    api.logout,
    {},
    {
      headers: (): Record<string, string> => {
        const refreshToken = getRefreshToken();
        return refreshToken ? { refreshToken: `Bearer ${refreshToken}` } : {};
      },
    },
  );

/**
 * Logs out on the server, then forgets the tokens, user id and group here. When the server cannot be
 * reached the session stays, so the person can try again and the server-side session is not left
 * alive without a way to revoke it (an expired session is cleared by the API client anyway).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      clearSession();
      queryClient.removeQueries({ queryKey: queryKeys.account });
    },
  });
}
