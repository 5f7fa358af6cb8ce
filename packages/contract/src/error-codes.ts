/**
 * The stable machine codes of error answers, without zod: the web app's first screen reads error
 * answers with this alone (docs/decisions/0006-web-trusts-typed-answers.md).
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'UNAUTHORIZED',
  'TOKEN_EXPIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'GONE',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SMS_UNAVAILABLE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The shape of every error answer: {statusCode, error, message, code}. */
export function isErrorResponse(
  value: unknown,
): value is { statusCode: number; error: string; message: string; code: ErrorCode } {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.statusCode === 'number' &&
    typeof v.error === 'string' &&
    typeof v.message === 'string' &&
    (ERROR_CODES as readonly unknown[]).includes(v.code)
  );
}
