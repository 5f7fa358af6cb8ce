import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client';

/**
 * What to show for a failed auth call (SPEC.md section 8: "server message or …"): our own words for
 * a lost connection, the server's message for a refusal (4xx), the fallback when the server failed
 * (5xx) or the answer was not an API error at all.
 */
export function authErrorMessage(error: unknown, fallback: string, t: TFunction<'auth'>): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === 'NETWORK_ERROR') return t('errors.network');
  if (error.status >= 500) return fallback;
  return error.message.trim() || fallback;
}
