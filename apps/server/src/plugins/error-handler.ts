import { MAX_IMAGES, MAX_UPLOAD_MEGABYTES } from '@zeng/contract/constants';
import { type ErrorCode, type ErrorIssue, issueCodeOf } from '@zeng/contract/errors';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DATABASE_BUSY, isDatabaseBusy } from '../db/embedded-queue.js';
import type { DatabaseOutage } from '../db/outage.js';
import { DATABASE_UNAVAILABLE, databaseUnavailableReason } from '../db/unavailable.js';
import { AppError, errorBody, STATUS_REASONS, validationMessage } from '../lib/errors.js';

const FASTIFY_CODES: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'MALFORMED_JSON',
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'MALFORMED_JSON',
    message: 'The request body is empty; send a JSON object.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'This content type is not accepted here; send JSON.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  FST_REQ_FILE_TOO_LARGE: {
    status: 413,
    code: 'FILE_TOO_LARGE',
    message: `A file is larger than ${MAX_UPLOAD_MEGABYTES} MB. Send a smaller photo.`,
  },
  FST_FILES_LIMIT: {
    status: 413,
    code: 'TOO_MANY_FILES',
    message: `You can only upload up to ${MAX_IMAGES} images at once.`,
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the photos as multipart/form-data, in the "files" field.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'The request body does not match its Content-Length.',
  },
  FST_PARTS_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The upload has too many parts.' },
  FST_FIELDS_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The upload has too many fields.' },
  FST_PROTO_VIOLATION: { status: 400, code: 'BAD_REQUEST', message: 'The upload has a forbidden field name.' },
  FST_INVALID_JSON_FIELD_ERROR: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'A field of the upload is not valid JSON.',
  },
  FST_MP_PREMATURE_CLOSE: { status: 400, code: 'BAD_REQUEST', message: 'The upload ended before it was complete.' },
  FST_CP_ERR_INVALID_CONTENT_ENCODING: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'This Content-Encoding is not accepted.',
  },
  FST_CP_ERR_INVALID_CONTENT: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'The request body could not be decompressed.',
  },
};

/**
 * Any other refusal raised by the framework or a plugin: a sentence of ours per status, since
 * theirs may repeat what the client sent (a header, the URL).
 */
const STATUS_MESSAGES: Record<number, string> = {
  401: 'Please log in to continue.',
  403: 'You are not allowed to do this.',
  404: 'Nothing was found here.',
  409: 'This has changed in the meantime.',
  410: 'This is no longer available.',
  413: 'The request is too large.',
  415: 'This content type is not accepted here.',
  429: 'Too many requests. Please wait and try again.',
};

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 410) return 'GONE';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 503) return 'SERVICE_UNAVAILABLE';
  return status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST';
}

/**
 * What any call answers when the database cannot take it, /readyz included: 503 with Retry-After. Away
 * (DATABASE_UNAVAILABLE), a few seconds; the embedded database's queue full (DATABASE_BUSY,
 * db/embedded-queue.ts), one, since it drains in well under a second.
 */
export function sendDatabaseUnavailable(
  reply: FastifyReply,
  answer: { retryAfterSeconds: number; message: string } = DATABASE_UNAVAILABLE,
) {
  return reply
    .code(503)
    .header('retry-after', String(answer.retryAfterSeconds))
    .send(errorBody(503, 'SERVICE_UNAVAILABLE', answer.message));
}

/** Every failure, ours or the framework's, answers the same JSON shape; a 5xx never shows its details. */
export default fp(async function errorHandler(app: FastifyInstance, options: { outage?: DatabaseOutage }) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send(errorBody(error.statusCode, error.code, error.message, error));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'request';
      const issues: ErrorIssue[] = [];
      const own: (string | undefined)[] = [];
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const code = issueCodeOf({ ...issue.params, code: issue.keyword, message: issue.message });
        issues.push({ path, code });
        // A schema's own English sentence (the query strings') says more than the generic one.
        const text = issue.message && issue.message !== code ? issue.message : undefined;
        own.push(text && path && !text.toLowerCase().startsWith(path.toLowerCase()) ? `${path}: ${text}` : text);
      }
      const message = validationMessage(where, issues, own);
      return reply.code(400).send(errorBody(400, 'VALIDATION_FAILED', message, { issues }));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply
        .code(500)
        .send(errorBody(500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'));
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.code(known.status).send(errorBody(known.status, known.code, known.message));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // A status we do not answer with (406 from multipart, 418…) is a request we could not read.
      const ours = STATUS_REASONS[status] ? status : 400;
      if (ours === 429) reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
      const message = STATUS_MESSAGES[ours] ?? 'The request could not be read.';
      return reply.code(ours).send(errorBody(ours, codeForStatus(ours), message));
    }
    // A client that cut its own request short (reset or closed mid-body, an upload dropped): what its
    // unfinished body threw (ECONNRESET, "aborted") is no failure of ours, and never a database outage,
    // or anyone signed in could raise a false outage alert at will (issue 34).
    if (request.raw.readableAborted) {
      return reply.code(400).send(errorBody(400, 'BAD_REQUEST', 'The request ended before it was complete.'));
    }
    // Load shed by the embedded database's queue: not an outage, and nothing to log per request.
    if (isDatabaseBusy(error)) return sendDatabaseUnavailable(reply, DATABASE_BUSY);
    // The database away is the client's to retry, logged once per outage, never with the SQL.
    const unavailable = databaseUnavailableReason(error);
    if (unavailable) {
      options.outage?.failed(unavailable);
      return sendDatabaseUnavailable(reply);
    }
    request.log.error({ err: error }, 'request failed');
    const code = codeForStatus(status);
    const message =
      status === 503
        ? 'The service is briefly unavailable. Please try again.'
        : 'Something went wrong on our side. Please try again.';
    return reply.code(status).send(errorBody(status, code, message));
  });
});
