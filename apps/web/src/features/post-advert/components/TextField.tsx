import type { InputHTMLAttributes, ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import form from '../../../components/form/form.module.css';
import type { AdvertFormValues } from '../form/advert-form-values';
import { FieldShell } from './FieldShell';

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'placeholder'
>;

/** A labelled one-line text input bound to the form (accessory name, SIM number). */
export function TextField({
  name,
  label,
  hint,
  ...input
}: { name: 'name' | 'number'; label: string; hint?: ReactNode } & InputProps) {
  const { register } = useFormContext<AdvertFormValues>();
  return (
    <FieldShell field={name} label={label} hint={hint}>
      {(aria) => <input {...aria} {...input} className={form.input} {...register(name)} />}
    </FieldShell>
  );
}
