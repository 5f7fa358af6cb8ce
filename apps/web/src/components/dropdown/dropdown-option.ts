import type { ReactNode } from 'react';

// In a file of its own: both the dropdown and its lazily loaded panel read it, and the panel
// importing the dropdown for it made a circle.

export interface DropdownOption<V extends string | number> {
  value: V;
  label: string;
  icon?: ReactNode;
}
