import type { ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { AdvertFormValues } from '../form/advert-form-values';
import { ChipFieldset } from './ChipFieldset';
import styles from './fields.module.css';

/** The form's fields that hold some of fixed values. */
type ListName = 'sellerOptions' | 'defects' | 'inBox';

/**
 * Any of fixed values as check boxes in a fieldset, drawn as chips (the seller's options, a device's
 * defects and box contents). Ticked values are kept in the order they were ticked; the submission puts
 * them in the contract's.
 */
export function CheckChips<V extends string>({
  name,
  legend,
  values,
  label,
}: {
  name: ListName;
  legend: ReactNode;
  values: readonly V[];
  /** A value's chip: its words, and a drawing before them where it has one. */
  label: (value: V) => ReactNode;
}) {
  const { control } = useFormContext<AdvertFormValues>();
  const { field } = useController({ name, control });
  const chosen: readonly string[] = field.value;
  const toggle = (value: V, on: boolean) =>
    field.onChange(on ? [...chosen.filter((v) => v !== value), value] : chosen.filter((v) => v !== value));
  return (
    <ChipFieldset field={name} legend={legend}>
      {(control) =>
        values.map((value, index) => (
          <label key={value} className={styles.chip}>
            <input
              type="checkbox"
              id={index === 0 ? control.id : undefined}
              name={field.name}
              value={value}
              checked={chosen.includes(value)}
              aria-invalid={control['aria-invalid']}
              onChange={(event) => toggle(value, event.target.checked)}
              onBlur={field.onBlur}
              ref={index === 0 ? field.ref : undefined}
            />
            {label(value)}
          </label>
        ))
      }
    </ChipFieldset>
  );
}
