import { isOneOf } from './typed.js';

/**
 * The stable machine codes of error answers, without zod: the web app's first screen reads error
 * answers with this alone (docs/decisions/0006-first-screen-budget.md). The web app shows its
 * own translated text for every code; the server's message is for developers and logs.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  // the request itself could not be read: a broken address or HTTP message, no Host header
  'BAD_REQUEST',
  'URI_TOO_LONG',
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'UNAUTHORIZED',
  'TOKEN_EXPIRED',
  'SESSION_ENDED',
  // a call the session cookie authenticates came without this site's Origin (docs/decisions/0028-sessions-in-cookies.md)
  'CROSS_SITE_REQUEST',
  'FORBIDDEN',
  'NOT_FOUND',
  'GONE',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SMS_UNAVAILABLE',
  'SERVICE_UNAVAILABLE',
  // too much work under way (the image queue is full): Retry-After and params.retryAfterSeconds say when to try again
  'SERVER_BUSY',
  'INTERNAL_ERROR',
  // accounts and codes
  'ACCOUNT_EXISTS',
  'ACCOUNT_NOT_FOUND',
  'ACCOUNT_BLOCKED',
  'OTP_NOT_REQUESTED',
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_USED',
  'OTP_TOO_MANY_TRIES',
  // adverts
  'ADVERT_DELETED',
  'ADVERT_EXPIRED',
  'NOT_ADVERT_OWNER',
  'ADVERT_NOT_PENDING',
  // a moderator's decision on a version the seller has since replaced
  'ADVERT_CHANGED',
  // posting limits (docs/decisions/0013-posting-limits.md)
  'POSTING_LIMIT',
  'PENDING_LIMIT',
  'ADVERT_NOT_EXPIRED',
  // marking sold an advert not shown now; revealing the number of a sold one (issue 37)
  'ADVERT_NOT_SHOWN',
  'ADVERT_SOLD',
  'SIM_NUMBER_TAKEN',
  // an IMEI another pending or shown advert holds (issue 37)
  'IMEI_TAKEN',
  'IMAGE_NOT_OWNED',
  // reports (issue 37): one per person and advert; not of one's own; a decision on reports already decided
  'ALREADY_REPORTED',
  'OWN_ADVERT',
  'NO_OPEN_REPORTS',
  // saved searches (issue 38): the same search saved twice; more than MAX_SAVED_SEARCHES
  'SAVED_SEARCH_EXISTS',
  'TOO_MANY_SAVED_SEARCHES',
  // paid placement (issue 38): asked for again while waiting; a decision on a request already decided
  'PROMOTION_REQUESTED',
  'PROMOTION_DECIDED',
  // a create's Idempotency-Key sent again with another body: 422, that key already made another advert
  'IDEMPOTENCY_KEY_REUSED',
  // uploads
  'NO_FILES',
  'TOO_MANY_FILES',
  'FILE_TOO_LARGE',
  'NOT_AN_IMAGE',
  'IMAGE_TOO_LARGE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Why one field of a request was refused (`issues: [{path, code}]` of a VALIDATION_FAILED answer).
 * The contract's schemas use these as their zod messages, so the server and the web form name a
 * failure the same way and each side words it in its own language.
 */
export const ISSUE_CODES = [
  'REQUIRED',
  'INVALID',
  'INVALID_CHOICE',
  'NOT_A_NUMBER',
  'NOT_WHOLE',
  'TOO_LONG',
  'TOO_SHORT',
  'CONTROL_CHARACTERS',
  'PRICE_OUT_OF_RANGE',
  'IMAGES_REQUIRED',
  'TOO_MANY_IMAGES',
  'INVALID_PHONE',
  'INVALID_SIM_NUMBER',
  'INVALID_CODE',
  'UNKNOWN_REFERENCE',
  'MODEL_NOT_OF_BRAND',
  'BRAND_NOT_OF_CATEGORY',
  'COMPONENT_NOT_OF_TYPE',
  'PROVIDER_CLOSED',
  'PROVIDER_NOT_OF_NUMBER',
  'IMAGE_NOT_OWNED',
  'SIM_NUMBER_TAKEN',
  // a device's condition (device-condition.ts)
  'INVALID_IMEI',
  'IMEI_TAKEN',
  'LOCKED_FOR_PARTS_ONLY',
  'BATTERY_OUT_OF_RANGE',
  'WARRANTY_OUT_OF_RANGE',
] as const;
export type IssueCode = (typeof ISSUE_CODES)[number];

export interface ErrorIssue {
  /** The field, dotted: "price", "imageUrls.2", "mainMemory.id". */
  path: string;
  code: IssueCode;
}

/** Values a translated text may need: tries left, seconds to wait, the limits of a field. */
export type ErrorParams = Record<string, string | number>;

/** The shape of every error answer: {statusCode, error, message, code}, with params and issues where they help. */
export interface ErrorAnswer {
  statusCode: number;
  error: string;
  message: string;
  code: ErrorCode;
  params?: ErrorParams;
  issues?: ErrorIssue[];
}

export function isIssueCode(value: unknown): value is IssueCode {
  return isOneOf(ISSUE_CODES, value);
}

/**
 * The issue code of one zod issue: the contract's schemas carry it as their message; a schema with
 * zod's own wording (the query strings) is read by the kind of issue.
 */
export function issueCodeOf(issue: { code?: string; message?: string; origin?: string; input?: unknown }): IssueCode {
  if (isIssueCode(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || /received undefined/i.test(issue.message ?? '') ? 'REQUIRED' : 'INVALID';
    case 'too_big':
      return issue.origin === 'string' ? 'TOO_LONG' : 'INVALID';
    case 'too_small':
      return issue.origin === 'string' ? 'TOO_SHORT' : 'INVALID';
    case 'invalid_value':
      return 'INVALID_CHOICE';
    default:
      return 'INVALID';
  }
}
