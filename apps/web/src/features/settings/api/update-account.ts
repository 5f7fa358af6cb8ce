import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountType } from '@zeng/contract/constants';
import * as api from '@zeng/contract/endpoints/accounts';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /auth: the person chooses to sell as an individual or a business; answers them as GET /auth. */
export const updateAccountType = (accountType: AccountType) => call(api.updateAccount, { body: { accountType } });

/**
 * Changes the account type, and puts the person the server answers into the cache the profile and
 * this screen read (GET /auth's key), so both show the new type without asking again.
 */
export function useUpdateAccountType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccountType,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.currentUser, user),
  });
}

/** A business's name, address and opening hours as the settings form sends them ('' clears one). */
export interface BusinessDetails {
  businessName: string;
  businessAddress: string;
  businessHours: string;
}

/** Saves a business account's details (issue 37); the person as GET /auth answers them goes to the cache. */
export function useUpdateBusinessDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: BusinessDetails) =>
      call(api.updateAccount, { body: { accountType: 'BUSINESS', ...details } }),
    onSuccess: (user) => queryClient.setQueryData(queryKeys.currentUser, user),
  });
}
