import { useMutation } from '@tanstack/react-query';
import type { CodeSent } from '@zeng/contract/auth';
import type { PendingOtp } from '../pending-otp';
import { authenticate } from './authenticate';
import { register } from './register';

/** A new code for the waiting number: a pending sign-up registers again, a login authenticates again. */
export const resendCode = (pending: PendingOtp): Promise<CodeSent> =>
  pending.purpose === 'register' && pending.registration
    ? register({ ...pending.registration, phoneNumber: pending.phoneNumber })
    : authenticate({ phoneNumber: pending.phoneNumber });

export const useResendCode = () => useMutation({ mutationFn: resendCode });
