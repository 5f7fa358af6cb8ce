import { useMutation } from '@tanstack/react-query';
import { type AuthenticateRequest, type CodeSent, codeSentSchema } from '@zeng/contract/auth';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/authenticate: sends a login code by SMS. No token comes back before the code is confirmed. */
export const authenticate = (body: AuthenticateRequest): Promise<CodeSent> =>
  apiRequest('/auth/authenticate', { method: 'POST', body, schema: codeSentSchema });

export const useAuthenticate = () => useMutation({ mutationFn: authenticate });
