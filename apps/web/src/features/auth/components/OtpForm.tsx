import { zodResolver } from '@hookform/resolvers/zod';
import { confirmRequestSchema } from '@zeng/contract/auth';
import { OTP_LENGTH } from '@zeng/contract/constants';
import { formatPhoneInternational } from '@zeng/contract/phone';
import { PATHS } from '@zeng/contract/routes';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { acceptTyped } from '../../../components/form/accept-typed';
import { FormAlert } from '../../../components/form/FormAlert';
import form from '../../../components/form/form.module.css';
import { Icon } from '../../../components/Icon';
import { ApiError } from '../../../lib/api-client';
import { nextSignInStep, safeReturnPath, signInStepsBefore, withReturnPath } from '../../../lib/return-path';
import { useCountdown } from '../../../lib/use-countdown';
import { waitText } from '../../../lib/wait-text';
import { useConfirmCode } from '../api/confirm';
import { useResendCode } from '../api/resend-code';
import { authErrorMessage } from '../error-message';
import { clearPendingOtp, type PendingOtp, resendWait, savePendingOtp } from '../pending-otp';
import { AuthLayout } from './AuthLayout';
import styles from './OtpForm.module.css';

/**
 * The code as typed (digits only), read by the contract's rule into the number it sends. The rule
 * takes anything that arrives on the wire; here it is given the typed text.
 */
const codeSchema = z.object({
  confirmCode: z.preprocess((typed: string) => typed, confirmRequestSchema.shape.confirmCode),
});
const codeCharacters = (typed: string) => typed.replace(/\D/g, '').slice(0, OTP_LENGTH);

/** Answers after which the code can never work: only a new one helps. */
const DEAD_CODE = new Set<ApiError['code']>(['OTP_TOO_MANY_TRIES', 'OTP_EXPIRED', 'OTP_USED', 'OTP_NOT_REQUESTED']);
/** From how few codes left the screen says how many remain, so the last is not spent unawares. */
const FEW_CODES = 2;

export interface OtpFormProps {
  pending: PendingOtp;
  onResent: (next: PendingOtp) => void;
}

/**
 * The 6-digit code, sent as its sixth digit is typed or pasted (or by the confirm button), and a resend
 * button that waits out the server's resendAfterSeconds, unless the code is dead (too many wrong tries,
 * expired): then Confirm is off and a new code may be asked for at once. When few codes remain it says
 * how many. On success the session is stored and the person lands where they were going, else on /
 * (see docs/decisions/0003-no-reload-after-confirm.md for why there is no reload), in place of the
 * sign-in screens they went through: Back from there never shows a sign-in form again.
 */
export function OtpForm({ pending, onResent }: OtpFormProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const { state } = useLocation();
  const id = useId();
  const confirm = useConfirmCode();
  const resend = useResendCode();
  const wait = useCountdown(resendWait(pending));
  // Judged when sent only: a refusal stays on screen until the next try or a new code.
  const codeForm = useForm({
    resolver: zodResolver(codeSchema),
    defaultValues: { confirmCode: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { field: code } = useController({ name: 'confirmCode', control: codeForm.control });
  // A refused call; a code the contract refuses is the form's own error.
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The code can no longer work: Confirm waits for a new one.
  const [dead, setDead] = useState(false);
  const resendButton = useRef<HTMLButtonElement>(null);
  // A code on its way is not sent again (its sixth digit, then Confirm at once), whatever React has drawn.
  const sending = useRef(false);
  const error = codeForm.formState.errors.confirmCode ? t('otp.invalid') : failure;

  const { setFocus } = codeForm;
  useEffect(() => {
    setFocus('confirmCode');
  }, [setFocus]);
  // Confirm is disabled under the person's focus when the code dies: the way on is a new code.
  useEffect(() => {
    if (dead) resendButton.current?.focus();
  }, [dead]);

  const send = codeForm.handleSubmit(({ confirmCode }) => {
    if (sending.current) return;
    sending.current = true;
    setFailure(null);
    setNotice(null);
    confirm.mutate(
      { phoneNumber: pending.phoneNumber, confirmCode },
      {
        onSettled: () => {
          sending.current = false;
        },
        onSuccess: () => {
          clearPendingOtp();
          // Back over the sign-in screens: the first, seeing a signed-in person, sends them on.
          const steps = signInStepsBefore(state);
          if (steps > 0) return void navigate(-steps);
          // Read back from storage: followed only to a path of this site, as when it was written.
          navigate(safeReturnPath(pending.next) ?? PATHS.home, { replace: true });
        },
        onError: (err) => {
          setFailure(authErrorMessage(err, t('otp.failed'), t));
          if (err instanceof ApiError && DEAD_CODE.has(err.code)) {
            setDead(true);
            // The server lets a new code follow a dead one at once.
            wait.stop();
          }
        },
      },
    );
  });
  const submit = (event: FormEvent) => {
    // A code already sent waits for its answer; a dead one for a new code.
    if (confirm.isPending || dead) return event.preventDefault();
    void send(event);
  };

  const sendAgain = () => {
    if (wait.running || resend.isPending) return;
    codeForm.clearErrors();
    setFailure(null);
    setNotice(null);
    resend.mutate(pending, {
      onSuccess: (sent) => {
        const next: PendingOtp = {
          ...pending,
          sentAt: Date.now(),
          resendAfterSeconds: sent.resendAfterSeconds,
          expiresInSeconds: sent.expiresInSeconds,
          codesLeft: sent.codesLeft,
        };
        savePendingOtp(next);
        onResent(next);
        setDead(false);
        wait.start(sent.resendAfterSeconds);
        codeForm.setValue('confirmCode', '');
        setNotice(t('otp.resent'));
        setFocus('confirmCode');
      },
      onError: (err) => {
        setFailure(authErrorMessage(err, t('otp.failed'), t));
        if (err instanceof ApiError && err.retryAfterSeconds) wait.start(err.retryAfterSeconds);
      },
    });
  };

  return (
    <AuthLayout
      next={safeReturnPath(pending.next)}
      icon="message-square-text"
      title={t('otp.title')}
      subtitle={
        <>
          {t('otp.sentTo', { phone: formatPhoneInternational(pending.phoneNumber).replaceAll(' ', '\u00a0') })}{' '}
          {t('otp.validFor', { minutes: Math.round(pending.expiresInSeconds / 60) })}
        </>
      }
      footer={
        <Link
          to={withReturnPath(pending.purpose === 'register' ? PATHS.registration : PATHS.login, pending.next)}
          state={nextSignInStep(state)}
        >
          {t('otp.changeNumber')}
        </Link>
      }
    >
      <form className={form.form} onSubmit={submit} noValidate>
        <div className={form.field}>
          <label htmlFor={id} className={form.label}>
            {t('otp.label')}
          </label>
          <input
            ref={code.ref}
            id={id}
            name={code.name}
            className={`${form.input} ${styles.code}`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            placeholder="••••••"
            value={code.value}
            onChange={(event) => {
              const typed = acceptTyped(event, codeCharacters);
              code.onChange(typed);
              // The sixth digit, typed or pasted, sends the code: there is nothing left to do.
              if (typed.length === OTP_LENGTH && !dead) void send();
            }}
            onBlur={code.onBlur}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        {error && <FormAlert id={`${id}-error`}>{error}</FormAlert>}
        {notice && (
          <p role="status" className={form.notice}>
            <Icon name="circle-check" size={18} aria-hidden="true" />
            {notice}
          </p>
        )}
        <button type="submit" className={form.primary} disabled={dead} aria-busy={confirm.isPending}>
          {confirm.isPending ? t('otp.submitting') : t('otp.submit')}
        </button>
        <div className={styles.resend}>
          <span>{t('otp.noCode')}</span>
          <button
            ref={resendButton}
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
          {pending.codesLeft !== undefined && pending.codesLeft <= FEW_CODES && (
            <p className={form.hint}>{t('otp.codesLeft', { count: pending.codesLeft })}</p>
          )}
        </div>
      </form>
    </AuthLayout>
  );
}
