import { createContext, useContext } from 'react';
import type { FormField } from './advert-form-values';

/** The one failure the page announces: under its field, or under the form when no field is at fault. */
export interface Announcement {
  field: FormField | null;
  text: string;
  /** Grows with every announcement: the same failure twice is announced twice. */
  seq: number;
}

export interface FieldsContext {
  announcement: Announcement | null;
  /** The DOM id of a field's control, so a failure can focus it. */
  idFor: (field: FormField) => string;
}

export const AnnouncementContext = createContext<FieldsContext>({
  announcement: null,
  idFor: (field) => field,
});

/** A field's id, and the failure text when the announcement is about it. */
export function useFieldState(field: FormField) {
  const { announcement, idFor } = useContext(AnnouncementContext);
  const id = idFor(field);
  const mine = announcement?.field === field ? announcement : null;
  return { id, errorId: `${id}-error`, hintId: `${id}-hint`, error: mine?.text ?? null, errorKey: mine?.seq ?? 0 };
}
