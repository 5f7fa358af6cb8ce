import { useMutation } from '@tanstack/react-query';
import type { CodeSent, RegisterRequest } from '@zeng/contract/auth';
import * as api from '@zeng/contract/endpoints/accounts';
import { call } from '../../../lib/api-client';

/** POST /auth/register: creates (or renews) a pending sign-up and sends a code by SMS. */
export const register = (body: RegisterRequest): Promise<CodeSent> => call(api.register, { body });

export const useRegister = () => useMutation({ mutationFn: register });
