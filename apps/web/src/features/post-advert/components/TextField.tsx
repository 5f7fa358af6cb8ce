import type { InputHTMLAttributes, ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import form from '../../../components/form/form.module.css';
import type { AdvertFormValues } from '../form/advert-form-values';
import { FieldShell } from './FieldShell';
import { LengthLimit, useLengthLimit } from './LengthLimit';

type InputProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'placeholder'>;
type TextName = 'name' | 'number';

interface TextFieldProps extends InputProps {
  name: TextName;
  label: string;
  hint?: ReactNode;
  /** The most characters it takes. */
  maxLength: number;
  /** Shows "n/max" under it: for text a person writes (a name), not a number of fixed length. */
  counted?: boolean;
}

/** A labelled one-line text input bound to the form (accessory name, SIM number). */
export function TextField({ name, label, hint, maxLength, counted, ...input }: TextFieldProps) {
  const { register } = useFormContext<AdvertFormValues>();
  const limit = useLengthLimit(maxLength);
  const registered = register(name, { onChange: limit.typed });
  return (
    <FieldShell field={name} label={label} hint={hint} after={counted && <Counted name={name} limit={limit} />}>
      {(aria) => (
        <input
          {...aria}
          {...input}
          maxLength={maxLength}
          className={form.input}
          onPaste={limit.onPaste}
          {...registered}
        />
      )}
    </FieldShell>
  );
}

/** The counter, watching only this field. */
function Counted({ name, limit }: { name: TextName; limit: ReturnType<typeof useLengthLimit> }) {
  const { control } = useFormContext<AdvertFormValues>();
  const length = useWatch({ control, name }).length;
  return <LengthLimit length={length} limit={limit} />;
}
