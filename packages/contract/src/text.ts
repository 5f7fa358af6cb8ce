import { z } from 'zod';

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL_OR_NEWLINE = /[\u0000-\u001f\u007f]/;

/**
 * A person's free text, trimmed: control characters (NUL included, which PostgreSQL refuses) are
 * not text; line breaks and tabs are, where the field is multi-line. Messages are issue codes.
 */
export function freeText(max: number, options: { required?: boolean; multiline?: boolean } = {}) {
  const control = options.multiline ? CONTROL : CONTROL_OR_NEWLINE;
  return z
    .string({ error: 'REQUIRED' })
    .refine((s) => !control.test(s), { error: 'CONTROL_CHARACTERS', abort: true })
    .transform((s) => s.trim())
    .refine((s) => s.length <= max, { error: 'TOO_LONG' })
    .refine((s) => !options.required || s.length > 0, { error: 'REQUIRED' });
}
