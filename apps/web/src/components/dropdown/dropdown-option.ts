import type { PickerOption } from '../picker/picker-order';

// In a file of its own: both the dropdown and its lazily loaded panel read it, and the panel
// importing the dropdown for it made a circle.

/** A dropdown's choice: a picker's, with its value typed (a sort order, a filter's value). */
export interface DropdownOption<V extends string> extends PickerOption {
  value: V;
}
