import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmRequest, ConfirmResult } from '@zeng/contract/auth';
import * as api from '@zeng/contract/endpoints/accounts';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { saveSession } from '../../../lib/session';

/** POST /auth/confirm: trades the SMS code for the tokens. */
export const confirmCode = (body: ConfirmRequest): Promise<ConfirmResult> => call(api.confirm, { body });

/** Confirms the code and stores the session (access_token, refresh_token, user_id, user_group). */
export function useConfirmCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmCode,
    onSuccess: (result) => {
      // Answers of the /auth calls (profile, own adverts) cached for someone else must not show.
      queryClient.removeQueries({ queryKey: queryKeys.account });
      saveSession(result);
    },
  });
}
