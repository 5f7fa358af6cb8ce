import type { InputHTMLAttributes, ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import form from '../../../components/form/form.module.css';
import type { AdvertFormValues } from '../form/advert-form-values';
import { FieldShell } from './FieldShell';
import { LengthLimit, useLengthLimit } from './LengthLimit';

type InputProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'placeholder'>;
type TextName = 'name' | 'number' | 'batteryHealth' | 'warrantyMonths' | 'imei';

interface TextFieldProps extends InputProps {
  name: TextName;
  label: string;
  hint?: ReactNode;
  optional?: boolean;
  /** The most characters it takes. */
  maxLength: number;
  /** Shows "n/max" under it: for text a person writes (a name), not a number of fixed length. */
  counted?: boolean;
}

/** A labelled one-line text input bound to the form (accessory name, SIM number, a device's IMEI and figures). */
export function TextField({ name, label, hint, optional, maxLength, counted, ...input }: TextFieldProps) {
  const { register, control } = useFormContext<AdvertFormValues>();
  const value = useWatch({ control, name });
  const limit = useLengthLimit(maxLength);
  const registered = register(name, { onChange: limit.typed });
  return (
    <FieldShell
      field={name}
      label={label}
      hint={hint}
      optional={optional}
      after={counted && <LengthLimit value={value} limit={limit} />}
    >
      {(aria) => (
        <input
          {...aria}
          {...input}
          // A counted text is counted in characters (LengthLimit.tsx); a number in what the browser counts.
          maxLength={counted ? limit.maxLengthFor(value) : maxLength}
          className={form.input}
          onPaste={limit.onPaste}
          {...registered}
        />
      )}
    </FieldShell>
  );
}
