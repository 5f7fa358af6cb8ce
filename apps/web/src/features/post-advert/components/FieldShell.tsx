import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/form/FieldError';
import form from '../../../components/form/form.module.css';
import type { FormField } from '../form/advert-form-values';
import { useFieldState } from '../form/announcement';
import styles from './fields.module.css';

/** What a control needs to be labelled, described and marked. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldShellProps {
  field: FormField;
  label: string;
  hint?: ReactNode;
  optional?: boolean;
  /** The control, given its id and aria attributes. */
  children: (control: ControlProps) => ReactNode;
  /** Shown after the control (a counter, a unit). */
  after?: ReactNode;
}

/** Label, control, hint and — when the announced failure is this field's — its message as an alert. */
export function FieldShell({ field, label, hint, optional, children, after }: FieldShellProps) {
  const { t } = useTranslation('post');
  const { id, errorId, hintId, error, errorKey, announce } = useFieldState(field);
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional && <span className={styles.optional}> ({t('fields.optional')})</span>}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {after}
      {hint && (
        <p id={hintId} className={form.hint}>
          {hint}
        </p>
      )}
      {error && (
        <FieldError key={errorKey} id={errorId} announce={announce}>
          {error}
        </FieldError>
      )}
    </div>
  );
}
