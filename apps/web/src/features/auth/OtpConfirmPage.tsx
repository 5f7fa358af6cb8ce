import { PATHS } from '@zeng/contract/routes';
import { isRecord } from '@zeng/contract/typed';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { OtpForm } from './components/OtpForm';
import { isPendingOtp, readPendingOtp } from './pending-otp';

/** /otpConfirm: the number comes as navigation state or, after a reload, from session storage. */
export function OtpConfirmPage() {
  const location = useLocation();
  const [pending, setPending] = useState(() => {
    const fromState = isRecord(location.state) ? location.state.pendingOtp : undefined;
    return isPendingOtp(fromState) ? fromState : readPendingOtp();
  });
  if (!pending) return <Navigate to={PATHS.login} replace />;
  return <OtpForm pending={pending} onResent={setPending} />;
}

/** The screen as its route entry loads it (app/screens.tsx). */
export { OtpConfirmPage as Component };
