import { OTP_LENGTH } from '@zeng/contract/constants';
import { formatPhoneInternational } from '@zeng/contract/phone';
import { PATHS } from '@zeng/contract/routes';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { acceptTyped } from '../../../components/form/accept-typed';
import form from '../../../components/form/form.module.css';
import { Icon } from '../../../components/Icon';
import { ApiError } from '../../../lib/api-client';
import { useCountdown } from '../../../lib/use-countdown';
import { waitText } from '../../../lib/wait-text';
import { useConfirmCode } from '../api/confirm';
import { useResendCode } from '../api/resend-code';
import { authErrorMessage } from '../error-message';
import { clearPendingOtp, type PendingOtp, resendWait, savePendingOtp } from '../pending-otp';
import { AuthLayout } from './AuthLayout';
import styles from './OtpForm.module.css';

const CODE_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);
const codeCharacters = (typed: string) => typed.replace(/\D/g, '').slice(0, OTP_LENGTH);

export interface OtpFormProps {
  pending: PendingOtp;
  onResent: (next: PendingOtp) => void;
}

/**
 * The 6-digit code, the confirm button and a resend button that waits out the server's
 * resendAfterSeconds. On success the session is stored and the person lands on / (see
 * docs/decisions/0003-no-reload-after-confirm.md for why there is no reload).
 */
export function OtpForm({ pending, onResent }: OtpFormProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const confirm = useConfirmCode();
  const resend = useResendCode();
  const wait = useCountdown(resendWait(pending));
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    input.current?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirm.isPending) return;
    if (!CODE_PATTERN.test(code)) {
      setError(t('otp.invalid'));
      return;
    }
    setError(null);
    setNotice(null);
    confirm.mutate(
      { phoneNumber: pending.phoneNumber, confirmCode: Number(code) },
      {
        onSuccess: () => {
          clearPendingOtp();
          navigate(PATHS.home, { replace: true });
        },
        onError: (err) => setError(authErrorMessage(err, t('otp.failed'), t)),
      },
    );
  };

  const sendAgain = () => {
    if (wait.running || resend.isPending) return;
    setError(null);
    setNotice(null);
    resend.mutate(pending, {
      onSuccess: (sent) => {
        const next: PendingOtp = {
          ...pending,
          sentAt: Date.now(),
          resendAfterSeconds: sent.resendAfterSeconds,
          expiresInSeconds: sent.expiresInSeconds,
        };
        savePendingOtp(next);
        onResent(next);
        wait.start(sent.resendAfterSeconds);
        setCode('');
        setNotice(t('otp.resent'));
        input.current?.focus();
      },
      onError: (err) => {
        setError(authErrorMessage(err, t('otp.failed'), t));
        if (err instanceof ApiError && err.retryAfterSeconds) wait.start(err.retryAfterSeconds);
      },
    });
  };

  return (
    <AuthLayout
      icon="message-square-text"
      title={t('otp.title')}
      subtitle={
        <>
          {t('otp.sentTo', { phone: formatPhoneInternational(pending.phoneNumber).replaceAll(' ', '\u00a0') })}{' '}
          {t('otp.validFor', { minutes: Math.round(pending.expiresInSeconds / 60) })}
        </>
      }
      footer={
        <Link to={pending.purpose === 'register' ? PATHS.registration : PATHS.login}>{t('otp.changeNumber')}</Link>
      }
    >
      <form className={form.form} onSubmit={submit} noValidate>
        <div className={form.field}>
          <label htmlFor={id} className={form.label}>
            {t('otp.label')}
          </label>
          <input
            ref={input}
            id={id}
            name="confirmCode"
            className={`${form.input} ${styles.code}`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            placeholder="••••••"
            value={code}
            onChange={(event) => setCode(acceptTyped(event, codeCharacters))}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        {error && (
          <p id={`${id}-error`} role="alert" className={form.alert}>
            <Icon name="circle-alert" size={18} aria-hidden="true" />
            {error}
          </p>
        )}
        {notice && (
          <p role="status" className={form.notice}>
            <Icon name="circle-check" size={18} aria-hidden="true" />
            {notice}
          </p>
        )}
        <button type="submit" className={form.primary} aria-busy={confirm.isPending}>
          {confirm.isPending ? t('otp.submitting') : t('otp.submit')}
        </button>
        <div className={styles.resend}>
          <span>{t('otp.noCode')}</span>
          <button
            type="button"
            className={form.secondary}
            onClick={sendAgain}
            disabled={wait.running || resend.isPending}
          >
            {resend.isPending
              ? t('otp.resending')
              : wait.running
                ? t('otp.resendIn', { wait: waitText(wait.secondsLeft, t) })
                : t('otp.resend')}
          </button>
        </div>
      </form>
    </AuthLayout>
  );
}
