import { z } from 'zod';
import { isPlainText } from './plain-text.js';
import { textLength } from './text-length.js';
import { visibleText } from './visible-text.js';

export { isPlainText } from './plain-text.js';

/**
 * Every string a request carries starts here (query strings, path parameters, headers, bodies): a
 * string that refuses control characters with CONTROL_CHARACTERS before any other check, so nothing
 * invisible reaches a query or a page. Only a multi-line field keeps tabs and line breaks.
 * text.test.ts walks every request schema, and the server refuses to start with a route
 * whose string field does not start here.
 */
export function text(options: { multiline?: boolean; error?: string } = {}) {
  return z
    .string(options.error === undefined ? undefined : { error: options.error })
    .refine((s) => isPlainText(s, options), { error: 'CONTROL_CHARACTERS', abort: true });
}

/**
 * A person's free text, trimmed and without direction controls or zero-width characters
 * (visible-text.ts: text of nothing visible is empty), at most `max` characters as a person counts
 * them (text-length.ts: 500 emoji are 500). Messages are issue codes.
 */
export function freeText(max: number, options: { required?: boolean; multiline?: boolean } = {}) {
  return text({ multiline: options.multiline, error: 'REQUIRED' })
    .transform(visibleText)
    .refine((s) => textLength(s) <= max, { error: 'TOO_LONG' })
    .refine((s) => !options.required || s.length > 0, { error: 'REQUIRED' });
}
