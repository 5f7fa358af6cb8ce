import { LIMIT_PARAMS } from '@zeng/contract/constants';
import type { ErrorIssue } from '@zeng/contract/error-codes';
import type { TFunction } from 'i18next';
import { ApiError } from './api-client';
import { currentLanguage } from './i18n';
import { waitText } from './wait-text';

/** When a 429 or 503 says nothing about how long to wait: the login lock's minute. */
const DEFAULT_WAIT_SECONDS = 60;

/**
 * The person's words for a refused call, in their language (locales/{lng}/errors.json): every error
 * and issue code of the contract has a text, so no server sentence reaches a screen. Screens that
 * show these load the `errors` namespace with their own.
 */
export function errorText(error: unknown, t: TFunction): string {
  const unknown = t('unknown', { ns: 'errors' });
  if (!(error instanceof ApiError)) return unknown;
  const [first] = error.issues;
  if (error.code === 'VALIDATION_FAILED' && first) return issueText(first, t);
  const { triesLeft, retryAfterSeconds } = error.params;
  return t(`codes.${error.code}`, {
    ns: 'errors',
    ...LIMIT_PARAMS,
    ...error.params,
    // `count` picks the plural form (codes.OTP_INVALID_one, _few, _many, _other).
    ...(typeof triesLeft === 'number' && { count: triesLeft }),
    wait: waitText(Number(retryAfterSeconds ?? error.retryAfterSeconds ?? DEFAULT_WAIT_SECONDS), t),
    defaultValue: unknown,
  });
}

/** One refused field: "Price: must be between 1 and 10 000 000 AZN."; without a known field, the sentence alone. */
export function issueText(issue: ErrorIssue, t: TFunction): string {
  const field = issue.path.split('.')[0] ?? '';
  const text = t(`issues.${issue.code}`, {
    ns: 'errors',
    ...LIMIT_PARAMS,
    defaultValue: t('issues.INVALID', { ns: 'errors' }),
  });
  const label = field ? t(`fields.${field}`, { ns: 'errors', defaultValue: '' }) : '';
  if (label) return `${label}: ${text}`;
  // The texts are written to follow a label ("Price: must be …"); alone they start a sentence.
  return text.charAt(0).toLocaleUpperCase(currentLanguage()) + text.slice(1);
}
