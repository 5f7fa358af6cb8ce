import { checkPhone, couldStillBePhone } from '@zeng/contract/phone-rule';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import form from '../../../components/form/form.module.css';
import { Icon } from '../../../components/Icon';
import { phoneProblemText } from '../phone-input';
import styles from './PhoneField.module.css';

export interface PhoneFieldProps {
  /** Exactly what the person typed after +994. */
  value: string;
  onChange: (typed: string) => void;
  /** The form was sent: say what is wrong even before the person leaves the field. */
  submitted: boolean;
  disabled?: boolean;
}

/**
 * A phone number after a fixed +994. What is typed stays as typed; what is wrong with it (the server's
 * rule, checkPhone) shows as soon as more digits cannot fix it, when the person leaves the field, and
 * when the form is sent.
 */
export function PhoneField({ value, onChange, submitted, disabled }: PhoneFieldProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [left, setLeft] = useState(false);
  const check = checkPhone(value);
  const judged = submitted || (left && value.trim() !== '') || !couldStillBePhone(value);
  const error = judged ? phoneProblemText(check, t) : null;
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
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="501234567"
          className={`${form.input} ${styles.input}`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => setLeft(true)}
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
          <Icon name="circle-alert" size={16} aria-hidden="true" />
          {error}
        </p>
      )}
    </div>
  );
}
