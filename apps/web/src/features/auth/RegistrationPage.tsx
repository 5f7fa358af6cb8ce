import type { AccountType } from '@zeng/contract/constants';
import { checkPhone } from '@zeng/contract/phone-rule';
import { PATHS } from '@zeng/contract/routes';
import { visibleText } from '@zeng/contract/visible-text';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import form from '../../components/form/form.module.css';
import { Icon } from '../../components/Icon';
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
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const carried = carriedPhone(useLocation().state);
  const [phone, setPhone] = useState(() => (carried ? afterCountryCode(carried) : ''));
  const [accountType, setAccountType] = useState<AccountType>('INDIVIDUAL');
  const [checked, setChecked] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const phoneNumber = checkPhone(phone).phone;
  // The contract's rule, as the server applies it: trimmed, and a name of nothing visible is empty.
  const names = { firstName: visibleText(firstName), lastName: visibleText(lastName) };
  const invalid = {
    firstName: names.firstName === '',
    lastName: names.lastName === '',
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (registration.isPending) return;
    setChecked(true);
    if (invalid.firstName || invalid.lastName || !phoneNumber) {
      setFormError(t('registration.invalid'));
      return;
    }
    setFormError(null);
    const person = { ...names, accountType };
    registration.mutate(
      { ...person, phoneNumber },
      {
        onSuccess: (sent) => {
          const pending: PendingOtp = {
            purpose: 'register',
            phoneNumber: sent.phoneNumber || phoneNumber,
            sentAt: Date.now(),
            resendAfterSeconds: sent.resendAfterSeconds,
            expiresInSeconds: sent.expiresInSeconds,
            registration: person,
          };
          savePendingOtp(pending);
          navigate(PATHS.otpConfirm, { state: { pendingOtp: pending } });
        },
        onError: (error) => setFormError(authErrorMessage(error, t('registration.failed'), t)),
      },
    );
  };

  const nameField = (field: 'firstName' | 'lastName', value: string, set: (v: string) => void, auto: string) => {
    const showError = checked && invalid[field];
    return (
      <div className={form.field}>
        <label htmlFor={`${id}-${field}`} className={form.label}>
          {t(`registration.${field}`)}
        </label>
        <input
          id={`${id}-${field}`}
          name={field}
          className={form.input}
          autoComplete={auto}
          maxLength={50}
          value={value}
          onChange={(event) => set(event.target.value)}
          aria-invalid={showError ? true : undefined}
          aria-describedby={showError ? `${id}-${field}-error` : undefined}
        />
        {showError && (
          <p id={`${id}-${field}-error`} className={form.fieldError}>
            <Icon name="circle-alert" size={16} aria-hidden="true" />
            {t('registration.required')}
          </p>
        )}
      </div>
    );
  };

  return (
    <AuthLayout
      icon="user-round-plus"
      title={t('registration.title')}
      subtitle={t('registration.subtitle')}
      footer={
        <>
          {t('registration.haveAccount')}
          <Link to={PATHS.login}>{t('registration.login')}</Link>
        </>
      }
    >
      <form className={form.form} onSubmit={submit} noValidate>
        <div className={form.row}>
          {nameField('firstName', firstName, setFirstName, 'given-name')}
          {nameField('lastName', lastName, setLastName, 'family-name')}
        </div>
        <PhoneField value={phone} onChange={setPhone} submitted={checked} />
        <fieldset className={form.choices}>
          <legend>{t('registration.accountType')}</legend>
          {ACCOUNT_CHOICES.map(({ value, label, hint, icon }) => (
            <label key={value} className={form.choice}>
              <input
                type="radio"
                name="accountType"
                value={value}
                checked={accountType === value}
                onChange={() => setAccountType(value)}
              />
              <span className={form.choiceTitle}>
                <Icon name={icon} size={16} aria-hidden="true" />
                {t(label)}
              </span>
              <span className={form.choiceHint}>{t(hint)}</span>
            </label>
          ))}
        </fieldset>
        {formError && (
          <p role="alert" className={form.alert}>
            <Icon name="circle-alert" size={18} aria-hidden="true" />
            {formError}
          </p>
        )}
        <button type="submit" className={form.primary} aria-busy={registration.isPending}>
          {registration.isPending ? t('registration.submitting') : t('registration.submit')}
        </button>
      </form>
    </AuthLayout>
  );
}
