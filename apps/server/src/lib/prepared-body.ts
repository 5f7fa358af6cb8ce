import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isNotModified } from './not-modified.js';

/** What the server compresses text answers with, in the order it prefers them (app.ts and here). */
export const CONTENT_CODINGS = ['br', 'gzip'] as const;
export type ContentCoding = (typeof CONTENT_CODINGS)[number];
/** A moderate brotli level: a small CPU cost per answer for most of the gain (app.ts and here). */
export const BROTLI_QUALITY = 5;
/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESS: Record<ContentCoding, (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) =>
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes) => gzip(bytes),
};

/**
 * A text answer ready to send many times (the first-page cache, ADR 0011): its UTF-8 bytes made once,
 * and compressed once per coding a client asks for, off the event loop. Node writes a large string
 * with characters beyond ASCII (ə, ş, ы) about ten times slower than the same bytes as a Buffer.
 */
export class PreparedBody {
  readonly bytes: Buffer;
  readonly #coded = new Map<ContentCoding, Promise<Buffer>>();

  /** `etag`: the answer's validator, worked out once with it (a page's, modules/pages/page-etag.ts). */
  constructor(
    text: string,
    readonly etag?: string,
  ) {
    this.bytes = Buffer.from(text, 'utf8');
  }

  /**
   * The text again, made from the bytes when asked: only the bytes are kept, as a string of letters
   * beyond Latin-1 takes twice their room.
   */
  get text(): string {
    return this.bytes.toString('utf8');
  }

  /** The bytes in `coding`, compressed on the first call; a failed compression is tried again next time. */
  coded(coding: ContentCoding): Promise<Buffer> {
    let coded = this.#coded.get(coding);
    if (!coded) {
      coded = COMPRESS[coding](this.bytes);
      coded.catch(() => this.#coded.delete(coding));
      this.#coded.set(coding, coded);
    }
    return coded;
  }
}

const codings = new Negotiator<ContentCoding>({ supportedValues: [...CONTENT_CODINGS] });

function addVary(reply: FastifyReply, field: string) {
  const current = reply.getHeader('vary');
  if (current === undefined) {
    reply.header('vary', field);
    return;
  }
  const fields = typeof current === 'string' && current !== '' ? current.split(/\s*,\s*/) : [];
  if (!fields.some((f) => f.toLowerCase() === field.toLowerCase())) fields.push(field);
  reply.header('vary', fields.join(', '));
}

/**
 * Sends `body` in the coding the client prefers among the server's, compressed once however often it
 * is sent (@fastify/compress leaves an answer that names its Content-Encoding alone). A 200 whose body
 * has a validator names it, and is answered 304 with no body to a client that holds it already.
 */
export async function sendPrepared(request: FastifyRequest, reply: FastifyReply, body: PreparedBody) {
  addVary(reply, 'Accept-Encoding');
  // Preconditions hold only for an answer that would be a 2xx (RFC 9110 §13.2.1).
  if (body.etag !== undefined && reply.statusCode === 200) {
    reply.header('etag', body.etag);
    if (isNotModified(request.headers, { etag: body.etag })) return reply.code(304).send();
  }
  const accepted = request.headers['accept-encoding'];
  const coding = accepted && body.bytes.length >= COMPRESSION_THRESHOLD ? codings.negotiate(accepted) : null;
  if (!coding) return reply.send(body.bytes);
  const bytes = await body.coded(coding);
  return reply.header('content-encoding', coding).send(bytes);
}
