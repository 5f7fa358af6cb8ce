import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import form from './form.module.css';

export interface FieldErrorProps {
  /** Named by the control's aria-describedby, so a screen reader reads it with the field. */
  id?: string;
  /** Read out as soon as it appears (role="alert"): for a failure announced on submit. */
  announce?: boolean;
  children: ReactNode;
}

/** What is wrong with one field, under it. Give it a new `key` to announce the same text again. */
export function FieldError({ id, announce, children }: FieldErrorProps) {
  return (
    <p id={id} role={announce ? 'alert' : undefined} className={form.fieldError}>
      <Icon name="circle-alert" size={16} aria-hidden="true" />
      {children}
    </p>
  );
}
