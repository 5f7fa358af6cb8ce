import type { ReactNode } from 'react';
import { FieldError } from '../../../components/form/FieldError';
import type { FormField } from '../form/advert-form-values';
import { useFieldState } from '../form/announcement';
import styles from './fields.module.css';

/** What each chip's input needs: the first one takes the field's id (the failure focuses it). */
export interface ChipControl {
  id: string;
  'aria-invalid': true | undefined;
}

/**
 * A short list of choices as chips in a fieldset (radio or check boxes): its legend, the chips, and —
 * when the announced failure is this field's — its message as an alert.
 */
export function ChipFieldset({
  field,
  legend,
  children,
}: {
  field: FormField;
  legend: ReactNode;
  children: (control: ChipControl) => ReactNode;
}) {
  const { id, errorId, error, errorKey, announce } = useFieldState(field);
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.label}>{legend}</legend>
      <div className={styles.chips}>{children({ id, 'aria-invalid': error ? true : undefined })}</div>
      {error && (
        <FieldError key={errorKey} id={errorId} announce={announce}>
          {error}
        </FieldError>
      )}
    </fieldset>
  );
}
