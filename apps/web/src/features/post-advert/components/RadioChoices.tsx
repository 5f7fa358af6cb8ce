import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import type { AdvertFormValues } from '../form/advert-form-values';
import { ChipFieldset } from './ChipFieldset';
import styles from './fields.module.css';
import type { Option } from './SelectField';

/** A short list of choices (usage: new or used; an IMEI registered or not) as radio chips in a fieldset. */
export function RadioChoices({
  name,
  label,
  options,
}: {
  name: 'condition' | 'imeiRegistered' | 'contactBy';
  label: ReactNode;
  options: readonly Option[];
}) {
  const { register } = useFormContext<AdvertFormValues>();
  return (
    <ChipFieldset field={name} legend={label}>
      {(control) =>
        options.map((option, index) => (
          <label key={option.value} className={styles.chip}>
            <input
              type="radio"
              id={index === 0 ? control.id : undefined}
              value={option.value}
              aria-invalid={control['aria-invalid']}
              {...register(name)}
            />
            <span>{option.label}</span>
          </label>
        ))
      }
    </ChipFieldset>
  );
}
