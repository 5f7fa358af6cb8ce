import { checkPhone, couldStillBePhone } from '@zeng/contract/phone-rule';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { acceptTyped } from '../../../components/form/accept-typed';
import { FieldError } from '../../../components/form/FieldError';
import { fieldIssueCode } from '../../../components/form/field-issue';
import form from '../../../components/form/form.module.css';
import { issueText } from '../../../lib/error-text';
import { phoneProblemText, withoutCountryCode } from '../phone-input';
import styles from './PhoneField.module.css';

/** The part of a form this field fills: the contract's phoneNumber, as typed. */
interface PhoneForm {
  phoneNumber: string;
}

/**
 * A phone number after a fixed +994, in a form validated on every change by the contract's schema.
 * What is typed stays as typed, but for a country code the field already shows; what is wrong with it shows as soon as more digits cannot fix it, when
 * the person leaves the field, and when the form is sent.
 */
export function PhoneField() {
  const { t } = useTranslation(['auth', 'errors']);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const { control } = useFormContext<PhoneForm>();
  const { field, fieldState, formState } = useController({ name: 'phoneNumber', control });
  const { value } = field;
  // Read on every render: react-hook-form re-renders a field only for the state it has read.
  const { error: refusal, isTouched } = fieldState;
  const judged = formState.isSubmitted || (isTouched && value.trim() !== '') || !couldStillBePhone(value);
  // checkPhone, the rule behind the contract's, says which problem; a refusal it does not know
  // (a pasted control character) is worded as the server's would be.
  const error =
    judged && refusal
      ? (phoneProblemText(checkPhone(value), t) ?? issueText({ path: '', code: fieldIssueCode(refusal) }, t))
      : null;
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
          ref={field.ref}
          id={id}
          name={field.name}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="501234567"
          className={`${form.input} ${styles.input}`}
          value={value}
          // The field already shows +994: a number typed or pasted with it keeps only what follows.
          onChange={(event) => field.onChange(acceptTyped(event, withoutCountryCode))}
          onBlur={field.onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        />
      </div>
      <p id={hintId} className={form.hint}>
        {t('phone.hint')}
      </p>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
