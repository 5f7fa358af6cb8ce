import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client';

/**
 * What to show for a failed auth call (SPEC.md section 8: "server message or …"): our own words, in
 * the person's language, for the refusals whose code says it all (a lost connection, an existing or a
 * missing account, too many tries, the SMS gateway down); the server's message for other refusals
 * (4xx, e.g. how many tries remain); the fallback when the server failed or the answer was not ours.
 */
export function authErrorMessage(error: unknown, fallback: string, t: TFunction<'auth'>): string {
  if (!(error instanceof ApiError)) return fallback;
  switch (error.code) {
    case 'NETWORK_ERROR':
      return t('errors.network');
    case 'CONFLICT':
      return t('errors.accountExists');
    case 'NOT_FOUND':
      return t('errors.noAccount');
    case 'RATE_LIMITED':
      return t('errors.tooMany', { seconds: error.retryAfterSeconds ?? 60 });
    case 'SMS_UNAVAILABLE':
      return t('errors.smsUnavailable');
  }
  if (error.status >= 500) return fallback;
  return error.message.trim() || fallback;
}
