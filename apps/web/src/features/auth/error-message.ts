import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';

/**
 * What to show for a failed auth call, always in the person's language: our own text for every code
 * (an existing or a missing account, a wrong code and the tries left, an expired or used code, too
 * many tries, the SMS gateway down, a lost connection), never the server's English sentence. A failure
 * that says nothing we can act on (the server broke, or the answer was not ours) gets the screen's
 * own fallback ('Registration failed. Please try again.' and the like).
 */
export function authErrorMessage(error: unknown, fallback: string, t: TFunction): string {
  if (!(error instanceof ApiError) || error.code === 'INTERNAL_ERROR') return fallback;
  return errorText(error, t);
}
