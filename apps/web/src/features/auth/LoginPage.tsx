import { zodResolver } from '@hookform/resolvers/zod';
import { authenticateRequestSchema } from '@zeng/contract/auth';
import { LOGIN_LOCK_SECONDS } from '@zeng/contract/constants';
import { checkPhone } from '@zeng/contract/phone-rule';
import { PATHS } from '@zeng/contract/routes';
import { type FormEvent, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '../../components/form/FormAlert';
import form from '../../components/form/form.module.css';
import { Icon } from '../../components/Icon';
import { ApiError } from '../../lib/api-client';
import { useCountdown } from '../../lib/use-countdown';
import { waitText } from '../../lib/wait-text';
import { useAuthenticate } from './api/authenticate';
import { AuthLayout } from './components/AuthLayout';
import { PhoneField } from './components/PhoneField';
import { authErrorMessage } from './error-message';
import { type PendingOtp, savePendingOtp } from './pending-otp';
import type { CarriedPhone } from './phone-input';

/**
 * A phone number and the login button. A failed attempt locks the form for 60 seconds (longer when
 * the server's Retry-After says so) with a visible countdown; the error goes when the lock ends.
 * A number without an account is offered sign-up, carrying the number to the registration form.
 */
export function LoginPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const login = useAuthenticate();
  const lock = useCountdown();
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
          };
          savePendingOtp(pending);
          navigate(PATHS.otpConfirm, { state: { pendingOtp: pending } });
        },
        onError: (error) => {
          setFailure(authErrorMessage(error, t('login.loginFailed'), t));
          if (error instanceof ApiError && error.code === 'ACCOUNT_NOT_FOUND') setWithoutAccount(phoneNumber);
          const retryAfter = error instanceof ApiError ? (error.retryAfterSeconds ?? 0) : 0;
          lock.start(Math.max(LOGIN_LOCK_SECONDS, retryAfter));
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
      icon="log-in"
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          {t('login.noAccount')}
          <Link to={PATHS.registration}>{t('login.register')}</Link>
        </>
      }
    >
      <FormProvider {...phoneForm}>
        <form className={form.form} onSubmit={submit} noValidate>
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
            <Link
              to={PATHS.signUp}
              state={{ phoneNumber: withoutAccount } satisfies CarriedPhone}
              className={form.secondary}
            >
              {t('login.signUpWithNumber')}
            </Link>
          )}
          <button type="submit" className={form.primary} disabled={lock.running} aria-busy={login.isPending}>
            {login.isPending ? t('login.submitting') : t('login.submit')}
          </button>
        </form>
      </FormProvider>
    </AuthLayout>
  );
}
