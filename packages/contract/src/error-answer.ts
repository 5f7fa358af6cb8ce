import type { ErrorAnswer } from './error-codes.js';

// Recognising an error answer needs none of error-codes' lists, so it lives apart and the first
// screen does not carry them; error-codes does not re-export it (that was an import circle).

/** Whether an answer's body has the error shape, {statusCode, error, message, code}. */
export function isErrorResponse(value: unknown): value is ErrorAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.statusCode === 'number' &&
    typeof v.error === 'string' &&
    typeof v.message === 'string' &&
    // Any code, not only this build's list: a tab opened before a deploy still recognises a refusal
    // whose code is newer than it (its text falls back to the general one), and the first screen
    // does not carry the whole list.
    typeof v.code === 'string'
  );
}
