import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import form from './form.module.css';

/** A failure of the whole form (or of a refused call), above its button and read out when it appears. */
export function FormAlert({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className={form.alert}>
      <Icon name="circle-alert" size={18} aria-hidden="true" />
      {children}
    </p>
  );
}
