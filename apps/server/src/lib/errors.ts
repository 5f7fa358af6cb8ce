import { MAX_IMAGES } from '@zeng/contract/constants';
import type { ErrorCode, ErrorIssue, ErrorParams, ErrorResponse, IssueCode } from '@zeng/contract/errors';

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

/** The statuses we answer with, and the reason phrase each answer's `error` field carries. */
export const STATUS_REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  431: 'Request Header Fields Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The JSON every refusal and failure answers, whoever sends it: the error handler, a 404 page, a plugin. */
export function errorBody(
  statusCode: number,
  code: ErrorCode,
  message: string,
  extra: Pick<ErrorResponse, 'params' | 'issues'> = {},
): ErrorResponse {
  return {
    statusCode,
    error: STATUS_REASONS[statusCode] ?? 'Error',
    message,
    code,
    ...(extra.params && { params: extra.params }),
    ...(extra.issues?.length && { issues: extra.issues }),
  };
}

export const badRequest = (message: string, code: ErrorCode = 'VALIDATION_FAILED', details?: AppErrorDetails) =>
  new AppError(400, code, message, details);
/**
 * Refused fields, answered as a schema would have refused them: 400 with the issues (in the order the
 * form checks them) and an English sentence naming each.
 */
export const invalidRequest = (issues: ErrorIssue[], code: ErrorCode = 'VALIDATION_FAILED') =>
  new AppError(400, code, validationMessage('body', issues), { issues });
export const unauthorized = (message = 'Please log in to continue.', code: ErrorCode = 'UNAUTHORIZED') =>
  new AppError(401, code, message);
/** The session was ended (logout, a reused refresh token, a block): the person logs in again. */
export const sessionEnded = (details?: AppErrorDetails) =>
  new AppError(401, 'SESSION_ENDED', 'Your session has ended. Please log in again.', details);
export const forbidden = (message = 'You are not allowed to do this.', code: ErrorCode = 'FORBIDDEN') =>
  new AppError(403, code, message);
export const notFound = (message = 'Not found.', code: ErrorCode = 'NOT_FOUND') => new AppError(404, code, message);
export const gone = (message: string, code: ErrorCode = 'GONE') => new AppError(410, code, message);
export const conflict = (message: string, code: ErrorCode = 'CONFLICT', details?: AppErrorDetails) =>
  new AppError(409, code, message, details);
/** A well-formed request that cannot be carried out as sent (a create's key reused with another body). */
export const unprocessable = (message: string, code: ErrorCode) => new AppError(422, code, message);
/**
 * A refusal that says how long to wait: whole seconds, at least one, as the Retry-After header and as
 * `params.retryAfterSeconds` (which the web app's texts read), beside any other params.
 */
export const waitFor = (retryAfterSeconds: number, params: ErrorParams = {}): AppErrorDetails => {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return { headers: { 'retry-after': String(seconds) }, params: { ...params, retryAfterSeconds: seconds } };
};
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, 'RATE_LIMITED', message, waitFor(retryAfterSeconds));

/** English for the developer reading an answer; people read the web app's translation of the code. */
const ISSUE_MESSAGES: Record<IssueCode, string> = {
  REQUIRED: 'is required',
  INVALID: 'is not valid',
  INVALID_CHOICE: 'is not one of the allowed values',
  NOT_A_NUMBER: 'must be a number',
  NOT_WHOLE: 'must be a whole number',
  TOO_LONG: 'is too long',
  TOO_SHORT: 'is too short',
  CONTROL_CHARACTERS: 'must not contain control characters',
  PRICE_OUT_OF_RANGE: 'must be between 1 and 10 000 000 AZN',
  IMAGES_REQUIRED: 'needs at least one image',
  TOO_MANY_IMAGES: `has more than ${MAX_IMAGES} images`,
  INVALID_PHONE: 'must be an Azerbaijani mobile number (994XXXXXXXXX)',
  INVALID_SIM_NUMBER: 'must be an Azerbaijani mobile number (994XXXXXXXXX)',
  INVALID_CODE: 'must be a 6-digit code',
  UNKNOWN_REFERENCE: 'does not exist',
  MODEL_NOT_OF_BRAND: 'is not a model of the chosen brand',
  BRAND_NOT_OF_CATEGORY: 'is not a brand of this category',
  COMPONENT_NOT_OF_TYPE: 'is not a component of this kind',
  PROVIDER_CLOSED: 'no longer offers numbers',
  PROVIDER_NOT_OF_NUMBER: "is not the operator of the number's code",
  IMAGE_NOT_OWNED: 'is not an image you uploaded',
  SIM_NUMBER_TAKEN: 'is already advertised',
  INVALID_IMEI: 'must be an IMEI: 15 digits whose last is the Luhn check digit',
  IMEI_TAKEN: 'is already in another advert',
  LOCKED_FOR_PARTS_ONLY: 'must be for_parts: a device locked to an account works for nobody else',
  BATTERY_OUT_OF_RANGE: 'must be a whole per cent from 1 to 100',
  WARRANTY_OUT_OF_RANGE: 'must be from 0 to 36 months',
};

export function issueMessage(issue: ErrorIssue): string {
  return `${issue.path || 'request'} ${ISSUE_MESSAGES[issue.code]}`;
}

/** "Invalid body: price must be between 1 and 10 000 000 AZN; color is required" */
export function validationMessage(
  where: string,
  issues: readonly ErrorIssue[],
  own: readonly (string | undefined)[] = [],
) {
  const parts = issues.map((issue, i) => own[i] ?? issueMessage(issue));
  return `Invalid ${where}: ${parts.join('; ')}`;
}
