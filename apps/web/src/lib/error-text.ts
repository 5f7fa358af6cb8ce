import type { ErrorIssue } from '@zeng/contract/error-codes';
import type { TFunction } from 'i18next';
import { ApiError } from './api-client';

/**
 * The person's words for a refused call, in their language (locales/{lng}/errors.json): every error
 * and issue code of the contract has a text, so no server sentence reaches a screen. Screens that
 * show these load the `errors` namespace with their own.
 */
export function errorText(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('codes.INTERNAL_ERROR', { ns: 'errors' });
  const [first] = error.issues;
  if (error.code === 'VALIDATION_FAILED' && first) return issueText(first, t);
  return t(`codes.${error.code}`, {
    ns: 'errors',
    ...error.params,
    seconds: error.params.retryAfterSeconds ?? error.retryAfterSeconds ?? 60,
    defaultValue: t(error.status >= 500 ? 'codes.INTERNAL_ERROR' : 'codes.VALIDATION_FAILED', { ns: 'errors' }),
  });
}

/** One refused field: "Price: must be between 1 and 10 000 000 AZN." */
export function issueText(issue: ErrorIssue, t: TFunction): string {
  const field = issue.path.split('.')[0] ?? '';
  const text = t(`issues.${issue.code}`, { ns: 'errors' });
  const label = t(`fields.${field}`, { ns: 'errors', defaultValue: '' });
  return label ? `${label}: ${text}` : text;
}
