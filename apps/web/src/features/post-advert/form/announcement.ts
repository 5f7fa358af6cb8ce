import { createContext, useContext } from 'react';
import type { FormField } from './advert-form-values';

/**
 * What a refused submit says: a message under each refused field, and a text under the form (a
 * refusal that is no field's, or how many fields are marked).
 */
export interface Announcement {
  fields: Partial<Record<FormField, string>>;
  text: string | null;
  /** The text only sums up the marked fields: it goes with the last of them, and speaks for them. */
  sumsUp: boolean;
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

/** The announcement without a field's message, once the person changes that field. */
export function withoutField(current: Announcement | null, field: FormField): Announcement | null {
  if (!current || current.fields[field] === undefined) return current;
  const { [field]: _fixed, ...fields } = current.fields;
  if (current.sumsUp && Object.keys(fields).length === 0) return null;
  return { ...current, fields };
}

/**
 * A field's id, and its message when the announcement marks it. The message is read out on its own
 * (`announce`) only when no text under the form speaks for every marked field.
 */
export function useFieldState(field: FormField) {
  const { announcement, idFor } = useContext(AnnouncementContext);
  const id = idFor(field);
  const error = announcement?.fields[field] ?? null;
  return {
    id,
    errorId: `${id}-error`,
    hintId: `${id}-hint`,
    error,
    errorKey: announcement?.seq ?? 0,
    announce: !announcement?.sumsUp,
  };
}
