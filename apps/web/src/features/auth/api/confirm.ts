import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmRequest, ConfirmResult } from '@zeng/contract/auth';
import * as api from '@zeng/contract/endpoints/accounts';
import { call } from '../../../lib/api-client';
import { followAccountLikes, mergeLikedAtSignIn } from '../../../lib/liked-account';
import { queryKeys } from '../../../lib/query-keys';
import { saveSession } from '../../../lib/session';

/** POST /auth/confirm: trades the SMS code for the tokens. */
export const confirmCode = (body: ConfirmRequest): Promise<ConfirmResult> => call(api.confirm, { body });

/**
 * Confirms the code and takes the session: the answer set the refresh cookie, the access token stays
 * in memory, and only user_id and user_group are stored (lib/session.ts).
 */
export function useConfirmCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmCode,
    onSuccess: (result) => {
      // Answers of the /auth calls (profile, own adverts) cached for someone else must not show.
      queryClient.removeQueries({ queryKey: queryKeys.account });
      saveSession(result);
      // The device's liked adverts join the account's, and the device shows the account's list.
      followAccountLikes();
      void mergeLikedAtSignIn().catch(() => undefined);
    },
  });
}
