import { useMutation } from '@tanstack/react-query';
import { type CodeSent, codeSentSchema, type RegisterRequest } from '@zeng/contract/auth';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/register: creates (or renews) a pending sign-up and sends a code by SMS. */
export const register = (body: RegisterRequest): Promise<CodeSent> =>
  apiRequest('/auth/register', { method: 'POST', body, schema: codeSentSchema });

export const useRegister = () => useMutation({ mutationFn: register });
