import { useMutation } from '@tanstack/react-query';
import type { AuthenticateRequest, CodeSent } from '@zeng/contract/auth';
import * as api from '@zeng/contract/endpoints/accounts';
import { call } from '../../../lib/api-client';

/** POST /auth/authenticate: sends a login code by SMS. No token comes back before the code is confirmed. */
export const authenticate = (body: AuthenticateRequest): Promise<CodeSent> => call(api.authenticate, { body });

export const useAuthenticate = () => useMutation({ mutationFn: authenticate });
