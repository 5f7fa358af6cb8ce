import { PATHS } from '@zeng/contract/routes';
import { isRecord } from '@zeng/contract/typed';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { safeReturnPath } from '../../lib/return-path';
import { OtpForm } from './components/OtpForm';
import { isPendingOtp, readPendingOtp } from './pending-otp';
import { useSignedInArrival } from './sign-in-steps';

/**
 * /otpConfirm: the number comes as navigation state or, after a reload, from session storage. Someone
 * signed in already (Back or Forward to it after confirming) goes on to where they were going.
 */
export function OtpConfirmPage() {
  const location = useLocation();
  const fromState = isRecord(location.state) ? location.state.pendingOtp : undefined;
  const [pending, setPending] = useState(() => (isPendingOtp(fromState) ? fromState : readPendingOtp()));
  const signedInTo = useSignedInArrival(safeReturnPath(isPendingOtp(fromState) ? fromState.next : undefined));
  if (signedInTo) return <Navigate to={signedInTo} replace />;
  if (!pending) return <Navigate to={PATHS.login} replace />;
  return <OtpForm pending={pending} onResent={setPending} />;
}
