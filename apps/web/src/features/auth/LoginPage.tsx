import { zodResolver } from '@hookform/resolvers/zod';
import { authenticateRequestSchema } from '@zeng/contract/auth';
import { LOGIN_LOCK_SECONDS } from '@zeng/contract/constants';
import { checkPhone } from '@zeng/contract/phone-rule';
import { PATHS } from '@zeng/contract/routes';
import { type FormEvent, useEffect, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormAlert } from '../../components/form/FormAlert';
import form from '../../components/form/form.module.css';
import { Icon } from '../../components/Icon';
import { ApiError } from '../../lib/api-client';
import { nextSignInStep, returnPathIn, withReturnPath } from '../../lib/return-path';
import { SESSION_ENDED_KEY, sessionEnded as sessionRanOut } from '../../lib/session';
import { useCountdown } from '../../lib/use-countdown';
import { waitText } from '../../lib/wait-text';
import { useAuthenticate } from './api/authenticate';
import { AuthLayout } from './components/AuthLayout';
import { PhoneField } from './components/PhoneField';
import { authErrorMessage } from './error-message';
import { type PendingOtp, savePendingOtp } from './pending-otp';
import type { CarriedPhone } from './phone-input';

/**
 * A phone number and the login button. A failed attempt locks the form with one visible countdown:
 * the server's Retry-After when it gave one, else 60 seconds; the error goes when the lock ends. A
 * number without an account is no failure: it locks nothing and is offered sign-up, carrying the
 * number to the registration form. Where the person was going (?next=) travels on to the code screen.
 */
export function LoginPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const location = useLocation();
  const next = returnPathIn(location.search);
  const login = useAuthenticate();
  const lock = useCountdown();
  // A session that ran out sent the person here: say so once (read on the first render, forgotten after).
  const [sessionEnded] = useState(sessionRanOut);
  useEffect(() => {
    try {
      sessionStorage.removeItem(SESSION_ENDED_KEY);
    } catch {
      // nothing stored
    }
  }, []);
  // The contract's request: the phone is judged as typed and sent as 994XXXXXXXXX.
  const phoneForm = useForm({
    resolver: zodResolver(authenticateRequestSchema),
    defaultValues: { phoneNumber: '' },
    mode: 'onChange',
    shouldFocusError: false,
  });
  const [failure, setFailure] = useState<string | null>(null);
  // The number the server knows no account for: sign-up is offered while the field still holds it.
  const [withoutAccount, setWithoutAccount] = useState<string | null>(null);
  const typedNumber = checkPhone(useWatch({ control: phoneForm.control, name: 'phoneNumber' })).phone;

  const send = phoneForm.handleSubmit(({ phoneNumber }) => {
    setFailure(null);
    setWithoutAccount(null);
    login.mutate(
      { phoneNumber },
      {
        onSuccess: (sent) => {
          const pending: PendingOtp = {
            purpose: 'login',
            phoneNumber: sent.phoneNumber || phoneNumber,
            sentAt: Date.now(),
            resendAfterSeconds: sent.resendAfterSeconds,
            expiresInSeconds: sent.expiresInSeconds,
            codesLeft: sent.codesLeft,
            ...(next && { next }),
          };
          savePendingOtp(pending);
          navigate(PATHS.otpConfirm, { state: nextSignInStep(location.state, { pendingOtp: pending }) });
        },
        onError: (error) => {
          const code = error instanceof ApiError ? error.code : null;
          // Not a failure: the number is new here, and sign-up is the way on.
          if (code === 'ACCOUNT_NOT_FOUND') return setWithoutAccount(phoneNumber);
          // The countdown says how long to wait, so the text does not say it a second time.
          setFailure(code === 'RATE_LIMITED' ? t('login.tooMany') : authErrorMessage(error, t('login.loginFailed'), t));
          lock.start((error instanceof ApiError && error.retryAfterSeconds) || LOGIN_LOCK_SECONDS);
        },
      },
    );
  });
  const submit = (event: FormEvent) => {
    // A locked or waiting form neither judges nor sends.
    if (lock.running || login.isPending) return event.preventDefault();
    void send(event);
  };

  return (
    <AuthLayout
      next={next}
      icon="log-in"
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          {t('login.noAccount')}
          <Link to={withReturnPath(PATHS.registration, next)} state={nextSignInStep(location.state)}>
            {t('login.register')}
          </Link>
        </>
      }
    >
      <FormProvider {...phoneForm}>
        <form className={form.form} onSubmit={submit} noValidate>
          {sessionEnded && (
            <p role="status" className={form.notice}>
              <Icon name="info" size={18} aria-hidden="true" />
              {t(next?.startsWith(PATHS.addAdvert) ? 'login.sessionEndedDraft' : 'login.sessionEnded')}
            </p>
          )}
          <PhoneField />
          {lock.running && (
            <>
              {failure && <FormAlert>{failure}</FormAlert>}
              <p role="timer" className={form.timer}>
                <Icon name="timer" size={18} aria-hidden="true" />
                {t('login.locked', { wait: waitText(lock.secondsLeft, t) })}
              </p>
            </>
          )}
          {withoutAccount && withoutAccount === typedNumber && (
            <>
              <p role="status" className={form.notice}>
                <Icon name="info" size={18} aria-hidden="true" />
                {t('codes.ACCOUNT_NOT_FOUND', { ns: 'errors' })}
              </p>
              <Link
                to={withReturnPath(PATHS.signUp, next)}
                state={nextSignInStep(location.state, { phoneNumber: withoutAccount } satisfies CarriedPhone)}
                className={form.secondary}
              >
                {t('login.signUpWithNumber')}
              </Link>
            </>
          )}
          <button type="submit" className={form.primary} disabled={lock.running} aria-busy={login.isPending}>
            {login.isPending ? t('login.submitting') : t('login.submit')}
          </button>
        </form>
      </FormProvider>
    </AuthLayout>
  );
}

/** The screen as its route entry loads it (app/screens.tsx). */
export { LoginPage as Component };
