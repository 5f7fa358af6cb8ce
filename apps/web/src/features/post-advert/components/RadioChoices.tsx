import { useFormContext } from 'react-hook-form';
import { FieldError } from '../../../components/form/FieldError';
import type { AdvertFormValues } from '../form/advert-form-values';
import { useFieldState } from '../form/announcement';
import styles from './fields.module.css';
import type { Option } from './SelectField';

/** A short list of choices (usage: new or used) as radio chips in a fieldset. */
export function RadioChoices({
  name,
  label,
  options,
}: {
  name: 'condition';
  label: string;
  options: readonly Option[];
}) {
  const { register } = useFormContext<AdvertFormValues>();
  const { id, errorId, error, errorKey } = useFieldState(name);
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.label}>{label}</legend>
      <div className={styles.chips}>
        {options.map((option, index) => (
          <label key={option.value} className={styles.chip}>
            <input
              type="radio"
              id={index === 0 ? id : undefined}
              value={option.value}
              aria-invalid={error ? true : undefined}
              {...register(name)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <FieldError key={errorKey} id={errorId} announce>
          {error}
        </FieldError>
      )}
    </fieldset>
  );
}
