import type { ErrorCode, ErrorIssue, ErrorParams } from '@zeng/contract/errors';

export interface AppErrorDetails {
  headers?: Record<string, string>;
  /** Values the client's translated text needs (tries left, seconds to wait). */
  params?: ErrorParams;
  /** The refused fields of a request. */
  issues?: ErrorIssue[];
}

/** A failure the person can act on; the error handler answers it as {statusCode, error, message, code, params?, issues?}. */
export class AppError extends Error {
  readonly headers: Record<string, string>;
  readonly params: ErrorParams | undefined;
  readonly issues: ErrorIssue[] | undefined;

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    details: AppErrorDetails = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.headers = details.headers ?? {};
    this.params = details.params;
    this.issues = details.issues;
  }
}

export const badRequest = (message: string, code: ErrorCode = 'VALIDATION_FAILED', details?: AppErrorDetails) =>
  new AppError(400, code, message, details);
/** One refused field, as a schema would have refused it. */
export const invalidField = (issue: ErrorIssue, message: string, code: ErrorCode = 'VALIDATION_FAILED') =>
  new AppError(400, code, message, { issues: [issue] });
export const unauthorized = (message = 'Please log in to continue.', code: ErrorCode = 'UNAUTHORIZED') =>
  new AppError(401, code, message);
export const forbidden = (message = 'You are not allowed to do this.', code: ErrorCode = 'FORBIDDEN') =>
  new AppError(403, code, message);
export const notFound = (message = 'Not found.', code: ErrorCode = 'NOT_FOUND') => new AppError(404, code, message);
export const gone = (message: string, code: ErrorCode = 'GONE') => new AppError(410, code, message);
export const conflict = (message: string, code: ErrorCode = 'CONFLICT', details?: AppErrorDetails) =>
  new AppError(409, code, message, details);
export const tooManyRequests = (message: string, retryAfterSeconds: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError(429, 'RATE_LIMITED', message, {
    headers: { 'retry-after': String(seconds) },
    params: { retryAfterSeconds: seconds },
  });
};
