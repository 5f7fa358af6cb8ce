import type { ErrorAnswer } from './error-codes.js';
import { isRecord } from './typed.js';

// Recognising an error answer needs none of error-codes' lists, so it lives apart and the first
// screen does not carry them; error-codes does not re-export it (that was an import circle).

/** Whether an answer's body has the error shape, {statusCode, error, message, code}. */
export function isErrorResponse(value: unknown): value is ErrorAnswer {
  if (!isRecord(value)) return false;
  return (
    typeof value.statusCode === 'number' &&
    typeof value.error === 'string' &&
    typeof value.message === 'string' &&
    // Any code, not only this build's list: a tab opened before a deploy still recognises a refusal
    // whose code is newer than it (its text falls back to the general one), and the first screen
    // does not carry the whole list.
    typeof value.code === 'string'
  );
}
