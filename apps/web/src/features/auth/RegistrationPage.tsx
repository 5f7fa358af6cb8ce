import { zodResolver } from '@hookform/resolvers/zod';
import { registerRequestSchema } from '@zeng/contract/auth';
import { PERSON_NAME_MAX_LENGTH } from '@zeng/contract/constants';
import { PATHS } from '@zeng/contract/routes';
import { type FormEvent, useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { FieldError } from '../../components/form/FieldError';
import { FormAlert } from '../../components/form/FormAlert';
import { fieldIssueCode } from '../../components/form/field-issue';
import form from '../../components/form/form.module.css';
import { Icon } from '../../components/Icon';
import { issueText } from '../../lib/error-text';
import { nextSignInStep, returnPathIn, withReturnPath } from '../../lib/return-path';
import { useRegister } from './api/register';
import { AuthLayout } from './components/AuthLayout';
import { PhoneField } from './components/PhoneField';
import { authErrorMessage } from './error-message';
import { type PendingOtp, savePendingOtp } from './pending-otp';
import { afterCountryCode, carriedPhone } from './phone-input';

const ACCOUNT_CHOICES = [
  { value: 'INDIVIDUAL', label: 'registration.forUsers', hint: 'registration.forUsersHint', icon: 'user-round' },
  { value: 'BUSINESS', label: 'registration.forBusiness', hint: 'registration.forBusinessHint', icon: 'building-2' },
] as const;

/**
 * First name, last name, phone and account type; a code is sent and the person goes on to /otpConfirm.
 * A number carried from login (no account for it) is already in the phone field.
 */
export function RegistrationPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const registration = useRegister();
  const id = useId();
  const location = useLocation();
  const carried = carriedPhone(location.state);
  // Where the person was going before signing up: the code screen leads there once confirmed.
  const next = returnPathIn(location.search);
  // The contract's request, as the server applies it: names trimmed and of something visible
  // (visible-text.ts), the phone sent as 994XXXXXXXXX. The phone is judged as it is typed.
  const person = useForm({
    resolver: zodResolver(registerRequestSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      phoneNumber: carried ? afterCountryCode(carried) : '',
      accountType: 'INDIVIDUAL',
    },
    mode: 'onChange',
    shouldFocusError: false,
  });
  const { errors, isSubmitted } = person.formState;
  const [formError, setFormError] = useState<string | null>(null);

  const send = person.handleSubmit(
    (body) => {
      setFormError(null);
      registration.mutate(body, {
        onSuccess: (sent) => {
          const { firstName, lastName, accountType } = body;
          const pending: PendingOtp = {
            purpose: 'register',
            phoneNumber: sent.phoneNumber || body.phoneNumber,
            sentAt: Date.now(),
            resendAfterSeconds: sent.resendAfterSeconds,
            expiresInSeconds: sent.expiresInSeconds,
            codesLeft: sent.codesLeft,
            registration: { firstName, lastName, accountType },
            ...(next && { next }),
          };
          savePendingOtp(pending);
          navigate(PATHS.otpConfirm, { state: nextSignInStep(location.state, { pendingOtp: pending }) });
        },
        onError: (error) => setFormError(authErrorMessage(error, t('registration.failed'), t)),
      });
    },
    () => setFormError(t('registration.invalid')),
  );
  const submit = (event: FormEvent) => {
    // A form already sent waits for its answer.
    if (registration.isPending) return event.preventDefault();
    void send(event);
  };

  const nameField = (field: 'firstName' | 'lastName', autoComplete: string) => {
    const error = isSubmitted ? errors[field] : undefined;
    const inputId = `${id}-${field}`;
    return (
      <div className={form.field}>
        <label htmlFor={inputId} className={form.label}>
          {t(`registration.${field}`)}
        </label>
        <input
          id={inputId}
          className={form.input}
          autoComplete={autoComplete}
          maxLength={PERSON_NAME_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          {...person.register(field)}
        />
        {error && (
          <FieldError id={`${inputId}-error`}>
            {/* An empty name is asked for in the form's words; anything else the contract refuses
                (a pasted control character) as the server's refusal would be worded. */}
            {fieldIssueCode(error) === 'CONTROL_CHARACTERS'
              ? issueText({ path: '', code: 'CONTROL_CHARACTERS' }, t)
              : t('registration.required')}
          </FieldError>
        )}
      </div>
    );
  };

  return (
    <AuthLayout
      next={next}
      icon="user-round-plus"
      title={t('registration.title')}
      subtitle={t('registration.subtitle')}
      footer={
        <>
          {t('registration.haveAccount')}
          <Link to={withReturnPath(PATHS.login, next)} state={nextSignInStep(location.state)}>
            {t('registration.login')}
          </Link>
        </>
      }
    >
      <FormProvider {...person}>
        <form className={form.form} onSubmit={submit} noValidate>
          <div className={form.row}>
            {nameField('firstName', 'given-name')}
            {nameField('lastName', 'family-name')}
          </div>
          <PhoneField />
          <fieldset className={form.choices}>
            <legend>{t('registration.accountType')}</legend>
            {ACCOUNT_CHOICES.map(({ value, label, hint, icon }) => (
              <label key={value} className={form.choice}>
                <input type="radio" value={value} {...person.register('accountType')} />
                <span className={form.choiceTitle}>
                  <Icon name={icon} size={16} aria-hidden="true" />
                  {t(label)}
                </span>
                <span className={form.choiceHint}>{t(hint)}</span>
              </label>
            ))}
          </fieldset>
          {formError && <FormAlert>{formError}</FormAlert>}
          <button type="submit" className={form.primary} aria-busy={registration.isPending}>
            {registration.isPending ? t('registration.submitting') : t('registration.submit')}
          </button>
        </form>
      </FormProvider>
    </AuthLayout>
  );
}

/** The screen as its route entry loads it (app/screens.tsx). */
export { RegistrationPage as Component };
