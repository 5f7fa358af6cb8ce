import CircleAlert from 'lucide-react/icons/circle-alert';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import form from '../../../components/form/form.module.css';
import { localDigits } from '../phone-input';
import styles from './PhoneField.module.css';

export interface PhoneFieldProps {
  /** The digits after +994. */
  value: string;
  onChange: (local: string) => void;
  /** 12 for registration, 15 for login, counting the 994. */
  maxTotal: number;
  error?: string | null;
  disabled?: boolean;
}

/** A phone number after a fixed +994: digits only, a typed 0 or 994 dropped (phone-input.ts). */
export function PhoneField({ value, onChange, maxTotal, error, disabled }: PhoneFieldProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={form.field}>
      <label htmlFor={id} className={form.label}>
        {t('phone.label')}
      </label>
      <div className={styles.control}>
        <span className={styles.prefix} aria-hidden="true">
          +994
        </span>
        <input
          id={id}
          name="phoneNumber"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="501234567"
          className={`${form.input} ${styles.input}`}
          value={value}
          onChange={(event) => onChange(localDigits(event.target.value, maxTotal))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          disabled={disabled}
        />
      </div>
      <p id={hintId} className={form.hint}>
        {t('phone.hint')}
      </p>
      {error && (
        <p id={errorId} className={form.fieldError}>
          <CircleAlert size={16} aria-hidden="true" />
          {error}
        </p>
      )}
    </div>
  );
}
