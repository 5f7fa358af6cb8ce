import type { Socket } from 'node:net';
import type { ErrorCode } from '@zeng/contract/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../lib/errors.js';

/**
 * A path parameter longer than this is refused before routing (414). Ids and categories are short;
 * the limit sits well above them so that a long id still reaches its schema and is named there.
 */
export const MAX_PARAM_LENGTH = 500;

interface Refusal {
  status: number;
  code: ErrorCode;
  message: string;
}

const BAD_URL: Refusal = { status: 400, code: 'BAD_REQUEST', message: 'The address of the request is not valid.' };
const LONG_PARAM: Refusal = { status: 414, code: 'URI_TOO_LONG', message: 'A part of the address is too long.' };
const NO_HOST: Refusal = { status: 400, code: 'BAD_REQUEST', message: 'The request has no Host header.' };

/** What Node's HTTP parser refuses, before Fastify sees a request (the error's code → our answer). */
const PARSER_ERRORS: Record<string, Refusal> = {
  HPE_HEADER_OVERFLOW: { status: 431, code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large.' },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'REQUEST_TIMEOUT',
    message: 'The request took too long to arrive.',
  },
};
const MALFORMED: Refusal = { status: 400, code: 'BAD_REQUEST', message: 'The request could not be read.' };

function send(reply: FastifyReply, refusal: Refusal) {
  return reply
    .code(refusal.status)
    .type('application/json; charset=utf-8')
    .send(errorBody(refusal.status, refusal.code, refusal.message));
}

/**
 * Errors Fastify raises before a route runs (a broken percent-encoding, an over-long parameter):
 * answered in our shape with our code, never with the framework's code or the URL it would echo.
 */
export function frameworkErrors(error: { code?: string }, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') return send(reply, BAD_URL);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return send(reply, LONG_PARAM);
  return send(reply, { status: 500, code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' });
}

/**
 * A request Node's HTTP parser refuses (headers too large, a malformed message, too slow) never
 * becomes a request: the answer is written to the socket directly, in our shape, and the connection
 * closed, as Node itself would.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const refusal = (error.code && PARSER_ERRORS[error.code]) || MALFORMED;
  if (socket.writable) {
    const body = JSON.stringify(errorBody(refusal.status, refusal.code, refusal.message));
    socket.write(
      `HTTP/1.1 ${refusal.status} ${errorBody(refusal.status, refusal.code, '').error}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy();
}

/**
 * The server options that keep Node's and Fastify's own refusals in our catalogue. Node answers an
 * HTTP/1.1 request without Host with a bare 400, so that check moves into the plugin below.
 */
export const frameworkErrorOptions = {
  frameworkErrors,
  clientErrorHandler,
  http: { requireHostHeader: false },
};

/** HTTP/1.1 requires a Host header (RFC 9112, 3.2); HTTP/1.0 clients may leave it out. */
export default fp(async function requireHost(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.raw.httpVersion !== '1.0' && !request.headers.host && !request.headers[':authority']) {
      return send(reply, NO_HOST);
    }
  });
});
